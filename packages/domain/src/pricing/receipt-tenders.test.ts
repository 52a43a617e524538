/** What a receipt says paid the order (receipt-tenders.ts), on tenders as the costs pipeline applies them. */
import { describe, expect, it } from 'vitest';
import { receiptTenders } from './receipt-tenders';
import { applyTenders } from './tenders';

const TOTAL = 1130;

describe('receiptTenders', () => {
  it.each([
    ['the card pays it all: the total says it', null, null, []],
    [
      'account credits cover it: nothing left to pay',
      null,
      { id: '7', balance: 2000 },
      [
        { kind: 'credits', cents: 1130 },
        { kind: 'toPay', cents: 0 },
      ],
    ],
    [
      'a gift card, then credits, then the card',
      { code: '6011', balance: 500 },
      { id: '7', balance: 300 },
      [
        { kind: 'giftCard', cents: 500 },
        { kind: 'credits', cents: 300 },
        { kind: 'toPay', cents: 330 },
      ],
    ],
    ['a gift card without funds takes nothing', { code: '6011', balance: 0 }, null, []],
  ] as const)('%s', (_name, voucher, credits, expected) => {
    const tenders = applyTenders(TOTAL, voucher, credits);
    const shown = receiptTenders(tenders);
    expect(shown).toEqual(expected);
    // What the receipt lists adds up to the total it shows.
    if (shown.length > 0) expect(shown.reduce((sum, t) => sum + t.cents, 0)).toBe(TOTAL);
  });

  it('reads an order kept before credits were recorded on it (no credits part)', () => {
    expect(receiptTenders({ voucher: { amount: 0 }, amountToCharge: 1130 })).toEqual([]);
  });
});
