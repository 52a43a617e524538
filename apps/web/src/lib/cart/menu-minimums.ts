import type { CartItem } from '@ordering/domain/cart/cart-item';
import { shortMinimums } from '@ordering/domain/cart/menu-minimums';
import { formatCartMessage } from '@ordering/domain/cart/messages';
import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { MenuIndex } from '@ordering/domain/pricing/menu-index';
import { useMemo } from 'react';
import { currentTime } from '../clock';
import { type Locale, menuLocale } from '../locale';
import { useRestaurantContext } from '../restaurant-data';
import { useCart } from './cart-context';

/**
 * What the cart still needs to reach each of its menus' minimum order amount, in the diner's language: the sum the
 * server would refuse the order for (the domain's shortMinimums, the rule check-cart.ts applies), said before the
 * diner tries. A menu is named only when the cart holds more than one menu with a minimum, so each sum reads right.
 */
export function minimumNotices(
  file: RestaurantDataFile,
  items: readonly CartItem[],
  at: { now: Date; index?: MenuIndex },
  locale: Locale,
): string[] {
  const short = shortMinimums(file, items, at);
  const withMinimum = new Set(
    items
      .map((i) => file.menus.find((m) => m.id === i.menu_id))
      .filter((m) => m?.minimum_order_amount != null)
      .map((m) => m?.id),
  );
  const colon = locale === 'fr-CA' ? '\u00a0: ' : ': ';
  return short.map((s) => {
    const text = formatCartMessage(
      { key: 'cateringMinimum', money: { remaining: s.remaining, minimum: s.minimum } },
      locale,
    );
    const menu = file.menus.find((m) => m.id === s.menuId);
    return withMinimum.size > 1 && menu
      ? `${localized(menu, 'name', menuLocale(locale))}${colon}${text}`
      : text;
  });
}

/** The cart's minimum-order notices, priced on the restaurant's menus as they are now. */
export function useMinimumNotices(): string[] {
  const { data, locale } = useRestaurantContext();
  const { items, index } = useCart();
  return useMemo(
    () => minimumNotices(data, items, { now: currentTime(), index }, locale),
    [data, items, index, locale],
  );
}
