/**
 * A refund of lines of a closed tab goes back to whoever paid them. A line was paid by the shares that named it (a
 * split by item; a line shared between several payers, each their part, as `splitBill` divided it), or, when the
 * split did not name lines (whole, even, amounts), by every share in proportion to what it paid; what no paid share
 * covered was captured from the tab's holds at close (`closingCaptures`), so their part goes back to the holds' cards
 * in proportion to what each gave. Every split is the one `allocate`, so the parts add up to the amount refunded, and
 * no payment gets back more than it still holds.
 */
import { allocate, type Cents, sumCents } from '../money/money';
import type { TabBill } from './bill';

/** A share of the bill as it was paid. */
export interface PaidShare<Id> {
  id: Id;
  /** Its part of the bill (without its tip). */
  amount: Cents;
  /** By item: the lines it pays (a shared line is named by each of its payers); empty: a part of the whole bill. */
  lineIds: readonly string[];
  paid: boolean;
  /** What can still go back to its card: what it charged (tip included) less earlier refunds. */
  refundable: Cents;
}

/** A card authorization of the tab, captured at close for what the shares did not pay. */
export interface CapturedHold<Id> {
  id: Id;
  captured: Cents;
  refundable: Cents;
}

export type TabRefundRefusal =
  | { reason: 'tab_open' }
  | { reason: 'unknown_line'; lineId: string }
  | { reason: 'nothing_paid' };

export type TabRefundResult<Id> =
  | { ok: true; parts: { id: Id; amount: Cents }[] }
  | ({ ok: false } & TabRefundRefusal);

/** What each payment paid of one line (the parts add up to the line's total). */
function lineCoverage<Id>(
  bill: TabBill,
  lineId: string,
  shares: readonly PaidShare<Id>[],
  holds: readonly CapturedHold<Id>[],
): { id: Id; amount: Cents }[] | null {
  const line = bill.lines.find((l) => l.id === lineId);
  if (!line) return null;
  const covered: { id: Id; amount: Cents }[] = [];
  let byHolds = 0;
  const sharers = shares.filter((s) => s.lineIds.includes(lineId));
  if (sharers.length > 0) {
    // As the split divided it: evenly between the shares that name it; an unpaid share's part was captured at close.
    const parts = allocate(
      line.total,
      sharers.map(() => 1),
    );
    sharers.forEach((share, i) => {
      if (share.paid) covered.push({ id: share.id, amount: parts[i]! });
      else byHolds += parts[i]!;
    });
  } else {
    const whole = shares.filter((s) => s.paid && s.lineIds.length === 0);
    const rest = Math.max(0, bill.total - sumCents(whole.map((s) => s.amount)));
    const parts = allocate(line.total, [...whole.map((s) => s.amount), rest]);
    whole.forEach((share, i) => {
      covered.push({ id: share.id, amount: parts[i]! });
    });
    byHolds += parts[whole.length]!;
  }
  if (byHolds > 0) {
    const parts = allocate(
      byHolds,
      holds.map((h) => h.captured),
    );
    holds.forEach((hold, i) => {
      covered.push({ id: hold.id, amount: parts[i]! });
    });
  }
  return covered.filter((c) => c.amount > 0);
}

/**
 * Who gets what back for `refunds` (amounts of bill lines, as the order's refund plan priced them): each line's
 * amount spread over the payments that covered it, in proportion to what each paid of it; a payment that has too
 * little left (its earlier refunds' rounding) gives the difference to the others.
 */
export function tabLineRefund<Id>(
  input: {
    closed: boolean;
    bill: TabBill;
    shares: readonly PaidShare<Id>[];
    holds: readonly CapturedHold<Id>[];
  },
  refunds: readonly { lineId: string; amount: Cents }[],
): TabRefundResult<Id> {
  if (!input.closed) return { ok: false, reason: 'tab_open' };
  const left = new Map<Id, Cents>([
    ...input.shares.map((s): [Id, Cents] => [s.id, s.paid ? s.refundable : 0]),
    ...input.holds.map((h): [Id, Cents] => [h.id, h.refundable]),
  ]);
  const totals = new Map<Id, Cents>();
  for (const refund of refunds) {
    const covered = lineCoverage(input.bill, refund.lineId, input.shares, input.holds);
    if (!covered) return { ok: false, reason: 'unknown_line', lineId: refund.lineId };
    if (covered.length === 0) continue;
    const parts = allocate(
      refund.amount,
      covered.map((c) => c.amount),
    );
    let over = 0;
    covered.forEach((c, i) => {
      const room = left.get(c.id) ?? 0;
      const given = Math.min(parts[i]!, room);
      over += parts[i]! - given;
      left.set(c.id, room - given);
      totals.set(c.id, (totals.get(c.id) ?? 0) + given);
    });
    // Left over by a payment with nothing left: to the others that covered the line, in their order.
    for (const c of covered) {
      if (over === 0) break;
      const room = left.get(c.id) ?? 0;
      const given = Math.min(over, room);
      over -= given;
      left.set(c.id, room - given);
      totals.set(c.id, (totals.get(c.id) ?? 0) + given);
    }
  }
  const parts = [...totals].map(([id, amount]) => ({ id, amount })).filter((p) => p.amount > 0);
  if (parts.length === 0) return { ok: false, reason: 'nothing_paid' };
  return { ok: true, parts };
}
