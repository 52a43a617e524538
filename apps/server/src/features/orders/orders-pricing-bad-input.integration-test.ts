import { describe, expect, it } from 'vitest';
import { burger, line, post, RID, t, usePricingApp } from './orders-pricing-test-kit';

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

  it.each([
    ['/api/orders/scheduling', { menuId: 'm1', type: 'pickup', date: '9999-12-31' }],
    ['/api/orders/validate', { itemsInCart: [line('fries', 1)], type: 'pickup', date: '9999-12-31' }],
    [
      '/api/orders/item',
      { itemsInCart: [], itemToAdd: line('fries', 1), type: 'pickup', date: '9999-12-31' },
    ],
  ] as const)('%s names a date without a next day, in French too', async (url, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-restaurant-id': RID, 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.date', message: 'Une date entre 1900 et 2999 est attendue' },
    ]);
  });

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

describe('amounts past what an order may hold', () => {
  const cart = (costs: unknown, items = [line('fries', 1)]) => ({
    items,
    costs,
    config: { tableNum: '4' },
    type: 'dine-in',
  });

  it('takes a dollar tip up to $1,000, as the checkout does, and names the tip past it', async () => {
    const at = await post('/api/orders/set-costs', cart({ tip: { type: 'dollar', amount: 1000 } }));
    expect(at.statusCode).toBe(200);
    expect(at.json().tip).toMatchObject({ type: 'dollar', amount: 1000 });
    expect(
      (await post('/api/orders/set-costs', cart({ tip: { type: 'dollar', amount: -1000 } }))).statusCode,
    ).toBe(200);
    for (const amount of [1000.01, 999_999, -1000.01]) {
      const past = await post('/api/orders/set-costs', cart({ tip: { type: 'dollar', amount } }), 'fr-CA');
      expect(past.statusCode).toBe(400);
      expect(past.json().details).toEqual([
        { path: 'body.costs.tip.amount', message: expect.stringMatching(/1000/) },
      ]);
    }
  });

  it("refuses a cart over the maximum order total, as the submission does, in the diner's language", async () => {
    const huge = cart({ tip: { type: 'percentage', percentageValue: 20 } }, [burger(1, 999)]);
    const res = await post('/api/orders/set-costs', huge, 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: expect.any(String) });
    // The amount as French writes it (its spaces are no-break spaces).
    expect(res.json().message).toMatch(
      /^Une commande en ligne ne peut dépasser 10\s000,00\s\$\. Veuillez appeler le restaurant pour une commande plus importante\.$/,
    );
    // Under the maximum, the same cart is priced.
    expect((await post('/api/orders/set-costs', cart({}, [burger(1, 2)]))).statusCode).toBe(200);
  });
});

describe("an order's lines are told field by field", () => {
  const order = (item: unknown) => ({
    type: 'dine-in',
    data: { config: { tableNum: '4' }, items: [item], costs: {}, checkout: {} },
  });

  it.each([
    ['a quantity of 1.5', { ...line('fries', 1), quantity: 1.5 }, 'body.data.items[0].quantity'],
    ['a quantity as text', { ...line('fries', 1), quantity: '2' }, 'body.data.items[0].quantity'],
    ['no id', { ...line('fries', 1), id: null }, 'body.data.items[0].id'],
  ])('%s: the field is named, not the line', async (_, item, path) => {
    const res = await post('/api/orders', order(item), 'fr-CA');
    expect(res.statusCode).toBe(400);
    // The line's issues (the body has others of its own: no pickup time).
    const details = (res.json().details as { path: string; message: string }[]).filter((d) =>
      d.path.startsWith('body.data.items'),
    );
    expect(details.map((d) => d.path)).toEqual([path]);
    expect(details[0]!.message).not.toBe('Valeur non valide.');
  });

  it('a line that is no line at all is still named at the line', async () => {
    const res = await post('/api/orders', order('fries'), 'fr-CA');
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path) as string[];
    expect(paths.filter((p) => p.startsWith('body.data.items'))).toEqual(['body.data.items[0]']);
  });
});
