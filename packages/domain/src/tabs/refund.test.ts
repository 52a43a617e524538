import { describe, expect, it } from 'vitest';
import { TABLE_OF_THREE } from '../testing/table-tab';
import { tabBill } from './bill';
import { type CapturedHold, type PaidShare, tabLineRefund } from './refund';
import { splitBill } from './split';

// Lines l1 1808, l2 1469, l3 2599, l4 904: 6780 in all.
const bill = tabBill(TABLE_OF_THREE, null);

/** The shares a split gives, each paid (or not) and refundable for what it paid. */
function sharesOf(
  plan: Parameters<typeof splitBill>[1],
  unpaid: readonly number[] = [],
): PaidShare<string>[] {
  const split = splitBill(bill, plan);
  if (!split.ok) throw new Error(split.reason);
  return split.shares.map((s, i) => ({
    id: `share${i + 1}`,
    amount: s.amount,
    lineIds: s.lineIds,
    paid: !unpaid.includes(i),
    refundable: unpaid.includes(i) ? 0 : s.amount,
  }));
}

const hold = (id: string, captured: number): CapturedHold<string> => ({ id, captured, refundable: captured });
const sum = (parts: readonly { amount: number }[]) => parts.reduce((a, p) => a + p.amount, 0);

const byItem = {
  kind: 'by_item',
  items: [
    { lineId: 'l1', payers: ['ana'] },
    { lineId: 'l2', payers: ['ana', 'ben'] },
    { lineId: 'l3', payers: ['ben'] },
    { lineId: 'l4', payers: ['cy'] },
  ],
} as const;

describe('tabLineRefund', () => {
  it.each([
    ['a line one payer paid goes back to that payer', byItem, [], [], 'l1', 1808, [['share1', 1808]]],
    [
      'a shared line goes back to its payers in the parts they paid',
      byItem,
      [],
      [],
      'l2',
      1469,
      [
        ['share1', 735],
        ['share2', 734],
      ],
    ],
    [
      'a unit of a shared line: its amount spread the same way',
      byItem,
      [],
      [],
      'l2',
      501,
      [
        ['share1', 251],
        ['share2', 250],
      ],
    ],
    [
      'a share left unpaid was captured from the hold: its part goes back to the hold',
      byItem,
      [2],
      [hold('hold1', 904)],
      'l4',
      904,
      [['hold1', 904]],
    ],
    [
      'an even split: every share paid a part of every line',
      { kind: 'even', ways: 2 },
      [],
      [],
      'l1',
      1808,
      [
        ['share1', 904],
        ['share2', 904],
      ],
    ],
    [
      'an even split with one share left to the hold',
      { kind: 'even', ways: 2 },
      [1],
      [hold('hold1', 3390)],
      'l3',
      2599,
      [
        ['share1', 1300],
        ['hold1', 1299],
      ],
    ],
    [
      'no split: the holds captured everything, each card its part',
      null,
      [],
      [hold('hold1', 5000), hold('hold2', 1780)],
      'l1',
      1808,
      [
        ['hold1', 1333],
        ['hold2', 475],
      ],
    ],
  ] as const)('%s', (_name, plan, unpaid, holds, lineId, amount, expected) => {
    const shares = plan ? sharesOf(plan, unpaid) : [];
    const result = tabLineRefund({ closed: true, bill, shares, holds }, [{ lineId, amount }]);
    expect(result.ok && result.parts.map((p) => [p.id, p.amount])).toEqual(expected);
    expect(result.ok && sum(result.parts)).toBe(amount);
  });

  it('refunding every line returns each payer exactly what they paid of the bill', () => {
    for (const plan of [
      byItem,
      { kind: 'even', ways: 3 } as const,
      { kind: 'amounts', amounts: [1000, 5780] } as const,
    ]) {
      const shares = sharesOf(plan);
      const result = tabLineRefund(
        { closed: true, bill, shares, holds: [] },
        bill.lines.map((l) => ({ lineId: l.id, amount: l.total })),
      );
      if (!result.ok) throw new Error(result.reason);
      expect(sum(result.parts)).toBe(bill.total);
      for (const part of result.parts)
        expect(part.amount).toBeLessThanOrEqual(shares.find((s) => s.id === part.id)!.refundable);
    }
  });

  it('gives what a payment no longer holds to the others that paid the line', () => {
    const shares = sharesOf(byItem).map((s) => (s.id === 'share1' ? { ...s, refundable: 100 } : s));
    const result = tabLineRefund({ closed: true, bill, shares, holds: [] }, [{ lineId: 'l2', amount: 1469 }]);
    expect(result.ok && result.parts).toEqual([
      { id: 'share1', amount: 100 },
      { id: 'share2', amount: 1369 },
    ]);
  });

  it.each([
    ['a tab still open: nothing was paid yet', false, 'l1', { ok: false, reason: 'tab_open' }],
    ['a line not on the bill', true, 'l9', { ok: false, reason: 'unknown_line', lineId: 'l9' }],
  ] as const)('refuses %s', (_name, closed, lineId, expected) => {
    const result = tabLineRefund({ closed, bill, shares: sharesOf(byItem), holds: [] }, [
      { lineId, amount: 1 },
    ]);
    expect(result).toEqual(expected);
  });

  it('refuses when every payment that covered the line was refunded already', () => {
    const shares = sharesOf(byItem).map((s) => ({ ...s, refundable: 0 }));
    const result = tabLineRefund({ closed: true, bill, shares, holds: [] }, [{ lineId: 'l1', amount: 1808 }]);
    expect(result).toEqual({ ok: false, reason: 'nothing_paid' });
  });
});
