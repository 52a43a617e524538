import { describe, expect, it } from 'vitest';
import {
  type CostChoices,
  clearAfterOrder,
  clearDiscount,
  EMPTY_CHOICES,
  resetAfterFailure,
  setDiscount,
  setTip,
  setVoucher,
} from './cost-state';

const chosen: CostChoices = {
  tip: { type: 'percentage', percentageValue: 18, amount: 0 },
  discount: { code: 'SAVE', value: '10' },
  voucher: { code: 'GIFT', balance: 2500 },
  credits: { id: 'c1', balance: 700 },
  subsidyCode: 'KIND',
  chosenAmountToBePaid: 300,
};

describe('tip choice', () => {
  it.each([
    [
      'a percentage tip zeroes the amount',
      'percentage',
      15,
      { type: 'percentage', percentageValue: 15, amount: 0 },
    ],
    [
      'a dollar tip zeroes the percentage',
      'dollar',
      250,
      { type: 'dollar', percentageValue: 0, amount: 250 },
    ],
    [
      'a negative tip becomes its absolute value',
      'dollar',
      -250,
      { type: 'dollar', percentageValue: 0, amount: 250 },
    ],
    ['a negative percentage too', 'percentage', -20, { type: 'percentage', percentageValue: 20, amount: 0 }],
  ] as const)('%s', (_, type, value, tip) => {
    expect(setTip(chosen, type, value).tip).toEqual(tip);
  });
});

describe('discount, voucher and failure state', () => {
  it('setting a discount keeps its code and text value', () => {
    expect(setDiscount(EMPTY_CHOICES, 'HALF', '50').discount).toEqual({ code: 'HALF', value: '50' });
  });

  it('clearing a discount resets it to no code', () => {
    expect(clearDiscount(chosen)).toEqual({ ...chosen, discount: null });
  });

  it('a voucher sets its code and balance (its amount is computed from 0)', () => {
    expect(setVoucher(EMPTY_CHOICES, 'NEW', 1000).voucher).toEqual({ code: 'NEW', balance: 1000 });
  });

  it.each([
    ['discount', { ...chosen, discount: null }],
    ['promo', { ...chosen, discount: null }],
    ['gift_card', { ...chosen, voucher: null }],
  ] as const)('a %s failure resets that choice only', (failure, expected) => {
    expect(resetAfterFailure(chosen, failure)).toEqual(expected);
  });

  it('clearing after an order wipes voucher, credits, subsidy and discount, keeping the tip preference', () => {
    expect(clearAfterOrder(chosen)).toEqual({ ...EMPTY_CHOICES, tip: chosen.tip });
  });

  it('never mutates', () => {
    const copy = JSON.parse(JSON.stringify(chosen)) as CostChoices;
    clearDiscount(chosen);
    resetAfterFailure(chosen, 'gift_card');
    setTip(chosen, 'dollar', 5);
    expect(chosen).toEqual(copy);
  });
});
