import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents } from '../money/money';
import { makeFile } from '../testing/factories';
import { MAPLE_ROUND, TABLE_OF_THREE } from '../testing/table-tab';
import { tabBill } from './bill';
import {
  cancelOverpays,
  itemBasis,
  type SplitPlan,
  shareCharge,
  shareStartingTip,
  sharesDue,
  shareTipBases,
  splitBill,
  tabRoundChoiceRefusal,
} from './split';

const bill = tabBill(TABLE_OF_THREE, null); // $67.80: l1 1808, l2 1469, l3 2599, l4 904

describe('splitBill', () => {
  it.each([
    ['one card for everything', { kind: 'whole' }, [6780]],
    ['evenly by 3', { kind: 'even', ways: 3 }, [2260, 2260, 2260]],
    [
      'evenly by 7 (cents to the first shares)',
      { kind: 'even', ways: 7 },
      [969, 969, 969, 969, 968, 968, 968],
    ],
    ['typed amounts that add up', { kind: 'amounts', amounts: [5000, 1780] }, [5000, 1780]],
    [
      'by item, the fries shared by all three',
      {
        kind: 'by_item',
        items: [
          { lineId: 'l1', payers: ['ana'] },
          { lineId: 'l2', payers: ['ana', 'ben'] },
          { lineId: 'l3', payers: ['ben'] },
          { lineId: 'l4', payers: ['ana', 'ben', 'cy'] },
        ],
      },
      // ana: 1808 + 735 + 302; ben: 734 + 2599 + 301; cy: 301
      [2845, 3634, 301],
    ],
  ] as const)('%s', (_name, plan, amounts) => {
    const result = splitBill(bill, plan as SplitPlan);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.shares.map((s) => s.amount)).toEqual(amounts);
    expect(sumCents(result.shares.map((s) => s.amount))).toBe(bill.total);
  });

  it('names who each share by item is for and the lines it pays', () => {
    const result = splitBill(bill, {
      kind: 'by_item',
      items: [
        { lineId: 'l1', payers: ['ana'] },
        { lineId: 'l2', payers: ['ana'] },
        { lineId: 'l3', payers: ['ben'] },
        { lineId: 'l4', payers: ['ben', 'ben'] },
      ],
    });
    expect(result).toEqual({
      ok: true,
      shares: [
        { payer: 'ana', amount: 3277, lineIds: ['l1', 'l2'] },
        { payer: 'ben', amount: 3503, lineIds: ['l3', 'l4'] },
      ],
    });
  });

  it.each([
    [
      'amounts that miss the bill',
      { kind: 'amounts', amounts: [5000, 1779] },
      { reason: 'amounts_do_not_add_up', difference: 1 },
    ],
    [
      'amounts over the bill',
      { kind: 'amounts', amounts: [7000] },
      { reason: 'amounts_do_not_add_up', difference: -220 },
    ],
    ['a zero amount', { kind: 'amounts', amounts: [6780, 0] }, { reason: 'amount_not_positive', index: 1 }],
    ['no amount', { kind: 'amounts', amounts: [] }, { reason: 'no_payer' }],
    ['zero ways', { kind: 'even', ways: 0 }, { reason: 'no_payer' }],
    ['51 ways', { kind: 'even', ways: 51 }, { reason: 'too_many_shares' }],
    [
      'a line nobody pays',
      { kind: 'by_item', items: [{ lineId: 'l1', payers: ['ana'] }] },
      { reason: 'line_not_assigned', lineId: 'l2' },
    ],
    [
      'a line of another bill',
      { kind: 'by_item', items: [{ lineId: 'zz', payers: ['ana'] }] },
      { reason: 'unknown_line', lineId: 'zz' },
    ],
    [
      'a line given twice',
      {
        kind: 'by_item',
        items: [
          { lineId: 'l1', payers: ['ana'] },
          { lineId: 'l1', payers: ['ben'] },
        ],
      },
      { reason: 'line_twice', lineId: 'l1' },
    ],
    [
      'a line with no payer',
      { kind: 'by_item', items: [{ lineId: 'l1', payers: [] }] },
      { reason: 'no_payer' },
    ],
  ] as const)('refuses %s', (_name, plan, refusal) => {
    expect(splitBill(bill, plan as SplitPlan)).toEqual({ ok: false, ...refusal });
  });

  it('always adds the shares up to the bill, whatever the bill and the split', () => {
    const line = fc.record({
      amount: fc.integer({ min: 0, max: 50_000 }),
      payers: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            total: fc.integer({ min: 0, max: 200_000 }),
            lines: fc.array(line, { minLength: 1, maxLength: 6 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 1, max: 50 }),
        (orders, ways) => {
          const rounds = orders.map((o, i) => ({
            orderId: `o${i}`,
            orderedBy: null,
            total: o.total,
            lines: o.lines.map((l, j) => ({ id: `o${i}l${j}`, name: 'x', quantity: 1, amount: l.amount })),
          }));
          const whole = tabBill(rounds, null);
          const items = orders.flatMap((o, i) =>
            o.lines.map((l, j) => ({ lineId: `o${i}l${j}`, payers: l.payers })),
          );
          for (const plan of [
            { kind: 'even', ways },
            { kind: 'by_item', items },
          ] as SplitPlan[]) {
            const result = splitBill(whole, plan);
            if (!result.ok) throw new Error(result.reason);
            expect(sumCents(result.shares.map((s) => s.amount))).toBe(whole.total);
          }
        },
      ),
    );
  });
});

describe('shareTipBases', () => {
  // The bill's subtotal is 6000 (1600 + 1300 + 2300 + 800) of its 6780.
  it.each([
    ['one card for everything', [6780], [6000]],
    ['evenly by 3', [2260, 2260, 2260], [2000, 2000, 2000]],
    ['evenly by 7', [969, 969, 969, 969, 968, 968, 968], [858, 857, 857, 857, 857, 857, 857]],
    ['by amounts', [1000, 5780], [885, 5115]],
  ] as const)('%s: the subtotal spread by the shares, to the cent', (_name, amounts, bases) => {
    expect(shareTipBases(bill, amounts)).toEqual(bases);
    expect(sumCents(shareTipBases(bill, amounts))).toBe(6000);
  });
  it('by item: each share’s own lines before taxes, a shared line divided as its total is', () => {
    const lineIds = [['l1', 'l2', 'l4'], ['l2', 'l3', 'l4'], ['l4']];
    // ana: 1600 + 650 + 267; ben: 650 + 2300 + 267; cy: 266.
    expect(shareTipBases(bill, [2845, 3634, 301], lineIds)).toEqual([2517, 3217, 266]);
  });

  it('by item: the payer of a zero-rated item tips on its price, not on a part carrying others’ taxes', () => {
    const maple = tabBill([MAPLE_ROUND], null);
    const split = splitBill(maple, {
      kind: 'by_item',
      items: [
        { lineId: 'syrup', payers: ['ana'] },
        { lineId: 'pancakes', payers: ['ben'] },
        { lineId: 'coffee', payers: ['ben'] },
      ],
    });
    if (!split.ok) throw new Error('split refused');
    const amounts = split.shares.map((s) => s.amount);
    // Spread by amounts (1320 and 2584), Ana's $12.00 of syrup would tip on 1116.
    expect(shareTipBases(maple, amounts)).toEqual([1116, 2184]);
    expect(
      shareTipBases(
        maple,
        amounts,
        split.shares.map((s) => s.lineIds),
      ),
    ).toEqual([1200, 2100]);
  });

  it('a bill of nothing has nothing to tip on', () => {
    expect(shareTipBases({ lines: [], total: 0 }, [0])).toEqual([0]);
  });
});

describe('sharesDue', () => {
  // The kitchen cancels the round of l3 (2599) after the split: the bill is 4181.
  const cancelled = { lines: bill.lines.filter((l) => l.id !== 'l3'), total: bill.total - 2599 };
  // A bill below what the paid share paid (its round cancelled after it paid).
  const below = { lines: [], total: 3000 };
  const even = (open: boolean[]) => open.map((o) => ({ amount: 3390, lineIds: [], open: o }));
  const byItem = (open: boolean[]) => [
    { amount: 2845, lineIds: ['l1', 'l2', 'l4'], open: open[0]! },
    { amount: 3634, lineIds: ['l2', 'l3', 'l4'], open: open[1]! },
    { amount: 301, lineIds: ['l4'], open: open[2]! },
  ];

  it.each([
    ['nothing cancelled: what the split gave', bill, even([false, true]), [3390, 3390]],
    ['evenly, none paid: the bill left spread by their amounts', cancelled, even([true, true]), [2091, 2090]],
    [
      'evenly, one paid: the open share pays what the paid one left',
      cancelled,
      even([false, true]),
      [3390, 791],
    ],
    ['evenly, both paid: what they paid', cancelled, even([false, false]), [3390, 3390]],
    [
      'by item, none paid: Ben, whose item it was, pays less',
      cancelled,
      byItem([true, true, true]),
      [2845, 1035, 301],
    ],
    ['by item, Ana paid: the same for Ben and Cy', cancelled, byItem([false, true, true]), [2845, 1035, 301]],
    // Ben paid for his item before it was cancelled: the table never pays more than the bill, so Ana and Cy pay what
    // is left of it (547 of their 3146), in proportion.
    ['by item, Ben paid: the others what is left', cancelled, byItem([true, false, true]), [495, 3634, 52]],
    ['evenly, one paid of a bill now below it: nothing left', below, even([false, true]), [3390, 0]],
  ] as const)('%s', (_name, on, shares, due) => {
    expect(sharesDue(on, shares)).toEqual(due);
  });

  it('reads a split by item’s taxes from its lines only while each share is due what its lines come to', () => {
    const lines = byItem([true, true, true]).map((s) => s.lineIds);
    expect(itemBasis(bill, lines, [2845, 3634, 301])).toEqual(lines);
    expect(itemBasis(cancelled, lines, [2845, 1035, 301])).toEqual(lines);
    // Ben paid 3634 for lines of which 2599 were cancelled since: by amount.
    expect(itemBasis(cancelled, lines, [495, 3634, 52])).toBeUndefined();
    expect(itemBasis(bill, [[], []], [3390, 3390])).toBeUndefined();
  });

  it('leaves the open shares what the paid ones left of the bill, never more than the split gave each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 50_000 }), open: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 400_000 }),
        (drawn, cut) => {
          const shares = drawn.map((s) => ({ ...s, lineIds: [] }));
          const total = Math.max(0, sumCents(shares.map((s) => s.amount)) - cut);
          const due = sharesDue({ lines: [], total }, shares);
          const settled = sumCents(shares.filter((s) => !s.open).map((s) => s.amount));
          const open = due.filter((_, i) => shares[i]!.open);
          due.forEach((d, i) => {
            expect(d).toBeLessThanOrEqual(shares[i]!.amount);
            if (!shares[i]!.open) expect(d).toBe(shares[i]!.amount);
          });
          if (open.length > 0) expect(sumCents(open)).toBe(Math.max(0, total - settled));
        },
      ),
    );
  });
});

describe('shareCharge', () => {
  it.each([
    ['no tip', 2260, 2000, null, { tip: 0, charge: 2260 }],
    [
      '15 % of the share before taxes',
      2260,
      2000,
      { type: 'percentage', percentageValue: 15, amount: 0 },
      { tip: 300, charge: 2560 },
    ],
    ['$5 typed', 2260, 2000, { type: 'dollar', percentageValue: 0, amount: 500 }, { tip: 500, charge: 2760 }],
  ] as const)('%s', (_name, amount, base, tip, expected) => {
    expect(shareCharge(amount, base, tip)).toEqual(expected);
  });
});

describe('splitBill by item, lines taxed at different rates', () => {
  it("charges each guest their own lines' taxes and their part of the charge", () => {
    const result = splitBill(tabBill([MAPLE_ROUND], null), {
      kind: 'by_item',
      items: [
        { lineId: 'syrup', payers: ['ana'] },
        { lineId: 'pancakes', payers: ['ben'] },
        { lineId: 'coffee', payers: ['ana', 'cy'] },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // ana: syrup 1200 + 120 service, no tax; half the coffee (330 + 17 → 174 and 173). ben: 1800 + 180 + 257 HST.
    expect(result.shares.map((s) => [s.payer, s.amount])).toEqual([
      ['ana', 1320 + 174],
      ['ben', 2237],
      ['cy', 173],
    ]);
    expect(sumCents(result.shares.map((s) => s.amount))).toBe(MAPLE_ROUND.total);
  });
});

describe('shareStartingTip', () => {
  const tips = (selected: number | null, modes: ('dine-in' | 'pickup')[] | null) =>
    makeFile({
      order_options: {
        tip_config: {
          default_values: [15, 18, 20],
          default_value_selected: selected,
          default_value_modes: modes,
          total_summary_title: null,
        },
      },
    });

  it.each([
    ['the dine-in preselection (the demo: the third, 20 %)', tips(2, ['dine-in']), 20],
    ['a preselection for every way', tips(1, null), 18],
    ['none where it is only for pickup', tips(2, ['pickup']), null],
    ['none where none is preselected', tips(null, null), null],
  ] as const)('is %s', (_name, file, percent) => {
    expect(shareStartingTip(file)).toEqual(
      percent === null ? null : { type: 'percentage', percentageValue: percent, amount: 0 },
    );
  });

  it('is none where the restaurant takes no tips, whatever the payer’s own default', () => {
    expect(shareStartingTip(makeFile({ order_options: { tip_config: null } }))).toBeNull();
    expect(shareStartingTip(makeFile({ order_options: { tip_config: null } }), 22)).toBeNull();
  });

  it('is a signed-in payer’s own default where the restaurant takes tips; their 0 % is no tip', () => {
    expect(shareStartingTip(tips(2, ['dine-in']), 22)).toEqual({
      type: 'percentage',
      percentageValue: 22,
      amount: 0,
    });
    expect(shareStartingTip(tips(2, ['dine-in']), 0)).toBeNull();
  });
});

describe('cancelOverpays', () => {
  it.each([
    // bill, paid so far, the round cancelled, whether the paid shares would pass the bill without it
    [4916, 2458, 1639, false],
    [4916, 2458, 3277, true],
    [4916, 0, 4916, false],
    [4916, 3277, 1639, false],
    [4916, 3278, 1639, true],
  ])('a bill of %i with %i paid, a round of %i cancelled: %s', (bill, settled, round, overpays) => {
    expect(cancelOverpays(bill, settled, round)).toBe(overpays);
  });
});

describe('tabRoundChoiceRefusal', () => {
  it.each([
    [{}, null],
    [{ voucher: { code: '6011 0000 0000 0050' } }, 'gift_card'],
    [{ voucher: { code: null } }, null],
    [{ credits: { id: '42' } }, 'credits'],
    [{ credits: { id: null } }, null],
    [{ tip: { type: 'percentage', percentageValue: 20 } }, 'tip'],
    [{ tip: { type: 'dollar', amount: 2 } }, 'tip'],
    [{ tip: { type: 'percentage', percentageValue: 0 } }, null],
    [{ tip: null }, null],
  ] as const)('%j is refused for %s', (choice, refused) => {
    expect(tabRoundChoiceRefusal(choice)).toBe(refused);
  });
});
