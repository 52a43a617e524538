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
