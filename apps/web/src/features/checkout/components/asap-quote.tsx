/**
 * "As soon as possible" as the server quotes it for this cart: where the kitchen is paced by make-time (its buckets,
 * busy mode) or a menu caps its orders per slot (a full slot moves the time on), the time it keeps is asked of
 * POST /orders/scheduling; elsewhere it is the menu's lead. The choice's hint and a table's ready time read that
 * answer, and at a paced kitchen so do the checkout's orders ahead.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { ANY_DAY } from '@ordering/domain/ordering/offered-dates';
import { formatPrepTime } from '@ordering/domain/ordering/prep-time';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { OrderType } from '@ordering/domain/pricing/types';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getScheduling, itemsBody } from '../../../lib/cart/api';
import { byLead, leadMinutes, whenChoices } from '../cart-schedule';
import type { WhenProps } from './when-fields';

/** How often an open checkout asks for its quote again. */
const QUOTE_REFRESH_MS = 60_000;

/**
 * The cart's lines where the server quotes "as soon as possible" for them: a kitchen paced by make-time, or a menu
 * that caps its orders per slot. Null for an empty cart or where the menu's lead is the time.
 */
export function quotedItems(
  file: RestaurantDataFile,
  menus: readonly DataFileMenu[],
  items: readonly CartItem[] | null | undefined,
): readonly CartItem[] | null {
  if (!items || items.length === 0) return null;
  return file.restaurant.kitchen || menus.some((m) => m.max_orders_per_interval !== null) ? items : null;
}

/**
 * The time the server quotes for this cart today "as soon as possible", asked of the cart's menu with the longest
 * lead. Null while unknown or when nothing fits (`full`).
 */
export function useAsapQuote(
  restaurantId: number | string,
  menu: DataFileMenu | undefined,
  orderType: OrderType,
  date: string,
  items: readonly CartItem[] | null,
) {
  const result = useQuery({
    queryKey: [
      'asap-quote',
      restaurantId,
      orderType,
      date,
      ...(items ?? []).map((i) => `${i.id}x${i.quantity}`),
    ],
    queryFn: () =>
      getScheduling(restaurantId, { menuId: menu!.id, type: orderType, date, items: itemsBody(items ?? []) }),
    enabled: Boolean(menu && items && items.length > 0),
    retry: false,
    // The live stream asks again when busy mode changes (use-live-updates.ts); this catches what it missed (a
    // reconnect) and other diners' orders filling the kitchen meanwhile.
    refetchInterval: QUOTE_REFRESH_MS,
  });
  const quote = result.data?.quote;
  // Answered, and nothing fits within the kitchen's horizon: not the menu's lead, which the kitchen cannot keep.
  return {
    asap: quote?.asap ?? null,
    full: quote ? quote.asap === null : false,
    ahead: quote ? quote.ordersAhead : null,
  };
}

/** Whole minutes from `now` to a quoted time (never below 0). */
export const minutesUntil = (at: string, now: Date) =>
  Math.max(0, Math.round((Date.parse(at) - now.getTime()) / 60_000));

/**
 * At a kitchen paced by make-time, the orders it still has to make by the time it quotes this cart "as soon as
 * possible" (the same answer as the time shown in the choice), counted by the server. Null where the kitchen is not
 * paced, the cart is empty, "as soon as possible" is not offered now or not the diner's choice (those orders are not
 * the ones ahead of a later slot), or the quote is not in yet.
 */
export function useOrdersAhead(
  props: Pick<WhenProps, 'file' | 'menus' | 'orderType' | 'now' | 'items' | 'link'> & {
    form: Pick<WhenProps['form'], 'when'>;
  },
): number | null {
  const { file, menus, orderType, now } = props;
  const asapChosen = props.form.when === 'asap';
  const pacedItems = file.restaurant.kitchen && props.items && asapChosen ? props.items : null;
  const { canAsap, asapOpen } = whenChoices(file, menus, orderType, now, props.link ?? ANY_DAY);
  const today = localDate(now, file.restaurant.timezone);
  // The very query WhenFields asks (same key), so the count and the time beside it come from one answer.
  const { ahead } = useAsapQuote(
    file.restaurant.id,
    byLead(menus)[0],
    orderType,
    today,
    canAsap && asapOpen ? pacedItems : null,
  );
  return ahead;
}

/**
 * At a table, the kitchen keeps a dine-in order at the earliest time it can take it: a paced kitchen's buckets, or
 * the first slot with room where a menu caps its orders per slot, which a busy kitchen puts well past now. The diner
 * is told it before ordering, as take-out's "as soon as possible" is. Nothing for an empty cart, nor where the time
 * is simply the menu's lead at an unpaced kitchen.
 */
export function DineInReady({
  file,
  locale,
  menus,
  orderType,
  now,
  items,
}: Pick<WhenProps, 'file' | 'locale' | 'menus' | 'orderType' | 'now' | 'items'>) {
  const { t } = useTranslation();
  const today = localDate(now, file.restaurant.timezone);
  const { asap, full } = useAsapQuote(
    file.restaurant.id,
    byLead(menus)[0],
    orderType,
    today,
    quotedItems(file, menus, items),
  );
  if (!full && !asap) return null;
  const minutes = asap ? minutesUntil(asap, now) : 0;
  // Not paced: only a slot full at the menu's own time is worth a word. A move is to a later slot, at least one
  // 5-minute mark on: a device clock a few minutes off does not make one.
  if (!full && !file.restaurant.kitchen && minutes < leadMinutes(file, items ?? []) + 5) return null;
  return (
    <p role="status" data-testid="dine-in-ready" className="mt-3 text-sm font-semibold">
      {full ? t('checkout.kitchenFull') : t('checkout.readyIn', { time: formatPrepTime(minutes, locale) })}
    </p>
  );
}
