/**
 * Order type (RULES-ordering-format.md), derived in this order: pre-ordering gives catering; the generic-catering
 * flag gives generic-catering; a K-12 restaurant gives school; the takeout flag gives take-out, or pickup or
 * delivery once the pickup choice exists; otherwise dine-in.
 */
import type { OrderType } from '../pricing/types';
import type { OrderingMessageKey } from './messages';

export interface OrderFlags {
  /** Suite pre-order: an event suite id and not event-day ordering. */
  preOrdering?: boolean;
  /** Event-day ordering in a suite: an event suite id and event-day ordering (a catering order to the suite). */
  eventDay?: boolean;
  genericCatering?: boolean;
  /** The restaurant is a K-12 (school meals) restaurant. */
  k12?: boolean;
  takeout?: boolean;
  /** The pickup choice, once made. */
  takeoutType?: 'pickup' | 'delivery' | null;
  tableNum?: string | number | null;
  anotherRoundId?: string | null;
}

export function deriveOrderType(flags: OrderFlags): OrderType {
  if (flags.preOrdering) return 'catering';
  if (flags.genericCatering) return 'generic-catering';
  if (flags.k12) return 'school';
  if (flags.takeout) return flags.takeoutType ?? 'take-out';
  return 'dine-in';
}

/**
 * Whether the order type a request names is the one its flags give: the client names the type, the flags decide it.
 * Take-out without a pickup choice yet may be any take-out type; an event-day order in a suite is priced as the
 * dine-in order it is at the suite and placed as catering (suite-order on the server), so either. A type the flags do not give would slip past the rules of the type they do (a catering menu's login, a
 * delivery's zone and address), so it is refused.
 */
export function typeAgrees(flags: OrderFlags, type: OrderType): boolean {
  if (flags.eventDay) return type === 'catering' || type === 'dine-in';
  const derived = deriveOrderType(flags);
  if (derived === 'take-out') return type === 'take-out' || type === 'pickup' || type === 'delivery';
  return type === derived;
}

const present = (v: string | number | null | undefined) =>
  v !== null && v !== undefined && String(v).trim() !== '';

/**
 * Adding to the cart or validating it needs an order-type flag: takeout, catering (pre-order or generic), school,
 * or a table number; or an another-round context. Otherwise: 'no flags provided'.
 */
export function checkOrderFlags(flags: OrderFlags): { key: OrderingMessageKey } | null {
  const any =
    flags.takeout ||
    flags.preOrdering ||
    flags.genericCatering ||
    flags.k12 ||
    present(flags.tableNum) ||
    present(flags.anotherRoundId);
  return any ? null : { key: 'noFlagsProvided' };
}
