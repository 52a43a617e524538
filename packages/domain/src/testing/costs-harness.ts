/**
 * The costs tests' harness (pricing/costs*.test.ts): a one-item data file with prices including or excluding taxes,
 * and `costs()`, which prices a cart on it and checks the invariants every case must keep (the total's formula, the
 * tip and the tenders adding up, the taxes as the sum of their brackets, the same answer from lines priced before).
 */
import { expect } from 'vitest';
import type { CartItem } from '../cart/cart-item';
import { computeCosts } from '../pricing/costs';
import type { Costs, CostsInput } from '../pricing/types';
import { makeCartLine, makeFile, makeItem } from './factories';

export const NOW = new Date('2026-01-05T17:00:00Z');
export type FileOverrides = Parameters<typeof makeFile>[0];

export function costsHarness(inclusive: boolean) {
  const file = (over: FileOverrides = {}) =>
    makeFile({
      items: [makeItem({ id: 'a', price: 20 })],
      ...over,
      restaurant: { tax_inclusive: inclusive, ...over.restaurant },
    });
  const costs = (input: Partial<CostsInput> = {}, over: FileOverrides = {}, lines?: CartItem[]): Costs => {
    const full: CostsInput = {
      file: file(over),
      lines: lines ?? [makeCartLine({ id: 'a' })],
      orderType: 'dine-in',
      now: NOW,
      ...input,
    };
    const result = computeCosts(full);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    // The server's second call, its lines from a first one without the codes: the same answer.
    const first = computeCosts({ ...full, discount: null, voucher: null, credits: null });
    expect(first.ok && computeCosts(full, first.lines)).toEqual(result);
    const c = result.costs;
    // Invariants of every case: the total formula, tip and tenders.
    const charges = c.serviceCharge.amount + c.deliveryCharge.amount;
    const postTaxMember = c.memberDiscount.preTax ? 0 : c.memberDiscount.amount;
    expect(c.total).toBe(c.subtotalDiscounted + charges + (inclusive ? 0 : c.taxes) - postTaxMember);
    expect(c.totalWithoutTaxes).toBe(c.total - c.taxes);
    expect(c.totalWithTip).toBe(c.total + c.tip.amount);
    expect(c.voucher.amount + c.credits.amount + c.amountToCharge).toBe(c.totalWithTip);
    expect(c.taxes).toBe(c.taxBrackets.reduce((s, b) => s + b.amount, 0));
    return c;
  };
  return { file, costs };
}
