/**
 * A menu's slots on a date for a cart (POST /orders/scheduling, and the staff console's order taken on the phone):
 * the menu's schedule and its slot counts, and where the kitchen is paced by make-time, the cart's quote with the
 * slots its buckets cannot make it for marked full. One function, so the times staff offer are the diner's.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import { schedulingMessage } from '@ordering/domain/ordering/messages';
import { scheduleFor } from '@ordering/domain/ordering/scheduling';
import type { OrderType } from '@ordering/domain/pricing/types';
import type { Database } from '../../db/client';
import type { Locale } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';
import { menuSchedule } from './cart-menus';
import { quoteCart } from './pacing/kitchen-pacing';
import { takenSlotsOfDate } from './taken-slots';

export async function cartSchedule(
  db: Database,
  entry: PublishedEntry,
  input: {
    menu: DataFileMenu;
    type: OrderType;
    date: string;
    items: CartItem[];
    now: Date;
    locale: Locale;
  },
): Promise<SchedulingResponse> {
  const { menu, type, date, now } = input;
  const taken = await takenSlotsOfDate(db, { restaurantId: entry.restaurantId, menuId: menu.id, date });
  const day = scheduleFor({ ...menuSchedule(entry, menu), orderType: type, date, now, taken });
  // A kitchen paced by make-time quotes the cart: slots it cannot make it for are full for it.
  const quote = await quoteCart(db, entry, {
    menu,
    items: input.items,
    type,
    now,
    slots: day.slots.map((s) => new Date(s.start)),
  });
  return {
    ...day,
    slots: quote ? day.slots.map((s, i) => (quote.slots[i] ? s : { ...s, full: true })) : day.slots,
    quote: quote
      ? { asap: quote.asap, delayMinutes: quote.delayMinutes, ordersAhead: quote.ordersAhead }
      : null,
    unavailable: day.unavailable
      ? {
          code: day.unavailable.code,
          reason: day.unavailable.reason,
          // A day inside the menu's notice says how far ahead it must be ordered.
          message: schedulingMessage(input.locale, day.unavailable),
        }
      : null,
  };
}
