import { describe, expect, it } from 'vitest';
import { closingCaptures, closingCharge, closingParts, idlePastLimit } from './close';

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
