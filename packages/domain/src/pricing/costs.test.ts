/** What a cart costs (computeCosts), by part: subtotal, discounts, subsidy, service and delivery charges; and repricing. */
import { describe, expect, it } from 'vitest';
import { costsHarness, type FileOverrides, NOW } from '../testing/costs-harness';
import { makeCartLine, makeFile, makeItem, TAX_MODES } from '../testing/factories';
import { repriceCartItems } from './costs';

describe.each(TAX_MODES)('costs ($mode)', ({ inclusive }) => {
  const { costs } = costsHarness(inclusive);

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
