import { describe, expect, it } from 'vitest';
import type { Costs } from '../pricing/types';
import { costsBody, costsChoice, toCostsBody } from './costs';

const charge = { amount: 0, label: null, type: 'percentage' as const, percentageValue: 0 };
const costs: Costs = {
  subtotal: 2550,
  subtotalDiscounted: 2295,
  taxes: 298,
  taxBrackets: [{ key: 'tax1', label: 'HST', rate: 0.13, amount: 298 }],
  taxInfo: { inclusive: false, province: 'on', rebateApplied: false },
  total: 2593,
  totalWithoutTaxes: 2295,
  totalWithTip: 3006,
  tip: { percentageValue: 18, amount: 413, type: 'percentage' },
  serviceCharge: charge,
  deliveryCharge: { ...charge, amount: 105, percentageValue: 10 },
  voucher: { code: 'GC1', balance: 1000, amount: 1000 },
  discount: { percentageValue: 10, amount: 255, type: 'percentage', code: 'SAVE10' },
  credits: { id: null, balance: 0, amount: 0 },
  memberDiscount: { preTax: true, amount: 0 },
  subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
  amountToCharge: 2006,
  paymentNotRequired: false,
};

describe('Money crosses the API as dollars with at most 2 decimals', () => {
  it('turns the pipeline cents into dollars', () => {
    const body = toCostsBody(costs);
    expect([
      body.subtotal,
      body.taxes,
      body.totalWithTip,
      body.tip.amount,
      body.deliveryCharge.amount,
    ]).toEqual([25.5, 2.98, 30.06, 4.13, 1.05]);
    expect(body.taxBrackets[0]!.amount).toBe(2.98);
    expect(body.voucher).toEqual({ code: 'GC1', balance: 10, amount: 10 });
    expect(costsBody.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ tip: { type: 'dollar', amount: -5 } }, true],
    [{ tip: { type: 'dollar', amount: 5.555 } }, false],
    [{ tip: { type: 'percentage', percentageValue: 120 } }, false],
    [{ discount: { code: 'SAVE10' }, voucher: { code: null }, credits: { id: 7 } }, true],
    [{ subsidyDiscount: { chosenAmountToBePaid: 2.5 } }, true],
    [{ total: 12.345 }, false],
    [{ subtotal: 1 }, false],
  ])('choice %o -> %s', (value, ok) => {
    expect(costsChoice.safeParse(value).success).toBe(ok);
  });
});
