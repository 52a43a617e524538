/**
 * The split-costs tests' helpers (pricing/split-costs*.test.ts): a menu of items with awkward prices, a Costs' amounts
 * by name, the orders' shares of a checkout's lines, and the sum of the orders' parts.
 */

import type { OrderShare } from '../pricing/split-costs';
import type { Costs, CostsResult } from '../pricing/types';
import { makeItem } from './factories';

export const NOW = new Date('2026-01-05T17:00:00Z');
export const items = [3.5, 9.99, 12, 0.35, 44.1, 0].map((price, i) =>
  makeItem({ id: `i${i}`, price, tax_rate: i === 4 ? 0.05 : null }),
);

/** Every amount of a Costs, by name, for comparing a whole with the sum of its parts. */
export function amounts(c: Costs): Record<string, number> {
  return {
    subtotal: c.subtotal,
    subtotalDiscounted: c.subtotalDiscounted,
    taxes: c.taxes,
    total: c.total,
    totalWithoutTaxes: c.totalWithoutTaxes,
    totalWithTip: c.totalWithTip,
    tip: c.tip.amount,
    serviceCharge: c.serviceCharge.amount,
    deliveryCharge: c.deliveryCharge.amount,
    voucher: c.voucher.amount,
    credits: c.credits.amount,
    discount: c.discount.amount,
    memberDiscount: c.memberDiscount.amount,
    subsidy: c.subsidyDiscount.amount,
    amountToCharge: c.amountToCharge,
    ...Object.fromEntries(c.taxBrackets.map((b) => [b.key, b.amount])),
  };
}

/** The checkout's lines handed to orders (`orderOf` gives each line's order): each order's subtotal and exact taxes. */
export function sharesOf(
  result: Extract<CostsResult, { ok: true }>,
  orders: number,
  orderOf: (line: number) => number,
): OrderShare[] {
  return Array.from({ length: orders }, (_, o) => {
    const mine = result.lines.map((_, i) => i).filter((i) => orderOf(i) === o);
    return {
      subtotal: mine.reduce((sum, i) => sum + result.lines[i]!.price, 0),
      taxes: result.costs.taxBrackets.map((_, k) =>
        mine.reduce((sum, i) => sum + result.lineTaxes[i]![k]!, 0),
      ),
    };
  });
}

export function sumParts(parts: Costs[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts) for (const [k, v] of Object.entries(amounts(part))) out[k] = (out[k] ?? 0) + v;
  return out;
}
