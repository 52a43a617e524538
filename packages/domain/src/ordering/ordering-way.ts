/**
 * The way a diner orders (`ORDERING_WAYS`), from the order-type flags (order-type.ts): what an announcement's
 * or a custom question's `modes` are matched against. An event suite, pre-order or event day, is the suite way; school
 * meals the school way; take-out before pickup or delivery is chosen may be either.
 */
import type { OrderFlags } from './order-type';

/**
 * The ways of ordering an announcement or a custom question can be limited to (their `modes`): at a table (dine-in and
 * another round), pickup, delivery, catering (generic catering), an event suite (pre-order or event day), school
 * meals. Said here, without the schema library, for the menu page's code to use (the data file's schema takes it).
 */
export const ORDERING_WAYS = ['dine-in', 'pickup', 'delivery', 'catering', 'suite', 'school'] as const;
export type OrderingWay = (typeof ORDERING_WAYS)[number];

/** The ways the flags allow, or null when they name none yet (a landing page: nothing is chosen). */
export function waysOf(flags: OrderFlags): OrderingWay[] | null {
  if (flags.preOrdering || flags.eventDay) return ['suite'];
  if (flags.genericCatering) return ['catering'];
  if (flags.k12) return ['school'];
  if (flags.takeout) return flags.takeoutType ? [flags.takeoutType] : ['pickup', 'delivery'];
  if (present(flags.tableNum) || present(flags.anotherRoundId)) return ['dine-in'];
  return null;
}

const present = (v: string | number | null | undefined) =>
  v !== null && v !== undefined && String(v).trim() !== '';

/**
 * Whether something limited to `modes` is for a diner ordering one of `ways`: without modes it is for everyone; a
 * diner whose way is not known yet (null) is shown everything; else the two must share a way.
 */
export function isForWays(
  item: { modes?: readonly OrderingWay[] | null },
  ways: readonly OrderingWay[] | null,
): boolean {
  if (!item.modes || ways === null) return true;
  return item.modes.some((m) => ways.includes(m));
}
