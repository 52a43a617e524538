/** What a cart costs (computeCosts): the tip, the tenders that pay it, and when no payment is required. */
import { describe, expect, it } from 'vitest';
import { costsHarness, type FileOverrides } from '../testing/costs-harness';
import { makeItem, TAX_MODES } from '../testing/factories';
import type { CostsInput } from './types';

describe.each(TAX_MODES)('costs ($mode)', ({ inclusive }) => {
  const { costs } = costsHarness(inclusive);

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
