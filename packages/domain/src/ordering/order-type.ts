/**
 * 'no flags provided' (RULES-ordering-format.md): adding to the cart or validating it needs an order-type flag. What
 * each type is, and which type the flags give, is said by the order-type files (order-types/index.ts).
 */
import type { OrderFlags } from '../order-types/wire';
import { present } from '../order-types/wire';
import type { OrderingMessageKey } from './messages';

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
