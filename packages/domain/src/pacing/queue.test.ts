import { describe, expect, it } from 'vitest';
import { aheadWindow, type KitchenQuote, type OpenOrder, ordersAhead, STALE_AFTER_MS } from './queue';

// Wednesday 4 March 2026, 11:30 in Toronto.
const NOW = new Date('2026-03-04T16:30:00Z');
const min = (m: number) => new Date(NOW.getTime() + m * 60_000);
const open = (kitchen: string, ...dues: number[]): OpenOrder[] => dues.map((m) => ({ due: min(m), kitchen }));
const quote = (readyIn: number | null, latestIn = 240): KitchenQuote => ({
  readyAt: readyIn === null ? null : min(readyIn),
  latest: min(latestIn),
});

describe('the orders ahead of a cart', () => {
  it.each([
    ['an empty kitchen', [], new Map([['', quote(25)]]), 0],
    // The quickest item's wait (25 min) would see none of these: the cart itself is quoted at 57.
    ['a kitchen behind: all due by the cart’s own time', open('', 30, 40, 55), new Map([['', quote(57)]]), 3],
    ['one due at the very time quoted was placed first', open('', 57), new Map([['', quote(57)]]), 1],
    [
      'those due after the cart’s time are made after it',
      open('', 20, 58, 90),
      new Map([['', quote(57)]]),
      1,
    ],
    [
      'a cart nothing can fit within the horizon: all due before its end',
      open('', 30, 200, 250),
      new Map([['', quote(null)]]),
      2,
    ],
    ['late but not stale: still waited for', open('', -60, -119), new Map([['', quote(25)]]), 2],
    [
      'stale (past its time by more than two hours): not counted',
      open('', -121, -300),
      new Map([['', quote(25)]]),
      0,
    ],
    [
      'a hub: each kitchen’s orders up to the cart’s time there',
      [...open('tacos', 10, 50), ...open('grill', 10, 50)],
      new Map([
        ['tacos', quote(20)],
        ['grill', quote(60)],
      ]),
      3,
    ],
    [
      'a hub: a kitchen the cart is not made in holds nothing ahead of it',
      open('pizza', 5, 10),
      new Map([['tacos', quote(20)]]),
      0,
    ],
  ] as [string, OpenOrder[], Map<string, KitchenQuote>, number][])('%s', (_name, orders, quotes, count) => {
    expect(ordersAhead(orders, quotes, NOW)).toBe(count);
  });

  it('reads the open orders from the stale limit to the latest time any kitchen quotes', () => {
    const window = aheadWindow(
      new Map([
        ['a', quote(20)],
        ['b', quote(null, 250)],
      ]),
      NOW,
    );
    expect(window).toEqual({ from: new Date(NOW.getTime() - STALE_AFTER_MS), to: min(250) });
  });
});
