/**
 * A refund, whole or by line and quantity (back to the tenders they came from). What the
 * diner paid through refundable tenders is shared over the lines by their price, so each line carries its part of
 * the taxes, charges, tip and discounts; a line's part is shared over its units. Refunding units takes the next
 * units' parts, so refunding every unit of every line returns exactly what was paid, never more. The amount is then
 * shared over the tenders by what each still holds. Every split is the one largest-remainder `allocate`.
 */
import { allocate, type Cents } from '../money/money';

export interface RefundableLine {
  position: number;
  quantity: number;
  lineCents: Cents;
  /** Units already refunded by earlier refunds. */
  refundedQuantity: number;
}

export interface RefundableTender<Id = number> {
  id: Id;
  amountCents: Cents;
  /** Already returned (earlier refunds). */
  refundedCents: Cents;
}

export type RefundRequest =
  | { kind: 'whole' }
  | { kind: 'lines'; lines: readonly { position: number; quantity: number }[] };

export interface RefundPlan<Id = number> {
  amountCents: Cents;
  lines: { position: number; quantity: number; amountCents: Cents }[];
  tenders: { id: Id; amountCents: Cents }[];
}

export type RefundRefusal =
  | { reason: 'nothing_to_refund' }
  | { reason: 'unknown_line'; position: number }
  | { reason: 'too_many'; position: number; refundable: number };

/** Each unit's part of what was paid, line by line (the parts of all units add up to `paid`). */
export function unitShares(lines: readonly Pick<RefundableLine, 'quantity' | 'lineCents'>[], paid: Cents) {
  const lineShares = allocate(
    paid,
    lines.map((l) => l.lineCents),
  );
  return lines.map((l, i) =>
    allocate(
      lineShares[i] ?? 0,
      Array.from({ length: l.quantity }, () => 1),
    ),
  );
}

export function planRefund<Id>(
  lines: readonly RefundableLine[],
  tenders: readonly RefundableTender<Id>[],
  request: RefundRequest,
): { ok: true; plan: RefundPlan<Id> } | ({ ok: false } & RefundRefusal) {
  const paid = tenders.reduce((sum, t) => sum + t.amountCents, 0);
  const left = tenders.map((t) => Math.max(0, t.amountCents - t.refundedCents));
  const leftTotal = left.reduce((a, b) => a + b, 0);
  const shares = unitShares(lines, paid);

  const asked =
    request.kind === 'whole'
      ? lines
          .map((l) => ({ position: l.position, quantity: l.quantity - l.refundedQuantity }))
          .filter((l) => l.quantity > 0)
      : mergeByPosition(request.lines);

  const planned: RefundPlan<Id>['lines'] = [];
  for (const want of asked) {
    const index = lines.findIndex((l) => l.position === want.position);
    const line = lines[index];
    if (!line) return { ok: false, reason: 'unknown_line', position: want.position };
    const refundable = line.quantity - line.refundedQuantity;
    if (want.quantity > refundable)
      return { ok: false, reason: 'too_many', position: want.position, refundable };
    const units = (shares[index] ?? []).slice(line.refundedQuantity, line.refundedQuantity + want.quantity);
    planned.push({
      position: want.position,
      quantity: want.quantity,
      amountCents: units.reduce((a, b) => a + b, 0),
    });
  }
  // A whole refund returns everything left (rounding left over by earlier line refunds included).
  const byLines = planned.reduce((sum, l) => sum + l.amountCents, 0);
  const amountCents = Math.min(request.kind === 'whole' ? leftTotal : byLines, leftTotal);
  if (amountCents <= 0) return { ok: false, reason: 'nothing_to_refund' };
  const parts = allocate(amountCents, left);
  return {
    ok: true,
    plan: {
      amountCents,
      lines: planned,
      tenders: tenders
        .map((t, i) => ({ id: t.id, amountCents: parts[i] ?? 0 }))
        .filter((t) => t.amountCents > 0),
    },
  };
}

function mergeByPosition(lines: readonly { position: number; quantity: number }[]) {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.position, (merged.get(l.position) ?? 0) + l.quantity);
  return [...merged].map(([position, quantity]) => ({ position, quantity }));
}

/** What a refund's amount is made of: the items (after discounts), their taxes, their share of the tip, charges. */
export interface RefundParts {
  itemsCents: Cents;
  taxesCents: Cents;
  tipCents: Cents;
  chargesCents: Cents;
}

/**
 * A refund's amount said as what it is made of. Each line carries its share of what was paid in proportion to its
 * price (`planRefund`), so the amount holds the order's taxes, tip and charges in the order's own proportions: it is
 * split by them, the parts adding up to the amount exactly.
 */
export function refundParts(
  amountCents: Cents,
  order: { paidCents: Cents; taxesCents: Cents; tipCents: Cents; chargesCents: Cents },
): RefundParts {
  const taxes = Math.max(0, order.taxesCents);
  const tip = Math.max(0, order.tipCents);
  const charges = Math.max(0, order.chargesCents);
  const items = Math.max(0, order.paidCents - taxes - tip - charges);
  const [itemsCents = 0, taxesCents = 0, tipCents = 0, chargesCents = 0] = allocate(amountCents, [
    items,
    taxes,
    tip,
    charges,
  ]);
  return { itemsCents, taxesCents, tipCents, chargesCents };
}
