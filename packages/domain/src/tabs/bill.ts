/**
 * One table, one bill: every round of a tab (any guest's, or a line staff entered) is an order, and the bill is their
 * lines together. Each line carries its part of its order's total (taxes and charges included), the order's total
 * spread over its lines with the one `allocate`, so the lines add up to the bill to the cent and a split by item
 * divides exactly what the table owes.
 */
import { allocate, type Cents, sumCents } from '../money/money';

export interface TabRoundLine {
  id: string;
  name: string;
  quantity: number;
  /** The line's price before taxes and charges. */
  amount: Cents;
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
    const parts = allocate(
      round.total,
      round.lines.map((l) => l.amount),
    );
    return round.lines.map(
      (line, i): BillLine => ({
        ...line,
        orderId: round.orderId,
        orderedBy: round.orderedBy,
        total: parts[i]!,
        mine: viewer !== null && round.orderedBy === viewer,
      }),
    );
  });
  return { lines, total: sumCents(rounds.map((r) => r.total)) };
}
