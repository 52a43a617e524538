/**
 * The diner's membership at a restaurant: the identifier on the
 * device (lib/member-storage.ts) and, signed in, on the account; looked up again through the restaurant's provider
 * when the menu opens, so a code that stopped being valid stops showing the members' menu. A failed look-up removes
 * the identifier (device and account) and the member-only lines of the cart, which the server would refuse (2202).
 */
import type { MembershipPromoResponse } from '@ordering/domain/contracts/programs';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useCart } from '../../lib/cart/cart-context';
import { MEMBER_EXPIRED_TOAST, MEMBER_NOT_FOUND, memberOnlyLines } from '../../lib/member-refusal';
import { forgetMember, readMember, useStoredMember, writeMember } from '../../lib/member-storage';
import type { RestaurantData } from '../../lib/restaurant-data';
import { useSession } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';
import { accountMembership, forgetMembershipOnAccount, keepMembershipOnAccount, lookUpMember } from './api';

export function useMembership(data: RestaurantData) {
  const { t } = useTranslation();
  const r = data.restaurant;
  const member = useStoredMember(r.slug);
  const session = useSession(r.id);
  const signedIn = session.status === 'user';
  const cart = useCart();
  const cartRef = useRef(cart);
  cartRef.current = cart;
  // The identifier looked up this visit (with the session state it was looked up in): not looked up twice.
  const checked = useRef<string | null>(null);

  const keep = useCallback(
    (found: MembershipPromoResponse) => {
      checked.current = `${session.status}:${found.identifier}`;
      writeMember(r.slug, {
        identifier: found.identifier,
        provider: found.provider,
        memberMenus: found.memberMenus,
        firstName: found.firstName,
        promos: found.promos.map((p) => p.id),
        checkedAt: Date.now(),
      });
      if (signedIn) void keepMembershipOnAccount(r.id, found.identifier).catch(() => {});
    },
    [r.slug, r.id, signedIn, session.status],
  );

  const forget = useCallback(() => {
    forgetMember(r.slug);
    if (signedIn) void forgetMembershipOnAccount(r.id).catch(() => {});
    for (const line of memberOnlyLines(data.menus, cartRef.current.items))
      cartRef.current.remove(line.orderId);
  }, [r.slug, r.id, signedIn, data.menus]);

  /** The drawer's look-up: kept when the provider knows the identifier, else the error is the caller's to say. */
  const check = useCallback(
    async (identifier: string) => {
      try {
        const found = await lookUpMember(r.id, identifier.trim());
        keep(found);
        return found;
      } catch (error) {
        if (error instanceof ApiError && error.code === MEMBER_NOT_FOUND) forget();
        throw error;
      }
    },
    [r.id, keep, forget],
  );

  // Once per visit and identifier: the device's member looked up again; a signed-in diner without one on this device
  // gets the account's.
  useEffect(() => {
    if (session.status === 'loading') return;
    const stored = readMember(r.slug);
    const key = `${session.status}:${stored?.identifier ?? ''}`;
    if (checked.current === key) return;
    checked.current = key;
    const identifier = stored
      ? Promise.resolve(stored.identifier)
      : signedIn
        ? accountMembership(r.id).then((kept) => kept.identifier)
        : Promise.resolve(null);
    void identifier
      .then(async (id) => {
        if (!id) return;
        try {
          const found = await lookUpMember(r.id, id);
          keep(found);
        } catch (error) {
          if (error instanceof ApiError && error.code === MEMBER_NOT_FOUND) {
            forget();
            toast.warning(t('programs.memberExpired'), MEMBER_EXPIRED_TOAST);
          }
        }
      })
      .catch(() => {});
  }, [session.status, signedIn, r.slug, r.id, keep, forget, t]);

  return { member, check, forget };
}
