/** What a cart costs (computeCosts): its taxes, included in the prices or added to them, and their labels. */
import { describe, expect, it } from 'vitest';
import { costsHarness } from '../testing/costs-harness';
import { makeCartLine, makeItem, TAX_MODES } from '../testing/factories';
import { taxLabels } from './taxes';
import type { Costs, CostsInput } from './types';

describe.each(TAX_MODES)('costs ($mode)', ({ inclusive }) => {
  const { costs } = costsHarness(inclusive);

  describe('taxes', () => {
    const taxed = (
      restaurant: Record<string, unknown>,
      items: unknown[],
      input: Partial<CostsInput> = {},
    ) => {
      const lines = items.map((_, i) => makeCartLine({ id: `i${i}`, orderId: i + 1 }));
      const withIds = items.map((item, i) => makeItem({ ...(item as object), id: `i${i}` }));
      return costs(input, { restaurant, items: withIds }, lines);
    };
    const ON = { province: 'on', tax_rate: { tax1: 0.13 } };
    const BC = { province: 'bc', tax_rate: { tax1: 0.05, tax2: 0.07 } };
    const QC = { province: 'qc', tax_rate: { tax1: 0.05, tax2: 0.09975 } };
    const NB = { province: 'nb', tax_rate: { tax1: 0.15 } };

    it.each([
      ['Ontario HST', ON, [{ price: 22.6 }], [['HST', 294]], [['HST', 260]]],
      [
        'BC GST and PST',
        BC,
        [{ price: 20 }],
        [
          ['GST', 100],
          ['PST', 140],
        ],
        [
          ['GST', 89],
          ['PST', 125],
        ],
      ],
      [
        'Quebec GST and QST',
        QC,
        [{ price: 20 }],
        [
          ['GST', 100],
          ['QST', 200],
        ],
        [
          ['GST', 87],
          ['QST', 174],
        ],
      ],
      [
        'an item rate below tax1 stays in tax1',
        BC,
        [{ price: 20, tax_rate: 0.05 }],
        [
          ['GST', 100],
          ['PST', 0],
        ],
        [
          ['GST', 95],
          ['PST', 0],
        ],
      ],
      [
        'an item rate above tax1 spills into tax2',
        BC,
        [{ price: 20, tax_rate: 0.15 }],
        [
          ['GST', 100],
          ['PST', 200],
        ],
        [
          ['GST', 87],
          ['PST', 174],
        ],
      ],
      ['a zero-rated item', ON, [{ price: 20, tax_rate: 0 }], [['HST', 0]], [['HST', 0]]],
      [
        'each bracket rounded once over the lines',
        ON,
        [{ price: 0.5 }, { price: 0.5 }, { price: 0.5 }, { price: 10.04 }],
        [['HST', 150]],
        [['HST', 133]],
      ],
    ])('%s', (_, restaurant, items, exclusive, inclusiveBrackets) => {
      const c = taxed(
        restaurant,
        items.map((i) => ({ ...i, tax_rebate_eligibility: false })),
      );
      expect(c.taxBrackets.map((b) => [b.label, b.amount])).toEqual(
        inclusive ? inclusiveBrackets : exclusive,
      );
    });

    it('brackets carry the restaurant rates', () => {
      expect(taxed(BC, [{ price: 20 }]).taxBrackets.map((b) => [b.key, b.rate])).toEqual([
        ['tax1', 0.05],
        ['tax2', 0.07],
      ]);
    });

    it('each line on its pro-rata share of the discounted subtotal', () => {
      const c = taxed(
        ON,
        [
          { price: 10, tax_rebate_eligibility: false },
          { price: 10, tax_rate: 0 },
        ],
        { discount: { code: 'X', value: '5$' } },
      );
      // 1500 split 750 / 750: only the first share is taxed.
      expect(c.taxes).toBe(inclusive ? 86 : 98);
    });

    describe('charges at the rates of the goods they go with (pro rata)', () => {
      // Coastal Kitchen's settings (demo/coastal-kitchen.json): BC, GST 5 % + PST 7 %, Downtown delivery $4.
      const COASTAL = {
        ...BC,
        delivery: {
          type: 'zones',
          delivery_charge: '6$',
          zones: [{ name: 'Downtown & Yaletown', postal_prefixes: ['V6B'], delivery_charge: '4$' }],
        },
      };
      const GST_ONLY = { price: 20, tax_rate: 0.05, tax_rebate_eligibility: false };
      const FULL = { price: 30, tax_rebate_eligibility: false };
      const delivered = (restaurant: Record<string, unknown>, items: unknown[], input = {}) =>
        taxed(restaurant, items, { orderType: 'delivery', deliveryZone: 'Downtown & Yaletown', ...input });
      const brackets = (c: Costs) => c.taxBrackets.map((b) => [b.label, b.amount]);

      it.each([
        // 2000 + 400 delivery, all at 5 %: no PST on the goods, none on their delivery.
        ['delivering GST-only goods in BC carries no PST', [GST_ONLY], 400, [120, 0], [114, 0]],
        // 3000 + 400 at 5 % + 7 %.
        ['delivering fully taxed goods carries both', [FULL], 400, [170, 238], [152, 213]],
        // Delivery shared 160 / 240: GST on 2160 and 3240, PST on 3240 only (inclusive: 247.5 and 202.5, half up).
        ['a mixed cart: each share at its goods rates', [GST_ONLY, FULL], 400, [270, 227], [248, 203]],
      ])('%s', (_, items, charge, exclusiveTaxes, inclusiveTaxes) => {
        const c = delivered(COASTAL, items);
        expect(c.deliveryCharge.amount).toBe(charge);
        const [gst, pst] = inclusive ? inclusiveTaxes : exclusiveTaxes;
        expect(brackets(c)).toEqual([
          ['GST', gst],
          ['PST', pst],
        ]);
      });

      it('a mixed cart is taxed as its parts priced apart, which add up', () => {
        // Percentage charges, so each part carries its own share of them.
        const restaurant = {
          ...BC,
          service_charge: '10',
          delivery: { type: 'radius', delivery_charge: '10' },
        };
        const gstOnly = delivered(restaurant, [GST_ONLY]);
        const full = delivered(restaurant, [FULL]);
        const mixed = delivered(restaurant, [GST_ONLY, FULL]);
        const sum = (key: 'total' | 'taxes' | 'subtotal') => gstOnly[key] + full[key];
        expect(mixed.serviceCharge.amount).toBe(gstOnly.serviceCharge.amount + full.serviceCharge.amount);
        expect(mixed.deliveryCharge.amount).toBe(gstOnly.deliveryCharge.amount + full.deliveryCharge.amount);
        expect(mixed.taxBrackets.map((b) => b.amount)).toEqual(
          gstOnly.taxBrackets.map((b, i) => b.amount + full.taxBrackets[i]!.amount),
        );
        expect([mixed.subtotal, mixed.taxes, mixed.total]).toEqual([
          sum('subtotal'),
          sum('taxes'),
          sum('total'),
        ]);
        // GST-only goods and their charges (2000 + 200 + 200): no PST at all. Mixed: charges shared 400 / 600.
        expect(brackets(gstOnly)).toEqual(
          inclusive
            ? [
                ['GST', 114],
                ['PST', 0],
              ]
            : [
                ['GST', 120],
                ['PST', 0],
              ],
        );
        expect(brackets(mixed)).toEqual(
          inclusive
            ? [
                ['GST', 275],
                ['PST', 225],
              ]
            : [
                ['GST', 300],
                ['PST', 252],
              ],
        );
      });

      it('beside zero-rated goods only, a service charge is not taxed', () => {
        const c = taxed({ ...ON, service_charge: '10' }, [{ price: 20, tax_rate: 0 }]);
        expect(c.taxes).toBe(0);
        expect(c.total).toBe(2200);
      });

      it('a fully discounted cart: the delivery charge still goes with its goods', () => {
        const c = delivered(COASTAL, [GST_ONLY], { discount: { code: 'X', value: '100' } });
        expect(c.subtotalDiscounted).toBe(0);
        expect(brackets(c)).toEqual(
          inclusive
            ? [
                ['GST', 19],
                ['PST', 0],
              ]
            : [
                ['GST', 20],
                ['PST', 0],
              ],
        );
      });

      it('with no priced goods to go with, the restaurant rates', () => {
        const c = taxed({ ...ON, service_charge: '5$' }, [{ price: 0, tax_rebate_eligibility: false }]);
        expect(c.taxes).toBe(inclusive ? 58 : 65);
      });

      it('goods under the Ontario rebate: their charges at the rebated 5 %', () => {
        // 350 + 35 at 5 %, not 35 at 13 %.
        const c = taxed({ ...ON, service_charge: '10' }, [{ price: 3.5 }]);
        expect(c.taxInfo.rebateApplied).toBe(true);
        expect(c.taxes).toBe(inclusive ? 18 : 19);
      });
    });

    it('taxInfo', () => {
      expect(taxed(ON, [{ price: 20, tax_rebate_eligibility: false }]).taxInfo).toEqual({
        inclusive,
        province: 'on',
        rebateApplied: false,
      });
    });

    describe('Ontario point-of-sale rebate', () => {
      it.each([
        ['one eligible item of $3.50: 5 %', ON, [{ price: 3.5 }], 18, 17, true],
        ['eligible items of exactly $4.00: 5 %', ON, [{ price: 2 }, { price: 2 }], 20, 19, true],
        ['eligible items over $4.00: 13 %', ON, [{ price: 3.5 }, { price: 1 }], 59, 52, false],
        [
          'an ineligible item keeps 13 % beside a rebated one',
          ON,
          [{ price: 3.5 }, { price: 10, tax_rebate_eligibility: false }],
          148,
          132,
          true,
        ],
        ['no rebate outside Ontario', NB, [{ price: 3 }], 45, 39, false],
        [
          'no rebate without eligible items',
          ON,
          [{ price: 3, tax_rebate_eligibility: false }],
          39,
          35,
          false,
        ],
      ])('%s', (_, restaurant, items, exclusiveTax, inclusiveTax, rebated) => {
        const c = taxed(restaurant, items);
        expect(c.taxes).toBe(inclusive ? inclusiveTax : exclusiveTax);
        expect(c.taxInfo.rebateApplied).toBe(rebated);
      });

      it('counts the discounted amounts', () => {
        const c = taxed(ON, [{ price: 5 }], { discount: { code: 'X', value: '20' } });
        expect(c.taxInfo.rebateApplied).toBe(true);
        expect(c.taxes).toBe(inclusive ? 19 : 20);
      });
    });
  });
});

describe('taxLabels', () => {
  it.each([
    ['on', 'HST', 'PST'],
    ['nb', 'HST', 'PST'],
    ['nl', 'HST', 'PST'],
    ['ns', 'HST', 'PST'],
    ['pe', 'HST', 'PST'],
    ['bc', 'GST', 'PST'],
    ['mb', 'GST', 'PST'],
    ['sk', 'GST', 'PST'],
    ['qc', 'GST', 'QST'],
    ['ab', 'GST', 'PST'],
    ['nt', 'GST', 'PST'],
    ['yk', 'GST', 'PST'],
  ])('%s: %s', (province, tax1, tax2) => {
    expect(taxLabels(province)).toEqual({ tax1, tax2 });
  });
});
