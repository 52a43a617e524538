import { linkOrderType, type OrderLink } from '@ordering/domain/order-types/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';
import { MEMBER_EXPIRED_TOAST, MEMBER_NOT_FOUND, memberOnlyLines } from '../member-refusal';
import { forgetMember, useStoredMember } from '../member-storage';
import { useRestaurantContext } from '../restaurant-data';
import { toast } from '../toast';
import { type CostsChoice, setCosts } from './api';
import { useCart } from './cart-context';
import { modeConfig } from './order-mode';
import { refusedLines } from './refused-lines';

/**
 * The cart's costs as the server computes them: asked again whenever the items, the mode or
 * the diner's choices (tip, promo code, gift card) change; the previous answer stays on screen meanwhile.
 */
export function useCosts(
  choice: CostsChoice = {},
  checkout?: Record<string, unknown>,
  modeOverride?: OrderLink,
) {
  const { data } = useRestaurantContext();
  const cart = useCart();
  const restaurantId = data.restaurant.id;
  const mode = modeOverride ?? cart.mode;
  const type = linkOrderType(mode);
  // The device's member (the access-code drawer): the server looks the identifier up again and prices the member's
  // promos, and lets a member-only menu's items through only for a member (2202 otherwise).
  const member = useStoredMember(data.restaurant.slug);
  const withMember = member
    ? { ...checkout, memberInfo: { identifier: member.identifier, provider: member.provider } }
    : checkout;
  const costs = useQuery({
    queryKey: ['costs', restaurantId, data.version, cart.items, mode, choice, withMember],
    queryFn: () =>
      setCosts(restaurantId, {
        items: cart.items,
        type,
        config: modeConfig(mode, restaurantId),
        costs: choice,
        checkout: withMember,
      }),
    enabled: cart.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  // The provider no longer knows the device's member (removed since the drawer's look-up): the pricing refuses it
  // (2202). It is forgotten here, with the members' menu lines it alone let into the cart, and the costs are asked
  // again without it; the account's copy goes at the next look-up (features/programs).
  const slug = data.restaurant.slug;
  // Not a refusal of lines (members' items while the program is off, 2202 with the lines named): those are marked
  // on the lines, and the member is not said to have expired.
  const memberRefused =
    member !== null &&
    costs.error instanceof ApiError &&
    costs.error.code === MEMBER_NOT_FOUND &&
    refusedLines(costs.error).size === 0;
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal; the cart and menus are read as they are then.
  useEffect(() => {
    if (!memberRefused) return;
    forgetMember(slug);
    for (const line of memberOnlyLines(data.menus, cart.items)) cart.remove(line.orderId);
    toast.warning(t('programs.memberExpired'), MEMBER_EXPIRED_TOAST);
  }, [memberRefused, slug]);
  return costs;
}
