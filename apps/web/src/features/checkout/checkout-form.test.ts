/** The checkout form's rules: validation, a suite order's seat, where a dine-in order goes and its table. */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { OrderLink } from '@ordering/domain/order-types/link';
import { describe, expect, it } from 'vitest';
import type { CostsBody } from '../../lib/cart/api';
import { demoDataFile } from '../../testing/demo-data';
import {
  type CheckoutContext,
  type CheckoutForm,
  orderBody,
  tableConfig,
  validateCheckout,
} from './checkout-form';
import { checkoutContext, completeCheckoutForm } from './checkout-test-context';

// The checkout's own rules on the demo tenants.
const maple = demoDataFile('maple-table');
const coastal = demoDataFile('coastal-kitchen');
const stadium = demoDataFile('lakeshore-stadium');
const ctx = checkoutContext;
const complete = completeCheckoutForm;

describe('checkout validation', () => {
  it.each<[string, RestaurantDataFile, OrderLink, Partial<CheckoutForm>, Partial<CheckoutContext>, object]>([
    ['a complete dine-in order at a table', maple, { tableNum: '12' }, { tableNum: '12' }, {}, {}],
    [
      'no table and no table location',
      maple,
      {},
      {},
      {},
      { tableLocation: 'This field is required.', tableArea: 'This field is required.' },
    ],
    ['a generic table location instead', maple, {}, { tableLocation: 'Dining room', tableArea: '4' }, {}, {}],
    [
      'the required question unanswered',
      maple,
      { tableNum: '3' },
      { tableNum: '3', answers: {} },
      {},
      { 'question:q-allergies': 'This field is required.' },
    ],
    [
      'contact details that are not valid',
      maple,
      { tableNum: '3' },
      { tableNum: '3', email: 'not-an-email', phone: '416555' },
      {},
      { email: "This email isn't valid.", phone: "This phone number isn't valid." },
    ],
    [
      'a bad card number, an empty expiry and a non-numeric security code',
      maple,
      { tableNum: '3' },
      { tableNum: '3', cardNumber: '4242 4242 4242 4241', expiry: '', cvd: 'abc' },
      {},
      { cardNumber: 'This credit card is invalid.', expiry: 'This field is required.' },
    ],
    [
      'nothing to pay: no card asked for',
      maple,
      { tableNum: '3' },
      { tableNum: '3', cardNumber: '', expiry: '', cvd: '' },
      { paymentNotRequired: true },
      {},
    ],
    [
      'alcohol without the legal-age box',
      maple,
      { tableNum: '3' },
      { tableNum: '3' },
      { alcohol: true },
      { legalAge: 'Please confirm your age.' },
    ],
    [
      'scheduled take-out without a slot',
      coastal,
      { takeout: true },
      { when: 'scheduled' },
      {},
      { slot: 'Please choose a time.' },
    ],
    [
      'delivery without an address and with a bad postal code',
      coastal,
      { takeout: true },
      { takeoutType: 'delivery', postalCode: '12' },
      {},
      { address: 'This field is required.', postalCode: 'Please enter a valid postal/zip code.' },
    ],
    [
      'delivery with an address',
      coastal,
      { takeout: true },
      { takeoutType: 'delivery', address: '555 Seymour St', postalCode: 'V6B 3H6' },
      {},
      {},
    ],
    [
      'delivery to a postal code outside every zone',
      coastal,
      { takeout: true },
      { takeoutType: 'delivery', address: '5000 Kingsway', postalCode: 'V5H 4M1' },
      {},
      { postalCode: 'We don’t deliver to this postal code.' },
    ],
    ['a stadium seat', stadium, { tableNum: '112-F-7' }, { tableNum: '112-F-7' }, {}, {}],
    [
      'a stadium seat without its row',
      stadium,
      { tableNum: '112--7' },
      { tableNum: '112--7' },
      {},
      { 'seat-row': 'This field is required.' },
    ],
    [
      'no seat at all',
      stadium,
      {},
      { tableNum: '' },
      {},
      {
        'seat-section': 'This field is required.',
        'seat-row': 'This field is required.',
        'seat-seat': 'This field is required.',
      },
    ],
    [
      'a pickup ignores the delivery zones',
      coastal,
      { takeout: true },
      { takeoutType: 'pickup', postalCode: 'V5H 4M1' },
      {},
      {},
    ],
  ])('%s', (_name, file, mode, patch, extra, expected) => {
    const errors = validateCheckout({ ...complete, ...patch }, ctx(file, mode, extra));
    if (_name.includes('security code')) {
      expect(errors).toMatchObject(expected);
      expect(errors.cvd).toBeTruthy();
    } else {
      expect(errors).toEqual(expected);
    }
  });

  it('speaks French to a French diner', () => {
    const errors = validateCheckout(
      { ...complete, tableNum: '3', fullName: '' },
      ctx(maple, { tableNum: '3' }, { locale: 'fr-CA' }),
    );
    expect(errors.fullName).toBe('Ce champ est obligatoire.');
  });
});

describe('a suite order asks no seat (issue 18)', () => {
  it.each<[string, OrderLink]>([
    ['pre-order', { eventSuite: 'es1' }],
    ['event day', { eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' }],
  ])('%s', (_name, mode) => {
    expect(validateCheckout({ ...complete, savedCardId: 'pm_1' }, ctx(stadium, mode))).toEqual({});
  });
});

describe('where a dine-in order goes', () => {
  it.each<[string, RestaurantDataFile, OrderLink, Partial<CheckoutForm>, object]>([
    ['a table', maple, { tableNum: '12' }, { tableNum: '12' }, { tableNum: '12' }],
    [
      'a stadium seat',
      stadium,
      { tableNum: '112-F-7' },
      { tableNum: '112-F-7' },
      { tableNum: '112-F-7', tableInfo: { section: '112', row: 'F', seat: '7' } },
    ],
    [
      'a table location',
      maple,
      {},
      { tableLocation: 'Patio', tableArea: '4' },
      { tableInfo: { tableLocation: 'Patio', tableArea: '4' }, genericTableLocation: 'Patio' },
    ],
    [
      'a table number and the location the diner chose: both kept',
      maple,
      { tableNum: '12' },
      { tableNum: '12', tableLocation: 'Patio', tableArea: 'P2' },
      {
        tableNum: '12',
        tableInfo: { tableLocation: 'Patio', tableArea: 'P2' },
        genericTableLocation: 'Patio',
      },
    ],
    ['take-out', stadium, { takeout: true }, { tableNum: '112-F-7' }, {}],
    ['a suite pre-order: no table', stadium, { eventSuite: 'es1' }, { tableNum: '112-F-7' }, {}],
    [
      'a suite on event day: the suite, no seat',
      stadium,
      { eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' },
      { tableNum: 'Suite 101' },
      { tableNum: 'Suite 101' },
    ],
  ])('%s', (_name, file, mode, patch, expected) => {
    expect(tableConfig({ ...complete, ...patch }, mode, file.restaurant.seat_delivery)).toEqual(expected);
  });
});

describe("the submission's table: what the form says, not the link", () => {
  const cafe = demoDataFile('cafe-du-marche');
  const choice = { tip: null };
  const costs = { total: 10, totalWithTip: 10 } as CostsBody;
  it.each<[string, OrderLink, Partial<CheckoutForm>, object]>([
    [
      'a table number cleared for a location',
      { tableNum: '5' },
      { tableNum: '', tableLocation: 'Terrace', tableArea: 'T2' },
      {
        restaurantId: String(cafe.restaurant.id),
        tableInfo: { tableLocation: 'Terrace', tableArea: 'T2' },
        genericTableLocation: 'Terrace',
      },
    ],
    [
      'a table number changed',
      { tableNum: '5' },
      { tableNum: '7' },
      { restaurantId: String(cafe.restaurant.id), tableNum: '7' },
    ],
    [
      'a suite on event day keeps the link',
      { eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' },
      { tableNum: '' },
      {
        restaurantId: String(cafe.restaurant.id),
        tableNum: 'Suite 101',
        eventSuite: 'es1',
        eventDayOrdering: true,
      },
    ],
  ])('%s', (_name, mode, patch, expected) => {
    const body = orderBody({ ...complete, ...patch }, ctx(cafe, mode), choice, costs);
    expect(body.data.config).toEqual(expected);
  });
});

describe("the submission's costs: the totals and the split the diner was shown", () => {
  const shown = {
    total: 24.86,
    totalWithTip: 28.16,
    voucher: { code: '•••• 1000', balance: 50, amount: 20 },
    credits: { id: 'u1', balance: 8.16, amount: 8.16 },
  } as CostsBody;
  const tip = { type: 'percentage' as const, percentageValue: 15, amount: 0 };
  it.each<[string, Parameters<typeof orderBody>[2], object]>([
    [
      'a gift card and credits: what each was shown paying',
      { tip, voucher: { code: '6011 7777 0000 1000' }, credits: { id: 'u1' } },
      {
        tip,
        voucher: { code: '6011 7777 0000 1000', amount: 20 },
        credits: { id: 'u1', amount: 8.16 },
        total: 24.86,
        totalWithTip: 28.16,
      },
    ],
    ['neither: the totals alone', { tip }, { tip, total: 24.86, totalWithTip: 28.16 }],
    [
      'a gift card cleared: nothing of it sent',
      { tip, voucher: { code: null } },
      { tip, voucher: { code: null }, total: 24.86, totalWithTip: 28.16 },
    ],
  ])('%s', (_name, choice, expected) => {
    expect(orderBody(complete, ctx(maple, { tableNum: '12' }), choice, shown).data.costs).toEqual(expected);
  });
});
