import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart-item';
import { makeCartLine, makeFile, makeItem, TAX_MODES } from '../testing/factories';
import { computeCosts, repriceCartItems } from './costs';
import { taxLabels } from './taxes';
import type { Costs, CostsInput } from './types';

const NOW = new Date('2026-01-05T17:00:00Z');
type FileOverrides = Parameters<typeof makeFile>[0];

describe.each(TAX_MODES)('costs ($mode)', ({ inclusive }) => {
  const file = (over: FileOverrides = {}) =>
    makeFile({
      items: [makeItem({ id: 'a', price: 20 })],
      ...over,
      restaurant: { tax_inclusive: inclusive, ...over.restaurant },
    });
  const costs = (input: Partial<CostsInput> = {}, over: FileOverrides = {}, lines?: CartItem[]): Costs => {
    const result = computeCosts({
      file: file(over),
      lines: lines ?? [makeCartLine({ id: 'a' })],
      orderType: 'dine-in',
      now: NOW,
      ...input,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
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

  describe('subtotal', () => {
    it('is the sum of the lines', () => {
      const f: FileOverrides = {
        items: [makeItem({ id: 'a', price: 20 }), makeItem({ id: 'b', price: 3.35 })],
      };
      const lines = [
        makeCartLine({ id: 'a', quantity: 2 }),
        makeCartLine({ id: 'b', orderId: 2, quantity: 3 }),
      ];
      expect(costs({}, f, lines).subtotal).toBe(5005);
    });

    it('is zero for an empty cart, with no charges', () => {
      const c = costs({}, { restaurant: { service_charge: '5$' } }, []);
      expect(c).toMatchObject({
        subtotal: 0,
        subtotalDiscounted: 0,
        taxes: 0,
        total: 0,
        serviceCharge: { amount: 0 },
      });
    });
  });

  describe('discount', () => {
    it.each([
      ['10 % of the subtotal', '10', { percentageValue: 10, amount: 200, type: 'percentage', code: 'SAVE' }],
      ['fixed dollars', '5$', { percentageValue: 0, amount: 500, type: 'dollar', code: 'SAVE' }],
      ['capped at the subtotal', '50$', { percentageValue: 0, amount: 2000, type: 'dollar', code: 'SAVE' }],
      ['100 %', '100', { percentageValue: 100, amount: 2000, type: 'percentage', code: 'SAVE' }],
      [
        'unreadable text gives no discount',
        'ten',
        { percentageValue: 0, amount: 0, type: 'percentage', code: null },
      ],
    ])('%s', (_, value, discount) => {
      const c = costs({ discount: { code: 'SAVE', value } });
      expect(c.discount).toEqual(discount);
      expect(c.subtotalDiscounted).toBe(2000 - discount.amount);
    });

    it('none without a code', () => {
      expect(costs().discount).toEqual({ percentageValue: 0, amount: 0, type: 'percentage', code: null });
    });
  });

  describe('memberDiscount', () => {
    it('pre-tax: taken from the subtotal before tax', () => {
      const c = costs({ member: { provider: null, discount: { value: '10', preTax: true } } });
      expect(c.memberDiscount).toEqual({ preTax: true, amount: 200 });
      expect(c.subtotalDiscounted).toBe(1800);
      expect(c.taxes).toBe(inclusive ? 207 : 234);
      expect(c.total).toBe(inclusive ? 1800 : 2034);
    });

    it('after tax: taken from the total', () => {
      const c = costs({ member: { provider: null, discount: { value: '5$', preTax: false } } });
      expect(c.memberDiscount).toEqual({ preTax: false, amount: 500 });
      expect(c.subtotalDiscounted).toBe(2000);
      expect(c.total).toBe(inclusive ? 1500 : 1760);
    });

    it('on what is left after the promo-code discount', () => {
      const c = costs({
        discount: { code: 'X', value: '50' },
        member: { provider: null, discount: { value: '10', preTax: true } },
      });
      expect(c.memberDiscount.amount).toBe(100);
      expect(c.subtotalDiscounted).toBe(900);
    });

    it('capped at what is left before tax', () => {
      const c = costs({ member: { provider: null, discount: { value: '50$', preTax: false } } });
      // Never into the taxes: what is left is exactly the tax.
      expect(c.memberDiscount.amount).toBe(inclusive ? 1770 : 2000);
      expect(c.total).toBe(inclusive ? 230 : 260);
      expect(c.totalWithoutTaxes).toBe(0);
    });

    it.each([
      ['no member', null],
      ['a member without a promo', { provider: 'ABC', discount: null }],
      ['an unreadable promo', { provider: 'ABC', discount: { value: '?', preTax: true } }],
    ])('none for %s', (_, member) => {
      expect(costs({ member }).memberDiscount.amount).toBe(0);
    });
  });

  describe('subsidyDiscount (pay-what-you-can)', () => {
    const pwyc = (over: Record<string, unknown> = {}): FileOverrides => ({
      restaurant: { subsidies_enabled: true },
      subsidies: [{ id: 'pw', type: 'pay_what_you_can', ...over }],
      items: [makeItem({ id: 'a', price: 20 }), makeItem({ id: 'meal', price: 10, meal_package: true })],
    });

    it('the subsidised base minus the amount chosen', () => {
      const c = costs({ chosenAmountToBePaid: 500 }, pwyc());
      expect(c.subsidyDiscount).toEqual({
        type: 'pay_what_you_can',
        chosenAmountToBePaid: 500,
        code: null,
        amount: 1500,
        baseSubsidizedAmount: 2000,
      });
      expect(c.subtotalDiscounted).toBe(500);
      expect(c.total).toBe(inclusive ? 500 : 565);
    });

    it.each([
      ['no choice pays the base in full', null, 2000, 0],
      ['a choice above the base is clamped to it', 5000, 2000, 0],
      ['a negative choice is clamped to 0', -5, 0, 2000],
    ])('%s', (_, chosen, paid, amount) => {
      const c = costs({ chosenAmountToBePaid: chosen }, pwyc());
      expect(c.subsidyDiscount).toMatchObject({
        chosenAmountToBePaid: paid,
        amount,
        baseSubsidizedAmount: 2000,
      });
    });

    it('meal packages only: the base is the meal lines', () => {
      const lines = [makeCartLine({ id: 'a' }), makeCartLine({ id: 'meal', orderId: 2 })];
      const c = costs({ chosenAmountToBePaid: 0 }, pwyc({ target_items: 'meals' }), lines);
      expect(c.subsidyDiscount).toMatchObject({ baseSubsidizedAmount: 1000, amount: 1000 });
      expect(c.subtotalDiscounted).toBe(2000);
    });

    it('the base never exceeds what the other discounts left', () => {
      const c = costs({ chosenAmountToBePaid: 0, discount: { code: 'X', value: '15$' } }, pwyc());
      expect(c.subsidyDiscount).toMatchObject({ baseSubsidizedAmount: 500, amount: 500 });
      expect(c.subtotalDiscounted).toBe(0);
    });

    it.each([
      ['a user with one of its codes', 'KIND', true],
      ['a user with another code', 'MEAN', false],
      ['a user without a code', null, false],
    ])('targeting codes: %s', (_, subsidyCode, applies) => {
      const c = costs(
        { chosenAmountToBePaid: 0, subsidyCode },
        pwyc({ target_users: 'codes', codes: ['KIND'] }),
      );
      expect(c.subsidyDiscount.amount).toBe(applies ? 2000 : 0);
      expect(c.subsidyDiscount.code).toBe(applies ? 'KIND' : null);
    });

    it.each([
      ['subsidies turned off', { restaurant: { subsidies_enabled: false } }, null],
      ['an inactive subsidy', pwyc({ is_active: false }), null],
      ['member provider ELB', pwyc(), 'ELB'],
      ['member provider SPH', pwyc(), 'SPH'],
    ] as [string, FileOverrides, string | null][])('none for %s', (_, over, provider) => {
      const c = costs(
        { chosenAmountToBePaid: 0, member: { provider, discount: null } },
        { ...pwyc(), ...over, restaurant: { subsidies_enabled: true, ...over?.restaurant } },
      );
      expect(c.subsidyDiscount).toEqual({
        type: null,
        chosenAmountToBePaid: 0,
        code: null,
        amount: 0,
        baseSubsidizedAmount: 0,
      });
    });
  });

  describe('serviceCharge', () => {
    it.each([
      [
        '"18" is 18 % of the discounted subtotal',
        '18',
        { amount: 360, type: 'percentage', percentageValue: 18 },
      ],
      ['"5$" is five dollars', '5$', { amount: 500, type: 'dollar', percentageValue: 0 }],
      ['"2.5$" is two dollars fifty', '2.5$', { amount: 250, type: 'dollar', percentageValue: 0 }],
    ])('%s', (_, text, charge) => {
      const c = costs(
        {},
        { restaurant: { service_charge: text }, order_options: { service_charge_label: 'Frais' } },
      );
      expect(c.serviceCharge).toEqual({ ...charge, label: 'Frais' });
    });

    it('is a percentage of the discounted subtotal', () => {
      const c = costs({ discount: { code: 'X', value: '50' } }, { restaurant: { service_charge: '10' } });
      expect(c.serviceCharge.amount).toBe(100);
    });

    it.each([
      ['dine-in', 360],
      ['pickup', 0],
      ['take-out', 0],
      ['delivery', 0],
    ] as const)('limited to orders at the table, a %s order pays %i', (orderType, amount) => {
      const c = costs(
        { orderType },
        {
          restaurant: { service_charge: '18' },
          order_options: { service_charge_label: 'Service', service_charge_modes: ['dine-in'] },
        },
      );
      expect(c.serviceCharge.amount).toBe(amount);
      expect(c.serviceCharge.label).toBe('Service');
    });

    it('on every way of ordering when the file limits it to none', () => {
      const c = costs({ orderType: 'pickup' }, { restaurant: { service_charge: '18' } });
      expect(c.serviceCharge.amount).toBe(360);
    });

    it('none when the restaurant has none', () => {
      expect(costs().serviceCharge).toEqual({
        amount: 0,
        label: null,
        type: 'percentage',
        percentageValue: 0,
      });
    });
  });

  describe('deliveryCharge', () => {
    const delivery = {
      restaurant: {
        delivery: {
          type: 'zones',
          delivery_charge: '10',
          zones: [
            { name: 'Downtown', postal_prefixes: ['M5V'], delivery_charge: '3$' },
            { name: 'Far', postal_prefixes: ['K1A'] },
          ],
        },
      },
    };
    it.each([
      // Before a postal code places it in a zone, the fallback charge is not the one the diner will pay: none yet.
      [
        'a delivery order with no zone yet: none',
        'delivery',
        null,
        { amount: 0, type: 'percentage', percentageValue: 0 },
      ],
      [
        'a delivery zone with its own charge',
        'delivery',
        'Downtown',
        { amount: 300, type: 'dollar', percentageValue: 0 },
      ],
      [
        'a zone without a charge of its own',
        'delivery',
        'Far',
        { amount: 200, type: 'percentage', percentageValue: 10 },
      ],
      ['an unknown zone: none', 'delivery', 'Mars', { amount: 0, type: 'percentage', percentageValue: 0 }],
      ['a pickup order: none', 'pickup', null, { amount: 0, type: 'percentage', percentageValue: 0 }],
      ['a dine-in order: none', 'dine-in', null, { amount: 0, type: 'percentage', percentageValue: 0 }],
    ] as const)('%s', (_, orderType, deliveryZone, charge) => {
      expect(costs({ orderType, deliveryZone }, delivery).deliveryCharge).toEqual({ ...charge, label: null });
    });

    it('says a zone delivery awaits its address, and only then', () => {
      expect(costs({ orderType: 'delivery', deliveryZone: null }, delivery).deliveryAwaitsAddress).toBe(true);
      expect(costs({ orderType: 'delivery', deliveryZone: 'Downtown' }, delivery)).not.toHaveProperty(
        'deliveryAwaitsAddress',
      );
      expect(costs({ orderType: 'pickup', deliveryZone: null }, delivery)).not.toHaveProperty(
        'deliveryAwaitsAddress',
      );
    });

    it('a delivery by radius has one charge, known before the address', () => {
      const radius = { restaurant: { delivery: { type: 'radius', delivery_charge: '6$', zones: [] } } };
      const c = costs({ orderType: 'delivery', deliveryZone: null }, radius);
      expect(c.deliveryCharge.amount).toBe(600);
      expect(c).not.toHaveProperty('deliveryAwaitsAddress');
    });

    it('none for a restaurant without delivery', () => {
      expect(costs({ orderType: 'delivery' }).deliveryCharge.amount).toBe(0);
    });
  });

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

  describe('tip', () => {
    it.each([
      [
        '15 % of the discounted subtotal',
        { type: 'percentage', percentageValue: 15, amount: 0 },
        { type: 'percentage', percentageValue: 15, amount: 300 },
      ],
      [
        'dollars',
        { type: 'dollar', percentageValue: 0, amount: 250 },
        { type: 'dollar', percentageValue: 0, amount: 250 },
      ],
      [
        'a negative percentage becomes positive',
        { type: 'percentage', percentageValue: -10, amount: 0 },
        { type: 'percentage', percentageValue: 10, amount: 200 },
      ],
      [
        'negative dollars become positive',
        { type: 'dollar', percentageValue: 0, amount: -250 },
        { type: 'dollar', percentageValue: 0, amount: 250 },
      ],
      [
        'a percentage tip ignores a stale amount',
        { type: 'percentage', percentageValue: 10, amount: 999 },
        { type: 'percentage', percentageValue: 10, amount: 200 },
      ],
      [
        'a dollar tip zeroes the percentage',
        { type: 'dollar', percentageValue: 15, amount: 100 },
        { type: 'dollar', percentageValue: 0, amount: 100 },
      ],
      ['no tip', null, { type: 'percentage', percentageValue: 0, amount: 0 }],
    ] as const)('%s', (_, tip, expected) => {
      expect(costs({ tip }).tip).toEqual(expected);
    });

    it('is on the discounted subtotal', () => {
      const c = costs({
        tip: { type: 'percentage', percentageValue: 10, amount: 0 },
        discount: { code: 'X', value: '50' },
      });
      expect(c.tip.amount).toBe(100);
    });
  });

  describe('tenders', () => {
    const total = inclusive ? 2000 : 2260;
    it.each([
      ['a gift card up to its balance', { code: 'G', balance: 1000 }, null, 1000, 0],
      ['a gift card larger than the total', { code: 'G', balance: 5000 }, null, total, 0],
      ['credits after the gift card', { code: 'G', balance: 1000 }, { id: 'c', balance: 500 }, 1000, 500],
      [
        'credits up to what is left',
        { code: 'G', balance: 2000 },
        { id: 'c', balance: 5000 },
        2000,
        total - 2000,
      ],
      ['credits alone', null, { id: 'c', balance: 300 }, 0, 300],
      ['a negative balance counts as 0', { code: 'G', balance: -100 }, null, 0, 0],
    ])('%s', (_, voucher, credits, voucherAmount, creditAmount) => {
      const c = costs({ voucher, credits });
      expect(c.voucher).toEqual({
        code: voucher?.code ?? null,
        balance: Math.max(0, voucher?.balance ?? 0),
        amount: voucherAmount,
      });
      expect(c.credits).toEqual({
        id: credits?.id ?? null,
        balance: credits?.balance ?? 0,
        amount: creditAmount,
      });
      expect(c.amountToCharge).toBe(total - voucherAmount - creditAmount);
    });

    it('the tip is part of what the tenders cover', () => {
      const c = costs({
        tip: { type: 'dollar', percentageValue: 0, amount: 100 },
        voucher: { code: 'G', balance: 99_999 },
      });
      expect(c.voucher.amount).toBe(total + 100);
      expect(c.amountToCharge).toBe(0);
    });
  });

  describe('paymentNotRequired', () => {
    const free: FileOverrides = { items: [makeItem({ id: 'a', price: 0 })] };
    it.each([
      ['pay on premise, dine-in', { restaurant: { payment_processor: 'payOnPremise' } }, {}, true],
      [
        'pay on premise, take-out',
        { restaurant: { payment_processor: 'payOnPremise' } },
        { orderType: 'pickup' },
        true,
      ],
      [
        'pay on premise, catering',
        { restaurant: { payment_processor: 'payOnPremise' } },
        { orderType: 'catering' },
        false,
      ],
      [
        'pay on premise, generic catering',
        { restaurant: { payment_processor: 'payOnPremise' } },
        { orderType: 'generic-catering' },
        false,
      ],
      [
        'pay on premise, pre-order',
        { restaurant: { payment_processor: 'payOnPremise' } },
        { preOrder: true },
        false,
      ],
      [
        'pay on premise, event day',
        { restaurant: { payment_processor: 'payOnPremise' } },
        { eventDayOrdering: true },
        false,
      ],
      ['a total of 0', free, {}, true],
      ['a total of 0 in catering', free, { orderType: 'catering' }, false],
      ['a card processor and a total above 0', {}, {}, false],
      ['a gift card covering everything', {}, { voucher: { code: 'G', balance: 99_999 } }, true],
      [
        'gift card and credits covering everything, even in catering',
        {},
        {
          orderType: 'catering',
          voucher: { code: 'G', balance: 1000 },
          credits: { id: 'c', balance: 99_999 },
        },
        true,
      ],
      ['a gift card covering part', {}, { voucher: { code: 'G', balance: 1000 } }, false],
    ] as const)('%s: %s', (_, over, input, expected) => {
      expect(costs(input as Partial<CostsInput>, over as FileOverrides).paymentNotRequired).toBe(expected);
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

describe('repriceCartItems', () => {
  it('refreshes orderPrice of each item, or says why it cannot', () => {
    const file = makeFile({
      items: [makeItem({ id: 'a', price: 2.5 }), makeItem({ id: 'b', sold_out: true })],
    });
    const [a, b] = repriceCartItems({ file, now: NOW }, [
      makeCartLine({ id: 'a', quantity: 2 }),
      makeCartLine({ id: 'b', orderId: 2 }),
    ]);
    expect(a?.ok && a.item.orderPrice).toBe(500);
    expect(b?.ok === false && b.issue.code).toBe(415);
  });
});
