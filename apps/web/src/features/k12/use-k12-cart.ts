/**
 * The K-12 cart kept on the device (per date and student): dates past the cutoff leave it once the server says where
 * the cutoff is, and its lines are priced by the menus of the shown week and of every other week it holds (a subsidy
 * code added or removed prices them anew).
 */
import type { RotationalMenusResponse } from '@ordering/domain/contracts/k12';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Locale } from '../../lib/locale';
import type { SessionState } from '../../lib/session/use-session';
import { fetchRotationalMenus } from './api';
import { dropPastDates, type K12Cart, readK12Cart, repriceCart, writeK12Cart } from './k12-cart';

export function useK12Cart(
  restaurant: { id: number | string; slug: string },
  locale: Locale,
  session: SessionState,
  /** The shown week's menus, priced for this parent. */
  weekMenus: RotationalMenusResponse | undefined,
) {
  const { id: restaurantId, slug } = restaurant;
  const signedIn = session.status === 'user';
  const profileId = session.profile?.id ?? null;
  const subsidyCode = session.profile?.subsidyCode ?? null;
  const [cart, setCart] = useState<K12Cart>(() => readK12Cart(slug));
  const [removed, setRemoved] = useState<string[]>([]);

  // Dates past the cutoff leave the cart as soon as the server says where the cutoff is (the costs follow the cart).
  const cutoff = weekMenus?.cutoff_date;
  useEffect(() => {
    if (!cutoff) return;
    const { cart: kept, removed: gone } = dropPastDates(cart, cutoff);
    if (gone.length === 0) return;
    setCart(kept);
    setRemoved(gone);
  }, [cutoff, cart]);
  // The week's menus, priced for this parent, price the cart's lines of those days (a subsidy code reprices both).
  useEffect(() => {
    if (weekMenus) setCart((c) => repriceCart(c, weekMenus.days));
  }, [weekMenus]);
  // A code added or removed: the lines of the other weeks in the cart are priced again too.
  const cartDates = Object.keys(cart).sort();
  const cartRange = cartDates.length > 0 ? `${cartDates[0]}|${cartDates[cartDates.length - 1]}` : null;
  const otherWeeks = useQuery({
    queryKey: ['rotational-menus', restaurantId, 'cart', cartRange, profileId, subsidyCode, locale],
    queryFn: () => {
      const [start, end] = (cartRange as string).split('|') as [string, string];
      return fetchRotationalMenus(restaurantId, start, end);
    },
    enabled: signedIn && cartRange !== null,
  });
  useEffect(() => {
    if (otherWeeks.data) setCart((c) => repriceCart(c, otherWeeks.data.days));
  }, [otherWeeks.data]);
  useEffect(() => writeK12Cart(slug, cart), [cart, slug]);

  return { cart, setCart, removed };
}
