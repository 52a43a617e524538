import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeFile, makeItem, TAX_MODES } from '../testing/factories';
import { computeCosts } from './costs';
import { splitCosts } from './split-costs';
import type { Costs } from './types';

const NOW = new Date('2026-01-05T17:00:00Z');
const items = [3.5, 9.99, 12, 0.35, 44.1, 0].map((price, i) =>
  makeItem({ id: `i${i}`, price, tax_rate: i === 4 ? 0.05 : null }),
);

/** Every amount of a Costs, by name, for comparing a whole with the sum of its parts. */
function amounts(c: Costs): Record<string, number> {
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

function sumParts(parts: Costs[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts) for (const [k, v] of Object.entries(amounts(part))) out[k] = (out[k] ?? 0) + v;
  return out;
}

describe.each(TAX_MODES)('splitCosts ($mode)', ({ inclusive }) => {
  const file = makeFile({
    items,
    restaurant: {
      tax_inclusive: inclusive,
      service_charge: '18',
      delivery: { type: 'radius', delivery_charge: '3$' },
    },
  });

  it('a single order keeps the whole', () => {
    const result = computeCosts({ file, lines: [makeCartLine({ id: 'i1' })], orderType: 'pickup', now: NOW });
    if (!result.ok) throw new Error('priced');
    expect(splitCosts(result.costs, [result.costs.subtotal])).toEqual([result.costs]);
  });

  it('refuses subtotals that do not add up to the whole', () => {
    const result = computeCosts({ file, lines: [makeCartLine({ id: 'i1' })], orderType: 'pickup', now: NOW });
    if (!result.ok) throw new Error('priced');
    expect(() => splitCosts(result.costs, [1, 2])).toThrow(RangeError);
  });

  it('every amount of the parts adds up to the whole, none is negative, and each part is consistent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ item: fc.integer({ min: 0, max: 5 }), qty: fc.integer({ min: 1, max: 9 }) }), {
          minLength: 2,
          maxLength: 8,
        }),
        fc.integer({ min: 2, max: 4 }),
        fc.option(fc.integer({ min: 0, max: 5000 })),
        fc.option(fc.integer({ min: 0, max: 30_000 })),
        fc.constantFrom('pickup', 'delivery') as fc.Arbitrary<'pickup' | 'delivery'>,
        (specs, orders, tip, voucher, orderType) => {
          const lines = specs.map((s, i) =>
            makeCartLine({ id: `i${s.item}`, orderId: i + 1, quantity: s.qty }),
          );
          const result = computeCosts({
            file,
            lines,
            orderType,
            now: NOW,
            tip: tip === null ? null : { type: 'dollar', percentageValue: 0, amount: tip },
            discount: { code: 'X', value: '10' },
            voucher: voucher === null ? null : { code: 'G', balance: voucher },
          });
          if (!result.ok) throw new Error('priced');
          // Lines go to orders round-robin, as a marketplace cart's kitchens would.
          const subtotals = Array.from({ length: orders }, (_, o) =>
            result.lines.filter((_, i) => i % orders === o).reduce((a, l) => a + l.price, 0),
          );
          const parts = splitCosts(result.costs, subtotals);
          expect(sumParts(parts)).toEqual(amounts(result.costs));
          for (const p of parts) {
            expect(Object.values(amounts(p)).every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
            expect(p.total).toBe(p.totalWithoutTaxes + p.taxes);
            expect(p.voucher.amount + p.credits.amount + p.amountToCharge).toBe(p.totalWithTip);
          }
        },
      ),
    );
  });
});
