/**
 * What a payer's receipt says of taxes: a share's amount is its part of the bill with taxes in it (the bill's lines
 * carry their orders' taxes, bill.ts), so the taxes within each share are the bill's taxes spread over the shares and
 * what no share covers, in proportion to their amounts, with the one `allocate`: the receipts add up to the bill's.
 */
import { allocate, type Cents, sumCents } from '../money/money';

export function shareTaxes(billTaxes: Cents, billTotal: Cents, shares: readonly Cents[]): Cents[] {
  const rest = Math.max(0, billTotal - sumCents(shares));
  if (billTaxes <= 0 || billTotal <= 0) return shares.map(() => 0);
  return allocate(billTaxes, [...shares, rest]).slice(0, shares.length);
}

/**
 * The taxes within each share of a split by item: its lines' own taxes (a line carries just its own, bill.ts), a line
 * shared by several divided among them as its amount is, so a payer of zero-rated items reads no taxes. Null when a
 * named line's taxes are unknown (lines kept before they were), and the receipt falls back to `shareTaxes`.
 */
export function itemShareTaxes(
  lines: readonly { id: string; taxes: Cents | null }[],
  shares: readonly (readonly string[])[],
): Cents[] | null {
  const taxes = shares.map(() => 0);
  for (const line of lines) {
    const sharers = shares.flatMap((named, i) => (named.includes(line.id) ? [i] : []));
    if (sharers.length === 0) continue;
    if (line.taxes === null) return null;
    const parts = allocate(
      line.taxes,
      sharers.map(() => 1),
    );
    sharers.forEach((share, k) => {
      taxes[share]! += parts[k]!;
    });
  }
  return taxes;
}

/**
 * The taxes within each share as every receipt says them (the payer's screen and e-mail, the opener's for a share
 * charged at closing): a split by item, its own lines' (`itemShareTaxes`); any other split, or lines kept without
 * their taxes, its part of the bill's (`shareTaxes`).
 */
export function taxesOfShares(
  bill: { taxes: Cents; total: Cents; lines: readonly { id: string; taxes: Cents | null }[] },
  shares: readonly { amount: Cents; lineIds: readonly string[] }[],
): Cents[] {
  const byItem = shares.some((s) => s.lineIds.length > 0)
    ? itemShareTaxes(
        bill.lines,
        shares.map((s) => s.lineIds),
      )
    : null;
  return (
    byItem ??
    shareTaxes(
      bill.taxes,
      bill.total,
      shares.map((s) => s.amount),
    )
  );
}
