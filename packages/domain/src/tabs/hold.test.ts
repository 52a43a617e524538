import { describe, expect, it } from 'vitest';
import { decideRound, type TabCover } from './hold';

const demo: TabCover = { held: 5000, billed: 0, step: 5000, canRaise: true, limit: null };

describe('decideRound', () => {
  it.each([
    ['a first round under the $50 hold goes at once', { billed: 0 }, 3200, { kind: 'send' }],
    ['a round that reaches the hold exactly goes', { billed: 3200 }, 1800, { kind: 'send' }],
    ['an empty round goes', { billed: 5000 }, 0, { kind: 'send' }],
    [
      'a round one cent past the hold raises it by one step',
      { billed: 3200 },
      1801,
      { kind: 'raise', to: 10000, by: 5000 },
    ],
    [
      'a round far past the hold raises it by whole steps until covered',
      { billed: 4000 },
      12000,
      { kind: 'raise', to: 20000, by: 15000 },
    ],
    [
      'a raised hold covers later rounds without raising again',
      { held: 10000, billed: 6801 },
      3000,
      { kind: 'send' },
    ],
    [
      'a processor that cannot raise asks for another card for the difference',
      { billed: 4500, canRaise: false },
      1000,
      { kind: 'another_card', short: 500 },
    ],
    [
      "a suite owner's tab past its limit: the guest pays this round",
      { held: 50000, billed: 24000, limit: 25000 },
      1500,
      { kind: 'over_limit', left: 1000 },
    ],
    [
      "a suite owner's tab up to its limit exactly still goes",
      { held: 50000, billed: 24000, limit: 25000 },
      1000,
      { kind: 'send' },
    ],
    [
      "a suite's event-day tab holds no card: a round up to its limit goes",
      { held: null, billed: 7000, limit: 8000 },
      1000,
      { kind: 'send' },
    ],
    [
      "a suite's event-day tab one cent past its limit: the guest pays this round",
      { held: null, billed: 7000, limit: 8000 },
      1001,
      { kind: 'over_limit', left: 1000 },
    ],
    [
      "a suite's tab already past a limit lowered since leaves nothing",
      { held: null, billed: 9000, limit: 8000 },
      1,
      { kind: 'over_limit', left: 0 },
    ],
    ["a suite's tab without a limit takes any round", { held: null, billed: 90000 }, 50000, { kind: 'send' }],
  ] as const)('%s', (_name, over, round, expected) => {
    expect(decideRound({ ...demo, ...over }, round)).toEqual(expected);
  });

  it('never sends a round the holds do not cover', () => {
    for (let billed = 0; billed <= 20000; billed += 733) {
      for (let round = 0; round <= 9000; round += 457) {
        const cover = { ...demo, held: 7000, billed: Math.min(billed, 7000) };
        const decision = decideRound(cover, round);
        if (decision.kind === 'send') expect(cover.billed + round).toBeLessThanOrEqual(cover.held);
        if (decision.kind === 'raise') expect(decision.to).toBeGreaterThanOrEqual(cover.billed + round);
      }
    }
  });

  it('refuses a round that is not whole cents', () => {
    expect(() => decideRound(demo, 12.5)).toThrow(RangeError);
    expect(() => decideRound(demo, -1)).toThrow(RangeError);
  });
});
