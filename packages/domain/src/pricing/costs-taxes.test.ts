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
    // A British Columbia restaurant (demo/coastal-kitchen.json): its food GST only, its liquor at its own 15 %.
    const BC_RESTAURANT = { province: 'bc', tax_rate: { tax1: 0.05, tax2: 0 } };
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
      [
        'a BC restaurant’s food: GST only, and no PST line',
        BC_RESTAURANT,
        [{ price: 20 }],
        [['GST', 100]],
        [['GST', 95]],
      ],
      [
        'a BC restaurant’s liquor: GST 5 % and PST 10 % on it alone',
        BC_RESTAURANT,
        [{ price: 20 }, { price: 8, tax_rate: 0.15 }],
        // GST on 2000 + 800; PST on the beer's 800 (inclusive: 2000 / 1.05 and 800 / 1.15).
        [
          ['GST', 140],
          ['PST', 80],
        ],
        [
          ['GST', 130],
          ['PST', 70],
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
      // Coastal Kitchen's settings (demo/coastal-kitchen.json): BC, GST 5 % on its food, its beer at its own 15 %
      // (GST 5 % and liquor PST 10 %), Downtown delivery $4.
      const COASTAL = {
        ...BC_RESTAURANT,
        delivery: {
          type: 'zones',
          delivery_charge: '6$',
          zones: [{ name: 'Downtown & Yaletown', postal_prefixes: ['V6B'], delivery_charge: '4$' }],
        },
      };
      const FOOD = { price: 20, tax_rebate_eligibility: false };
      const BEER = { price: 30, tax_rate: 0.15, tax_rebate_eligibility: false };
      const delivered = (restaurant: Record<string, unknown>, items: unknown[], input = {}) =>
        taxed(restaurant, items, { orderType: 'delivery', deliveryZone: 'Downtown & Yaletown', ...input });
      const brackets = (c: Costs) => c.taxBrackets.map((b) => [b.label, b.amount]);

      it.each([
        // 2000 + 400 delivery, all at 5 %: no PST on the food, none on its delivery, and no PST line.
        ['delivering food in BC carries no PST', [FOOD], 400, [['GST', 120]], [['GST', 114]]],
        // 3000 + 400 at 5 % + 10 % (inclusive: 3400 / 1.15).
        [
          'delivering liquor carries both',
          [BEER],
          400,
          [
            ['GST', 170],
            ['PST', 340],
          ],
          [
            ['GST', 148],
            ['PST', 296],
          ],
        ],
        // Delivery shared 160 / 240: GST on 2160 and 3240, PST on 3240 only (inclusive: 102.86 + 140.87 and 281.74).
        [
          'a mixed cart: each share at its goods rates',
          [FOOD, BEER],
          400,
          [
            ['GST', 270],
            ['PST', 324],
          ],
          [
            ['GST', 244],
            ['PST', 282],
          ],
        ],
      ])('%s', (_, items, charge, exclusiveTaxes, inclusiveTaxes) => {
        const c = delivered(COASTAL, items);
        expect(c.deliveryCharge.amount).toBe(charge);
        expect(brackets(c)).toEqual(inclusive ? inclusiveTaxes : exclusiveTaxes);
      });

      it('a mixed cart is taxed as its parts priced apart, which add up', () => {
        // Percentage charges, so each part carries its own share of them.
        const restaurant = {
          ...BC_RESTAURANT,
          service_charge: '10',
          delivery: { type: 'radius', delivery_charge: '10' },
        };
        const food = delivered(restaurant, [FOOD]);
        const beer = delivered(restaurant, [BEER]);
        const mixed = delivered(restaurant, [FOOD, BEER]);
        const sum = (key: 'total' | 'taxes' | 'subtotal') => food[key] + beer[key];
        const bracket = (c: Costs, key: string) => c.taxBrackets.find((b) => b.key === key)?.amount ?? 0;
        expect(mixed.serviceCharge.amount).toBe(food.serviceCharge.amount + beer.serviceCharge.amount);
        expect(mixed.deliveryCharge.amount).toBe(food.deliveryCharge.amount + beer.deliveryCharge.amount);
        for (const key of ['tax1', 'tax2'])
          expect(bracket(mixed, key)).toBe(bracket(food, key) + bracket(beer, key));
        expect([mixed.subtotal, mixed.taxes, mixed.total]).toEqual([
          sum('subtotal'),
          sum('taxes'),
          sum('total'),
        ]);
        // The food and its charges (2000 + 200 + 200) at 5 %: no PST at all. The beer and its (3000 + 300 + 300) at
        // 5 % + 10 % (inclusive: / 1.15). Mixed: the charges shared 400 / 600, each share taxed as its goods.
        expect(brackets(food)).toEqual([['GST', inclusive ? 114 : 120]]);
        expect(brackets(beer)).toEqual(
          inclusive
            ? [
                ['GST', 157],
                ['PST', 313],
              ]
            : [
                ['GST', 180],
                ['PST', 360],
              ],
        );
        expect(brackets(mixed)).toEqual(
          inclusive
            ? [
                ['GST', 271],
                ['PST', 313],
              ]
            : [
                ['GST', 300],
                ['PST', 360],
              ],
        );
      });

      it('beside zero-rated goods only, a service charge is not taxed', () => {
        const c = taxed({ ...ON, service_charge: '10' }, [{ price: 20, tax_rate: 0 }]);
        expect(c.taxes).toBe(0);
        expect(c.total).toBe(2200);
      });

      it('a fully discounted cart: the delivery charge still goes with its goods', () => {
        const c = delivered(COASTAL, [FOOD], { discount: { code: 'X', value: '100' } });
        expect(c.subtotalDiscounted).toBe(0);
        // The $4 delivery at the food's 5 % (inclusive: 400 / 1.05).
        expect(brackets(c)).toEqual([['GST', inclusive ? 19 : 20]]);
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
