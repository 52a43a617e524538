/**
 * The way a diner orders (`ORDERING_WAYS`): what an announcement's or a custom question's `modes` are matched against.
 * Each order type says its ways (order-types/, asked with `waysOf` of order-types/index.ts).
 */

/**
 * The ways of ordering an announcement or a custom question can be limited to (their `modes`): at a table (dine-in and
 * another round), pickup, delivery, catering (generic catering), an event suite (pre-order or event day), school
 * meals. Said here, without the schema library, for the menu page's code to use (the data file's schema takes it).
 */
export const ORDERING_WAYS = ['dine-in', 'pickup', 'delivery', 'catering', 'suite', 'school'] as const;
export type OrderingWay = (typeof ORDERING_WAYS)[number];

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
