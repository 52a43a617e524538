import { describe, expect, it } from 'vitest';
import { type FunnelCounts, funnelBeacon, funnelConversion, nestedFunnel, refusalCategory } from './events';

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

  const counts = (menu: number, item: number, checkout: number, order: number): FunnelCounts => ({
    'menu-viewed': menu,
    'item-added': item,
    'checkout-reached': checkout,
    'order-placed': order,
  });

  it.each([
    ['already nested', counts(200, 50, 20, 15), counts(200, 50, 20, 15)],
    // Every item added counted, as before a visit counted each step once: 3 items for each of 40 menus.
    ['more items added than menus viewed', counts(40, 120, 30, 25), counts(120, 120, 30, 25)],
    // Carts kept on the device opened straight at the checkout, their menu viewed another day.
    ['more checkouts than items added', counts(100, 10, 30, 12), counts(100, 30, 30, 12)],
    // Orders whose checkout was reached before midnight.
    ['more orders than checkouts', counts(10, 5, 2, 4), counts(10, 5, 4, 4)],
    ['only orders', counts(0, 0, 0, 3), counts(3, 3, 3, 3)],
    ['nothing', counts(0, 0, 0, 0), counts(0, 0, 0, 0)],
  ])('counts visits that got at least this far: %s', (_name, day, nested) => {
    expect(nestedFunnel(day)).toEqual(nested);
    const rates = funnelConversion(day).map((c) => c.rate);
    expect(rates.every((rate) => rate === null || (rate >= 0 && rate <= 1))).toBe(true);
  });

  it('never says more than 100 % of the step before, whatever was counted', () => {
    expect(funnelConversion(counts(40, 120, 30, 25))).toEqual([
      { step: 'item-added', from: 'menu-viewed', rate: 1 },
      { step: 'checkout-reached', from: 'item-added', rate: 0.25 },
      { step: 'order-placed', from: 'checkout-reached', rate: 25 / 30 },
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
