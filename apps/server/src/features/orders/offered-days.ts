/**
 * The days a cart may be ordered for (ordering/offered-dates.ts): its ordering link's days (the config's
 * takeoutDateRange and takeoutSpecificDates) and each line's menu, section and item days. Asked by the cart's calls
 * for the day they name (today in the restaurant's zone by the server's clock when none) and by the submission for
 * each order's own day, so what set-costs accepts the submission accepts too.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { localized } from '@ordering/domain/menu/convert';
import { translateOrdering } from '@ordering/domain/ordering/messages';
import {
  type LinkDates,
  linesNotOfferedOn,
  linkOffered,
  offeredDatesText,
  offeredOn,
} from '@ordering/domain/ordering/offered-dates';
import { DEFAULT_ZONE, localDate } from '@ordering/domain/ordering/zoned';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';

/** The restaurant's calendar day of `at` (the server's clock, or an order's pickup time). */
export function restaurantDay(entry: PublishedEntry, at: Date): string {
  return localDate(at, entry.data.restaurant.timezone || DEFAULT_ZONE);
}

/**
 * Refuses a day the link does not take (422, the ordering window) and then any line not offered that day (426,
 * unavailable, every such line in `details.invalid_items`), each saying which days would do.
 */
export function refuseDaysNotOffered(
  entry: PublishedEntry,
  input: { date: string; items: readonly CartItem[]; link?: LinkDates | null },
): void {
  const link = linkOffered(input.link ?? {});
  if (!offeredOn(link, input.date)) {
    const error = new AppError(422, 'error.invalidInput', {}, { reason: 'link_dates', date: input.date });
    error.localized = (locale) =>
      translateOrdering(locale, 'linkDateRefused', { days: offeredDatesText(link, locale) });
    throw error;
  }
  const index = buildMenuIndex(entry.data);
  const refused = linesNotOfferedOn(index, input.items, input.date);
  const first = refused[0];
  if (!first) return;
  const error = new AppError(
    426,
    'error.itemUnavailable',
    {},
    {
      date: input.date,
      invalid_items: refused.map((r) => ({
        orderId: r.orderId,
        itemId: r.itemId,
        code: 426,
        reason: 'not_offered_on_date',
      })),
    },
  );
  const item = findItem(index, first.menuId, first.itemId)!.item;
  error.localized = (locale) =>
    translateOrdering(locale, 'itemNotOffered', {
      item: localized(item, 'name', locale === 'fr-CA' ? 'fr' : 'en'),
      days: offeredDatesText(first.level, locale),
    });
  throw error;
}
