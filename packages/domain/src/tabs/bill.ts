/**
 * One table, one bill: every round of a tab (any guest's, or a line staff entered) is an order, and the bill is their
 * lines together. Each line carries its part of its order's total (taxes and charges included): its own taxes, as the
 * order was taxed (a zero-rated item, liquor at its own rate, Ontario's rebate on small prepared food), and its part
 * of the rest by its price, with the one `allocate`; so the lines add up to the bill to the cent and a split by item
 * charges each guest the taxes of their own lines.
 */
import { allocate, type Cents, sumCents } from '../money/money';

export interface TabRoundLine {
  id: string;
  name: string;
  quantity: number;
  /** The line's price before taxes and charges. */
  amount: Cents;
  /**
   * The taxes the order added for the line (its share of the charges taxed as it is), in cents; 0 where prices
   * include the taxes. Absent for a line written before orders kept it: its round is spread by price alone.
   */
  taxes?: Cents;
  /** The data file's item and its menu, so a screen names the line in its own language (the name is as ordered). */
  itemId?: string;
  menuId?: string;
}

export interface TabRound {
  orderId: string;
  /** The order's total as charged (taxes and charges included, no tip). */
  total: Cents;
  /** The tab member who ordered it; null for a line staff entered. */
  orderedBy: string | null;
  lines: readonly TabRoundLine[];
}

export interface BillLine extends TabRoundLine {
  orderId: string;
  orderedBy: string | null;
  /** The line's part of its order's total: what it costs the table. */
  total: Cents;
  /** Ordered by the guest looking at the bill. */
  mine: boolean;
}

export interface TabBill {
  lines: BillLine[];
  total: Cents;
}

/** The tab's bill as `viewer` (a member's id, or null for staff) sees it: every line, theirs marked. */
export function tabBill(rounds: readonly TabRound[], viewer: string | null): TabBill {
  const lines = rounds.flatMap((round) => {
    const taxed = round.lines.every((l) => l.taxes !== undefined);
    const own = round.lines.map((l) => (taxed ? (l.taxes ?? 0) : 0));
    // What is not a line's own tax (its price, the charges, a discount after taxes) goes by price.
    const parts = allocate(
      round.total - sumCents(own),
      round.lines.map((l) => l.amount),
    );
    return round.lines.map(
      (line, i): BillLine => ({
        ...line,
        orderId: round.orderId,
        orderedBy: round.orderedBy,
        total: parts[i]! + own[i]!,
        mine: viewer !== null && round.orderedBy === viewer,
      }),
    );
  });
  return { lines, total: sumCents(rounds.map((r) => r.total)) };
}
