/**
 * Dates an item is offered on. A menu, a section or an item of the data file may be offered only within a
 * `date_range` (first and last day, both included) or only on a list of `dates`; an item is offered on a day when
 * every level above it allows that day. An ordering link narrows the days the same way: its `dateRange` and `dates`
 * query parameters travel in the cart's config as `takeoutDateRange` and `takeoutSpecificDates`. Days are calendar
 * days in the restaurant's zone ("YYYY-MM-DD"), so they compare as text. Shown as the default dd/MM/yyyy.
 */
import { resolveLocale } from '../i18n/translate';
import { findItem, type MenuIndex } from '../pricing/menu-index';
import type { DateRange } from './k12-week';

export interface OfferedDates {
  date_range: DateRange | null;
  dates: readonly string[] | null;
}

/** The days of a cart's config set by its ordering link (both absent: any day). */
export interface LinkDates {
  takeoutDateRange?: DateRange | null;
  takeoutSpecificDates?: readonly string[] | null;
}

export const ANY_DAY: OfferedDates = { date_range: null, dates: null };

/** Whether one level (a menu, a section, an item, a link) allows `date`. */
export function offeredOn(level: OfferedDates, date: string): boolean {
  if (level.date_range && (date < level.date_range.start || date > level.date_range.end)) return false;
  if (level.dates && !level.dates.includes(date)) return false;
  return true;
}

/** The first of `levels` (menu, section, item, in that order) that does not allow `date`; null when all do. */
export function refusingLevel(levels: readonly OfferedDates[], date: string): OfferedDates | null {
  return levels.find((level) => !offeredOn(level, date)) ?? null;
}

/** A link's days in the data file's shape; an empty list of dates limits nothing (a link without the parameter). */
export function linkOffered(link: LinkDates): OfferedDates {
  const dates = link.takeoutSpecificDates ?? null;
  return { date_range: link.takeoutDateRange ?? null, dates: dates && dates.length > 0 ? dates : null };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A "YYYY-MM-DD" day that exists ("2026-02-30" does not). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/**
 * The link's query parameters as the cart's config keeps them: `dateRange=2026-12-20,2026-12-24` (first and last
 * day) and `dates=2026-12-24,2026-12-31`. A parameter that is not made of real days, or a range ending before it
 * starts, sets nothing, so a mistyped link still shows the menu rather than a menu offered on no day.
 */
export function linkDatesFromParams(dateRange: string | null, dates: string | null): LinkDates {
  const link: LinkDates = {};
  const range = (dateRange ?? '').split(',').map((s) => s.trim());
  if (range.length === 2 && range.every(isCalendarDate) && range[0]! <= range[1]!) {
    link.takeoutDateRange = { start: range[0]!, end: range[1]! };
  }
  const days = (dates ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (days.length > 0 && days.length <= 60 && days.every(isCalendarDate)) {
    link.takeoutSpecificDates = [...new Set(days)].sort();
  }
  return link;
}

/** The first day at or after `today` that `levels` all allow, looking as far as their last listed day; null if none. */
export function firstOfferedDate(levels: readonly OfferedDates[], today: string): string | null {
  const candidates = new Set<string>([today]);
  for (const level of levels) {
    if (level.date_range) candidates.add(level.date_range.start);
    for (const day of level.dates ?? []) candidates.add(day);
  }
  return (
    [...candidates]
      .filter((day) => day >= today)
      .sort()
      .find((day) => refusingLevel(levels, day) === null) ?? null
  );
}

/** A calendar day in the default date format, dd/MM/yyyy. */
export function formatShortDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The days of one level in words, for a refusal: "on 24/12/2026 and 31/12/2026", "from 20/12/2026 to 24/12/2026"
 * ("le 24/12/2026 et le 31/12/2026", "du 20/12/2026 au 24/12/2026").
 */
export function offeredDatesText(level: OfferedDates, locale: string | null | undefined): string {
  const french = resolveLocale(locale) === 'fr-CA';
  const parts: string[] = [];
  if (level.dates) {
    const days = level.dates.map(formatShortDate);
    const list = new Intl.ListFormat(french ? 'fr-CA' : 'en-CA', { type: 'conjunction' }).format(
      french ? days.map((d) => `le ${d}`) : days,
    );
    parts.push(french ? list : `on ${list}`);
  }
  if (level.date_range) {
    const { start, end } = level.date_range;
    parts.push(
      french
        ? `du ${formatShortDate(start)} au ${formatShortDate(end)}`
        : `from ${formatShortDate(start)} to ${formatShortDate(end)}`,
    );
  }
  return parts.join(french ? ' et ' : ' and ');
}

/** A cart line whose item is not offered on the day asked: the level that refuses it says which days it is. */
export interface LineNotOffered {
  orderId: number;
  itemId: string;
  menuId: string;
  level: OfferedDates;
}

/** The lines of `items` not offered on `date` by their menu, section or item; unknown lines are pricing's to refuse. */
export function linesNotOfferedOn(
  index: MenuIndex,
  items: readonly { orderId: number; id: string; menu_id: string }[],
  date: string,
): LineNotOffered[] {
  const refused: LineNotOffered[] = [];
  for (const line of items) {
    const found = findItem(index, line.menu_id, line.id);
    if (!found) continue;
    const levels = found.section ? [found.menu, found.section, found.item] : [found.menu, found.item];
    const level = refusingLevel(levels, date);
    if (level) refused.push({ orderId: line.orderId, itemId: line.id, menuId: line.menu_id, level });
  }
  return refused;
}
