/**
 * A refund, whole or by line and quantity (back to the tenders they came from). What the diner paid through
 * refundable tenders is shared over the lines: each line carries its own taxes (the order's taxes split by the taxes
 * each line was charged, so a zero-rated line carries none) and its part of the rest (items after discounts, charges,
 * tip) by its price; a line's part is shared over its units. Refunding units takes the next units' parts, so refunding
 * every unit of every line returns exactly what was paid, never more. The amount is then shared over the tenders by
 * what each still holds. Every split is the one largest-remainder `allocate`.
 */
import { allocate, type Cents, sumCents } from '../money/money';

export interface RefundableLine {
  position: number;
  quantity: number;
  lineCents: Cents;
  /**
   * The taxes the order added for the line (order_lines.tax_cents). Null or absent (lines written before orders kept
   * them, prices that include their taxes): the order's taxes go with the rest, by price, on every line.
   */
  taxCents?: Cents | null;
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
  /** The lines' own taxes in the amount; null where the lines do not carry their taxes (`RefundableLine.taxCents`). */
  taxesCents: Cents | null;
  lines: { position: number; quantity: number; amountCents: Cents }[];
  tenders: { id: Id; amountCents: Cents }[];
}

export type RefundRefusal =
  | { reason: 'nothing_to_refund' }
  | { reason: 'unknown_line'; position: number }
  | { reason: 'too_many'; position: number; refundable: number };

/** Each unit's part of what was paid, line by line, by price alone (the parts of all units add up to `paid`). */
export function unitShares(lines: readonly Pick<RefundableLine, 'quantity' | 'lineCents'>[], paid: Cents) {
  const lineShares = allocate(
    paid,
    lines.map((l) => l.lineCents),
  );
  return lines.map((l, i) => byUnit(lineShares[i] ?? 0, l.quantity));
}

function byUnit(cents: Cents, quantity: number): Cents[] {
  return allocate(
    cents,
    Array.from({ length: quantity }, () => 1),
  );
}

function carryTaxes(lines: readonly Pick<RefundableLine, 'taxCents'>[]): boolean {
  return lines.length > 0 && lines.every((l) => typeof l.taxCents === 'number');
}

/**
 * Each unit's part of what was paid and the taxes in it, line by line. The taxes in `paid` are the order's taxes (the
 * lines' `taxCents` together), less the part of them a tender that cannot be refunded paid (`orderCents` is what every
 * tender together paid): they are split by the lines' own taxes, the rest by price. Without every line's taxes, all
 * of it goes by price and the taxes are not known (null).
 */
function taxedUnitShares(
  lines: readonly Pick<RefundableLine, 'quantity' | 'lineCents' | 'taxCents'>[],
  paid: Cents,
  orderCents: Cents,
): { cents: Cents; taxesCents: Cents | null }[][] {
  if (!carryTaxes(lines))
    return unitShares(lines, paid).map((units) => units.map((cents) => ({ cents, taxesCents: null })));
  const lineTaxes = lines.map((l) => Math.max(0, l.taxCents ?? 0));
  const whole = Math.max(orderCents, paid);
  const taxes = Math.min(sumCents(lineTaxes), whole);
  const [, taxesPaid = 0] = whole > 0 ? allocate(paid, [whole - taxes, taxes]) : [0, 0];
  const rest = allocate(
    paid - taxesPaid,
    lines.map((l) => l.lineCents),
  );
  const own = allocate(taxesPaid, lineTaxes);
  return lines.map((l, i) => {
    const restUnits = byUnit(rest[i] ?? 0, l.quantity);
    const taxUnits = byUnit(own[i] ?? 0, l.quantity);
    return restUnits.map((cents, u) => ({ cents: cents + (taxUnits[u] ?? 0), taxesCents: taxUnits[u] ?? 0 }));
  });
}

/**
 * `order.totalCents` is what the order came to with its tip, every tender together (cash included): the refundable
 * tenders' part of the taxes is in proportion to what they paid of it. Absent, the refundable tenders paid it all.
 */
export function planRefund<Id>(
  lines: readonly RefundableLine[],
  tenders: readonly RefundableTender<Id>[],
  request: RefundRequest,
  order: { totalCents?: Cents } = {},
): { ok: true; plan: RefundPlan<Id> } | ({ ok: false } & RefundRefusal) {
  const paid = tenders.reduce((sum, t) => sum + t.amountCents, 0);
  const left = tenders.map((t) => Math.max(0, t.amountCents - t.refundedCents));
  const leftTotal = left.reduce((a, b) => a + b, 0);
  const shares = taxedUnitShares(lines, paid, order.totalCents ?? paid);
  let linesTaxes: Cents | null = carryTaxes(lines) ? 0 : null;

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
      amountCents: units.reduce((sum, u) => sum + u.cents, 0),
    });
    for (const u of units)
      linesTaxes = linesTaxes === null || u.taxesCents === null ? null : linesTaxes + u.taxesCents;
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
      taxesCents: taxesWithin(amountCents, byLines, linesTaxes),
      lines: planned,
      tenders: tenders
        .map((t, i) => ({ id: t.id, amountCents: parts[i] ?? 0 }))
        .filter((t) => t.amountCents > 0),
    },
  };
}

/**
 * The taxes in a refund of `amountCents` for lines whose parts come to `linesCents`, `linesTaxesCents` of it their
 * taxes: all of them, or, cut short of the lines' parts (the tenders or a tab's payers hold less), their proportion.
 */
export function taxesWithin(
  amountCents: Cents,
  linesCents: Cents,
  linesTaxesCents: Cents | null,
): Cents | null {
  if (linesTaxesCents === null || amountCents >= linesCents) return linesTaxesCents;
  return allocate(Math.max(0, amountCents), [linesCents - linesTaxesCents, linesTaxesCents])[1] ?? 0;
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
 * A refund's amount said as what it is made of. Each line carries its own taxes and its share of the rest of what was
 * paid by its price (`planRefund`): `taxesCents` are the refund's taxes (its plan's), and the rest holds the order's
 * items, tip and charges in the order's own proportions. Without them (a cancellation, lines that do not carry their
 * taxes), the whole amount is split in the order's proportions, taxes included. The parts add up to the amount.
 */
export function refundParts(
  amountCents: Cents,
  order: { paidCents: Cents; taxesCents: Cents; tipCents: Cents; chargesCents: Cents },
  ownTaxesCents: Cents | null = null,
): RefundParts {
  const taxes = Math.max(0, order.taxesCents);
  const tip = Math.max(0, order.tipCents);
  const charges = Math.max(0, order.chargesCents);
  const items = Math.max(0, order.paidCents - taxes - tip - charges);
  if (ownTaxesCents === null) {
    const [itemsCents = 0, taxesCents = 0, tipCents = 0, chargesCents = 0] = allocate(amountCents, [
      items,
      taxes,
      tip,
      charges,
    ]);
    return { itemsCents, taxesCents, tipCents, chargesCents };
  }
  const taxesCents = Math.min(Math.max(0, ownTaxesCents), amountCents);
  // Nothing but taxes in what was paid: what is left over (a whole refund's rounding) is said as items.
  const weights = items + tip + charges > 0 ? [items, tip, charges] : [1, 0, 0];
  const [itemsCents = 0, tipCents = 0, chargesCents = 0] = allocate(amountCents - taxesCents, weights);
  return { itemsCents, taxesCents, tipCents, chargesCents };
}
