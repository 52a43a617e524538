import { describe, expect, it } from 'vitest';
import { line, post, RID, t, usePricingApp } from './orders-pricing-test-kit';

usePricingApp();

describe('bad input never gets a 500', () => {
  const cases: [string, unknown][] = [
    ['/api/orders/set-costs', { items: 'lots', costs: {}, config: { tableNum: '4' }, type: 'dine-in' }],
    [
      '/api/orders/set-costs',
      { items: [line('fries', 1, -3)], costs: {}, config: { tableNum: '4' }, type: 'dine-in' },
    ],
    [
      '/api/orders/set-costs',
      {
        items: Array.from({ length: 500 }, (_, i) => line('fries', i)),
        costs: {},
        config: { tableNum: '4' },
        type: 'dine-in',
      },
    ],
    [
      '/api/orders/set-costs',
      {
        items: [],
        costs: { tip: { type: 'percentage', percentageValue: 1e9 } },
        config: { tableNum: '4' },
        type: 'dine-in',
      },
    ],
    [
      '/api/orders/item',
      { itemsInCart: [], itemToAdd: { ...line('fries', 1), id: 'x'.repeat(10_000) }, type: 'dine-in' },
    ],
    ['/api/orders/item', { itemsInCart: [], type: 'dine-in' }],
    ['/api/orders/validate', { itemsInCart: [], type: 'teleport' }],
    ['/api/orders/scheduling', { menuId: 'm1', type: 'pickup', date: '2026-13-45' }],
    ['/api/orders/get-discount-info', { code: '<script>' }],
    ['/api/orders/get-discount-info', { code: 42 }],
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))(
    'case %i %s answers 4xx with {code, message}',
    async (_i, url, payload) => {
      const res = await post(url, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    },
  );

  it.each(['/api/orders/set-costs', '/api/orders/item', '/api/orders/validate', '/api/orders/scheduling'])(
    '%s answers malformed JSON with 400',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '{"items": [',
        headers: { 'content-type': 'application/json', 'x-restaurant-id': RID },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    },
  );
});
