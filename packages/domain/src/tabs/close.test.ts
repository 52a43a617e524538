import { describe, expect, it } from 'vitest';
import {
  capturedAs,
  closedParts,
  closingCaptures,
  closingCharge,
  closingParts,
  idlePastLimit,
} from './close';

describe('closingCaptures', () => {
  it.each([
    ['nothing left: the whole hold is released', 0, [{ id: 'opener', amount: 5000 }], [[0, 5000]], 0],
    [
      'what remains from the hold, the rest released',
      3277,
      [{ id: 'opener', amount: 5000 }],
      [[3277, 1723]],
      0,
    ],
    ['a raised hold captured whole', 10000, [{ id: 'opener', amount: 10000 }], [[10000, 0]], 0],
    [
      "the opener's hold first, then another card's",
      6500,
      [
        { id: 'opener', amount: 5000 },
        { id: 'second', amount: 3000 },
      ],
      [
        [5000, 0],
        [1500, 1500],
      ],
      0,
    ],
    ['more than held is reported, never captured', 5200, [{ id: 'opener', amount: 5000 }], [[5000, 0]], 200],
  ] as const)('%s', (_name, remaining, holds, expected, uncovered) => {
    const plan = closingCaptures(remaining, holds);
    expect(plan.captures.map((c) => [c.capture, c.release])).toEqual(expected);
    expect(plan.uncovered).toBe(uncovered);
  });
});

describe('idlePastLimit', () => {
  const last = new Date('2026-06-05T19:00:00Z');
  it.each([
    ['2 h 59 min after the last round', '2026-06-05T21:59:00Z', false],
    ['3 h after the last round', '2026-06-05T22:00:00Z', true],
    ['the next day', '2026-06-06T09:00:00Z', true],
  ])('with a 3 h limit, %s: %s', (_name, now, expected) => {
    expect(idlePastLimit(last, new Date(now), 180)).toBe(expected);
  });
});

describe('closingCharge', () => {
  // Two sandwiches: 2900 before taxes, 377 of HST, 3277 in all.
  it('charges the part nobody paid with no tip when the opener or staff close', () => {
    expect(closingCharge(3277, [{ amount: 3277, tipBase: 2900 }], 0)).toEqual({
      parts: [{ amount: 3277, tip: 0 }],
      tip: 0,
      total: 3277,
    });
  });

  it('takes the idle close’s tip on the part before taxes, as a payer’s own tip on a share is', () => {
    // 15 % of 2900, not of 3277 (which would be 492).
    expect(closingCharge(3277, [{ amount: 3277, tipBase: 2900 }], 15)).toEqual({
      parts: [{ amount: 3277, tip: 435 }],
      tip: 435,
      total: 3712,
    });
  });

  it('reads each open share as its own receipt would, the parts adding up to the capture', () => {
    // An even split by three (1093, 1092, 1092), the first paid: the two others charged at 18 %.
    const charged = closingCharge(
      2184,
      [
        { amount: 1092, tipBase: 967 },
        { amount: 1092, tipBase: 966 },
      ],
      18,
    );
    expect(charged.parts.map((p) => p.amount)).toEqual([1092, 1092]);
    expect(charged.tip).toBe(348);
    expect(charged.parts.map((p) => p.tip)).toEqual([174, 174]);
    expect(charged.total).toBe(2184 + 348);
  });

  it('spreads what is owed over the open shares when a round was cancelled after the split', () => {
    const charged = closingCharge(
      1000,
      [
        { amount: 1639, tipBase: 1450 },
        { amount: 1638, tipBase: 1450 },
      ],
      0,
    );
    expect(charged.parts).toEqual([
      { amount: 500, tip: 0 },
      { amount: 500, tip: 0 },
    ]);
  });

  it('charges nothing when everything was paid, and refuses to lose money on no part', () => {
    expect(closingCharge(0, [], 18)).toEqual({ parts: [], tip: 0, total: 0 });
    expect(() => closingCharge(500, [], 18)).toThrow(RangeError);
    expect(() => closingParts(0, 75, [])).toThrow(RangeError);
  });
});

describe('closingParts', () => {
  it('reads a close already made from what it captured, so the receipts say what the card was charged', () => {
    expect(
      closingParts(2184, 348, [
        { amount: 1092, tipBase: 967 },
        { amount: 1092, tipBase: 966 },
      ]),
    ).toEqual({
      parts: [
        { amount: 1092, tip: 174 },
        { amount: 1092, tip: 174 },
      ],
      tip: 348,
      total: 2532,
    });
  });
});

describe('capturedAs', () => {
  it.each([
    // captured, owed, tip -> the bill, the tip
    [3712, 3277, 435, 3277, 435],
    [5000, 4916, 653, 4916, 84],
    [4000, 4916, 653, 4000, 0],
    [0, 3277, 435, 0, 0],
    [3277, 3277, 0, 3277, 0],
  ])(
    'captured %i of %i owed and %i of tip: %i for the bill, %i of tip',
    (captured, owed, tip, bill, took) => {
      expect(capturedAs(captured, owed, tip)).toEqual({ owed: bill, tip: took });
    },
  );
});

describe('closedParts', () => {
  it('says the whole share and the tip when the cards covered both', () => {
    expect(closedParts(3712, 435, [{ amount: 3277, tipBase: 2900, taxes: 377 }])).toEqual([
      { amount: 3277, tip: 435, taxes: 377 },
    ]);
  });

  it('says the bill whole and the tip cut when the held cards fell short of both', () => {
    const kept = capturedAs(5000, 4916, 653);
    expect(closedParts(5000, kept.tip, [{ amount: 4916, tipBase: 4350, taxes: 566 }])).toEqual([
      { amount: 4916, tip: 84, taxes: 566 },
    ]);
  });

  it('carries a part’s taxes in proportion when it was charged less than its share', () => {
    // Two open shares of 1639 (189 of taxes each); the held cards gave 2278 of the 3278 owed.
    expect(
      closedParts(2278, 0, [
        { amount: 1639, tipBase: 1450, taxes: 189 },
        { amount: 1639, tipBase: 1450, taxes: 189 },
      ]),
    ).toEqual([
      { amount: 1139, tip: 0, taxes: 131 },
      { amount: 1139, tip: 0, taxes: 131 },
    ]);
  });

  it('has no parts when nothing was left unpaid', () => {
    expect(closedParts(0, 0, [])).toEqual([]);
  });
});
