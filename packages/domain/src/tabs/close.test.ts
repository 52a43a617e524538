import { describe, expect, it } from 'vitest';
import { autoCloseTip, closingCaptures, idlePastLimit } from './close';

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

describe('autoCloseTip', () => {
  it('is none in the demo, a percentage of what remains otherwise', () => {
    expect(autoCloseTip(3277, 0)).toBe(0);
    expect(autoCloseTip(3277, 15)).toBe(492);
  });
});
