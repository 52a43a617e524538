import { describe, expect, it } from 'vitest';
import { orderView } from './order-view';

const order = (contact: unknown) => ({
  publicId: 'ord_1',
  number: 4,
  type: 'dine-in',
  status: 'pending',
  costs: {
    subtotal: 0,
    subtotalDiscounted: 0,
    taxes: 0,
    taxBrackets: [],
    taxInfo: { inclusive: false, rebate: 0 },
    total: 0,
    totalWithoutTaxes: 0,
    totalWithTip: 0,
    amountToCharge: 0,
    paymentNotRequired: true,
    tip: { type: 'percentage', percentageValue: 0, amount: 0 },
    serviceCharge: { type: 'percentage', percentageValue: 0, amount: 0, label: null },
    deliveryCharge: { type: 'percentage', percentageValue: 0, amount: 0, label: null },
    voucher: { code: null, balance: 0, amount: 0 },
    discount: { code: null, type: null, value: 0, amount: 0 },
    credits: { amount: 0 },
    memberDiscount: { amount: 0 },
    subsidyDiscount: { amount: 0 },
  },
  pickupTime: new Date('2026-11-25T17:30:00Z'),
  createdAt: new Date('2026-11-25T17:00:00Z'),
  cancelReason: null,
  contact,
});

describe('where a placed order goes', () => {
  it.each<[string, unknown, object | null]>([
    ['a table number', { tableNum: '12', table: null }, { tableNum: '12' }],
    ['a numeric table number', { tableNum: 12 }, { tableNum: '12' }],
    [
      'a stadium seat',
      { tableNum: '112-F-7', table: { section: '112', row: 'F', seat: '7' } },
      { tableNum: '112-F-7', section: '112', row: 'F', seat: '7' },
    ],
    [
      'a table location and area',
      { tableNum: null, table: { tableLocation: 'Patio', tableArea: '4' } },
      { tableLocation: 'Patio', tableArea: '4' },
    ],
    ['nothing (take-out)', { tableNum: null, table: null }, null],
    ['an older order without contact', null, null],
  ])('%s', (_name, contact, table) => {
    expect(orderView(order(contact) as Parameters<typeof orderView>[0], []).table).toEqual(table);
  });
});

describe('the account credits of a placed order', () => {
  it('are the amount spent only: not the account’s id nor its balance (anyone holding the order id reads it)', () => {
    const placed = order(null);
    const costs = { ...placed.costs, credits: { id: 'trCVRmXedow0SAc6Ohjd4', balance: 2000, amount: 533 } };
    const view = orderView({ ...placed, costs } as Parameters<typeof orderView>[0], []);
    expect(view.costs.credits).toEqual({ amount: 5.33 });
    expect(JSON.stringify(view)).not.toContain('trCVRmXedow0SAc6Ohjd4');
  });
});

describe('the gift card and subsidy code of a placed order', () => {
  it('are the amounts only: not the card number, its balance, nor the program’s code', () => {
    const placed = order(null);
    const costs = {
      ...placed.costs,
      voucher: { code: '6011000000000050', balance: 5000, amount: 1250 },
      subsidyDiscount: { type: 'percentage', code: 'NVSUPPORT50', amount: 300, baseSubsidizedAmount: 600 },
    };
    const view = orderView({ ...placed, costs } as Parameters<typeof orderView>[0], []);
    expect(view.costs.voucher).toEqual({ code: null, amount: 12.5 });
    expect(view.costs.subsidyDiscount).toMatchObject({ code: null, amount: 3 });
    expect(JSON.stringify(view)).not.toMatch(/6011000000000050|NVSUPPORT50/);
  });
});

describe('the student of a school order', () => {
  const withStudent = (student: unknown) =>
    orderView({ ...order(null), type: 'school', student } as Parameters<typeof orderView>[0], []).student;

  it('is the school day, the student and the school: not the grade, classroom, teacher nor profile id', () => {
    const stored = {
      student: 'Maya Chen',
      studentId: 'stu_8f2k',
      school: 'Northview Elementary',
      grade: '3',
      classroom: '104',
      teacher: 'Mr. Okafor',
      date: '2026-12-01',
    };
    expect(withStudent(stored)).toEqual({
      date: '2026-12-01',
      name: 'Maya Chen',
      school: 'Northview Elementary',
    });
    expect(JSON.stringify(withStudent(stored))).not.toMatch(/stu_8f2k|104|Okafor/);
  });

  it('is null for an order without one, and leaves out what was not kept', () => {
    expect(withStudent(null)).toBeNull();
    expect(withStudent({ student: ' ', school: 'Northview Elementary' })).toEqual({
      date: null,
      name: null,
      school: 'Northview Elementary',
    });
  });
});
