import { describe, expect, it } from 'vitest';
import { funnelBeacon, funnelConversion, refusalCategory } from './events';

describe('refusal categories: the specification analytics mapping by server code', () => {
  it.each([
    [415, 'sold-out'],
    [426, 'unavailable'],
    [428, 'price-changed'],
    [1804, 'out-of-stock'],
    [2202, 'member'],
    [416, 'availability'],
    [417, 'availability'],
    [418, 'availability'],
    [422, 'availability'],
    [424, 'availability'],
    [419, 'paused'],
    [410, 'transaction-failed'],
    [200, 'payment'],
    [1803, 'payment'],
    [400, 'general'],
    [500, 'general'],
    [201, 'general'],
  ] as const)('%i is %s', (code, category) => {
    expect(refusalCategory(code)).toBe(category);
  });
});

describe('the funnel', () => {
  it('says each step as a share of the one before, none after an empty step', () => {
    expect(
      funnelConversion({ 'menu-viewed': 200, 'item-added': 50, 'checkout-reached': 0, 'order-placed': 0 }),
    ).toEqual([
      { step: 'item-added', from: 'menu-viewed', rate: 0.25 },
      { step: 'checkout-reached', from: 'item-added', rate: 0 },
      { step: 'order-placed', from: 'checkout-reached', rate: null },
    ]);
  });

  it('takes a batch of known steps and ways only', () => {
    const ok = { restaurant: 'maple-table', events: [{ step: 'menu-viewed', way: 'pickup' }] };
    expect(funnelBeacon.safeParse(ok).success).toBe(true);
    for (const bad of [
      { restaurant: 'maple-table', events: [] },
      { restaurant: 'maple-table', events: [{ step: 'bought' }] },
      { restaurant: 'maple-table', events: [{ step: 'menu-viewed', userId: 4 }] },
      { restaurant: 'Maple Table', events: [{ step: 'menu-viewed' }] },
      { restaurant: 'maple-table', events: Array(21).fill({ step: 'menu-viewed' }) },
    ])
      expect(funnelBeacon.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
  });
});
