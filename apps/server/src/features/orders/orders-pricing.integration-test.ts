import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from '../restaurants';

let t: TestApp;
const RID = '9500';

function pricingFile() {
  const base = testDataFile({ id: 9500, slug: 'pricing-bistro' });
  return {
    ...base,
    restaurant: {
      ...base.restaurant,
      service_charge: '18',
      hours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          [{ open: '00:00', close: '23:45' }],
        ]),
      ),
    },
    // The service charge at the table only, as maple-table charges it.
    order_options: { max_items_per_cart: 5, weekend_ordering: true, service_charge_modes: ['dine-in'] },
    promos: [{ id: 'p2', type: 'amount', value: 2 }],
    promo_codes: [
      { code: 'TENOFF', type: 'percent', value: 10 },
      { code: 'BIGSPEND', type: 'amount', value: 5, minimum_order: 100 },
      { code: 'OLD', type: 'percent', value: 50, ends_at: '2024-01-01T00:00:00Z' },
    ],
    menus: [
      {
        id: 'm1',
        name: 'Lunch',
        slug: 'lunch',
        scheduled: true,
        ordering_interval: 30,
        sections: [
          {
            id: 's1',
            name: 'Mains',
            items: [
              {
                id: 'burger',
                name: 'Burger',
                price: 15,
                options: [
                  {
                    id: 'size',
                    name: 'Size',
                    type: 'pricing',
                    values: [
                      { id: 'single', name: 'Single', price: 15 },
                      { id: 'double', name: 'Double', price: 20 },
                    ],
                  },
                  {
                    id: 'cook',
                    name: 'Cook',
                    required: true,
                    values: [
                      { id: 'rare', name: 'Rare' },
                      { id: 'well', name: 'Well done' },
                    ],
                  },
                  {
                    id: 'extras',
                    name: 'Extras',
                    allow_multiple_selection: true,
                    limit: 3,
                    values: [{ id: 'bacon', name: 'Bacon', price: 2.5 }],
                  },
                ],
              },
              { id: 'fries', name: 'Fries', price: 6, promos: ['p2'] },
              { id: 'gone', name: 'Oysters', price: 30, sold_out: true },
              {
                // The dish can be ordered; one of its choices is sold out.
                id: 'smash',
                name: 'Double Smash Burger',
                price: 16,
                localization: { fr: { name: 'Burger smash double' } },
                options: [
                  {
                    id: 'sauce',
                    name: 'Sauce',
                    values: [
                      { id: 'ketchup', name: 'Ketchup' },
                      {
                        id: 'truffle',
                        name: 'Truffle mayo',
                        sold_out: true,
                        localization: { fr: { name: 'Mayo à la truffe' } },
                      },
                    ],
                  },
                ],
              },
              { id: 'beer', name: 'Lager', price: 8, alcoholic_beverage: true, promos: ['p2'] },
            ],
          },
        ],
      },
      {
        // A catering menu ordered two days ahead (lakeshore-stadium's Suite Catering).
        id: 'm2',
        name: 'Catering',
        slug: 'catering',
        catering: true,
        scheduled: true,
        required_notice: 2880,
        estimated_prep_time: 90,
        ordering_interval: 45,
        sections: [{ id: 's2', name: 'Platters', items: [{ id: 'platter', name: 'Platter', price: 185 }] }],
      },
    ],
  };
}

const line = (id: string, orderId: number, quantity = 1, orderOptions: unknown[] = []) => ({
  id,
  menu_id: 'm1',
  section_id: 's1',
  orderId,
  quantity,
  orderPrice: 0,
  orderOptions,
});
const burger = (orderId: number, quantity = 1) =>
  line('burger', orderId, quantity, [
    { id: 'size', values: [{ id: 'double', quantity: 1, adjustedPrice: 20, options: [] }] },
    { id: 'cook', values: [{ id: 'rare', quantity: 1, adjustedPrice: 0, options: [] }] },
    { id: 'extras', values: [{ id: 'bacon', quantity: 2, adjustedPrice: 2.5, options: [] }] },
  ]);

const post = (url: string, payload: unknown, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-restaurant-id': RID, locale },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const imported = await importDataFile(t.db, pricingFile());
  expect(imported.ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('POST /orders/set-costs', () => {
  const body = (items: unknown[], costs: Record<string, unknown> = {}, type = 'dine-in') => ({
    items,
    costs,
    config: type === 'dine-in' ? { tableNum: '4' } : { takeout: true },
    type,
  });

  it('prices the cart on the server from the published menu (dollars at the edge)', async () => {
    // Burger double $20 + 2 x bacon $2.50 = $25; fries $6 - $2 promo = $4; beer $8 (no promo on alcohol).
    const res = await post('/api/orders/set-costs', body([burger(1), line('fries', 2), line('beer', 3)]));
    expect(res.statusCode).toBe(200);
    const costs = res.json();
    expect(costs.subtotal).toBe(37);
    expect(costs.serviceCharge).toMatchObject({ amount: 6.66, type: 'percentage', percentageValue: 18 });
    expect(costs.taxBrackets).toEqual([{ key: 'tax1', label: 'HST', rate: 0.13, amount: 5.68 }]);
    expect(costs.total).toBe(49.34);
  });

  it.each([
    ['pickup', { takeout: true, takeoutType: 'pickup' }],
    ['delivery', { takeout: true, takeoutType: 'delivery' }],
    ['take-out', { takeout: true }],
  ])('charges no table service charge on a %s order', async (type, config) => {
    const res = await post('/api/orders/set-costs', { items: [burger(1)], costs: {}, config, type });
    expect(res.statusCode).toBe(200);
    const costs = res.json();
    expect(costs.serviceCharge.amount).toBe(0);
    expect(costs.total).toBe(costs.subtotal + costs.taxes);
  });

  it('applies a promo code and a tip', async () => {
    const res = await post(
      '/api/orders/set-costs',
      body([line('fries', 1, 5)], {
        discount: { code: 'tenoff' },
        tip: { type: 'percentage', percentageValue: 20, amount: 0 },
      }),
    );
    const costs = res.json();
    expect(costs.subtotal).toBe(20);
    expect(costs.discount).toMatchObject({ amount: 2, code: 'TENOFF' });
    expect(costs.subtotalDiscounted).toBe(18);
    expect(costs.tip).toMatchObject({ type: 'percentage', percentageValue: 20, amount: 3.6 });
  });

  it.each([
    ['OLD', 'This promo code has expired.'],
    ['NOPE', 'This promo code is not valid.'],
    ['BIGSPEND', 'This promo code needs an order of at least $100.00.'],
  ])('refuses the promo code %s with a clear message', async (code, message) => {
    const res = await post('/api/orders/set-costs', body([line('fries', 1)], { discount: { code } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it('words the minimum in French money for a French diner', async () => {
    const res = await post(
      '/api/orders/set-costs',
      body([line('fries', 1)], { discount: { code: 'BIGSPEND' } }),
      'fr-CA',
    );
    expect(res.json().message).toMatch(/^Ce code promotionnel exige une commande d’au moins 100,00\s\$\.$/);
  });

  it('answers 415 with the invalid items for a sold-out line, and 400 for an unknown one', async () => {
    const sold = await post('/api/orders/set-costs', body([line('fries', 1), line('gone', 2)]));
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({
      code: 415,
      // The refusal names the item, so the diner knows which line to remove.
      message: 'Oysters is no longer available. Please remove it from your cart to continue.',
      details: { invalid_items: [{ orderId: 2, itemId: 'gone', code: 415, reason: 'sold_out' }] },
    });
    const fr = await post('/api/orders/set-costs', body([line('gone', 1), line('fries', 2)]), 'fr-CA');
    expect(fr.json().message).toBe(
      'Oysters n’est plus disponible. Veuillez retirer cet article de votre panier pour continuer.',
    );
    const validated = await post('/api/orders/validate', {
      itemsInCart: [line('fries', 1), line('gone', 2)],
      type: 'pickup',
    });
    expect(validated.json()).toMatchObject({
      code: 415,
      message: 'Oysters is no longer available. Please remove it from your cart to continue.',
      details: { invalid_items: [{ orderId: 2, itemId: 'gone' }] },
    });
    const unknown = await post('/api/orders/set-costs', body([line('ghost', 1)]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.invalid_items[0]).toMatchObject({
      itemId: 'ghost',
      reason: 'item_not_found',
    });
  });

  it('requires the restaurant, and knows only published ones', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/orders/set-costs', payload: body([]) });
    expect(none.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      payload: body([]),
      headers: { 'x-restaurant-id': '424242' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /orders/item and /orders/validate', () => {
  it('accepts a complete item', async () => {
    const res = await post('/api/orders/item', {
      itemsInCart: [line('fries', 1)],
      itemToAdd: burger(2),
      type: 'dine-in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  it.each([
    ['en-CA', 'Please select all required fields'],
    ['fr-CA', 'Veuillez faire une sélection dans tous les champs obligatoires'],
  ])('refuses an item whose required group has no choice (%s)', async (locale, message) => {
    const noCook = line('burger', 2, 1, [
      { id: 'size', values: [{ id: 'single', quantity: 1, adjustedPrice: 15, options: [] }] },
    ]);
    const res = await post(
      '/api/orders/item',
      { itemsInCart: [], itemToAdd: noCook, type: 'dine-in' },
      locale,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: { invalid_items: [{ itemId: 'burger', reason: 'requiredFields' }] },
    });
  });

  it('refuses an item that would pass the cart maximum', async () => {
    const res = await post('/api/orders/item', {
      itemsInCart: [line('fries', 1, 4)],
      itemToAdd: line('fries', 2, 2),
      type: 'dine-in',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only have 5 items in your cart');
  });

  it('names the sold-out choice, not the dish, in both languages', async () => {
    const truffle = line('smash', 1, 1, [
      { id: 'sauce', values: [{ id: 'truffle', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    const en = await post('/api/orders/item', { itemsInCart: [], itemToAdd: truffle, type: 'dine-in' });
    expect(en.json()).toMatchObject({
      code: 415,
      message:
        'Truffle mayo is no longer available for Double Smash Burger. Please remove Double Smash Burger from your cart, or add it again with another choice.',
      details: { invalid_items: [{ orderId: 1, itemId: 'smash', groupId: 'sauce', valueId: 'truffle' }] },
    });
    const fr = await post('/api/orders/validate', { itemsInCart: [truffle], type: 'pickup' }, 'fr-CA');
    expect(fr.json().message).toBe(
      'Mayo à la truffe n’est plus disponible pour Burger smash double. Veuillez retirer Burger smash double de votre panier, ou l’ajouter de nouveau avec un autre choix.',
    );
    // With a sold-out dish too, each line is named: the dish alone, the choice with its dish.
    const both = await post('/api/orders/validate', {
      itemsInCart: [line('gone', 1), { ...truffle, orderId: 2 }],
      type: 'pickup',
    });
    expect(both.json().message).toBe(
      'Oysters and Truffle mayo (Double Smash Burger) are no longer available. Please remove them from your cart to continue.',
    );
    // The same dish with another choice is ordered.
    const ketchup = line('smash', 1, 1, [
      { id: 'sauce', values: [{ id: 'ketchup', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    expect((await post('/api/orders/validate', { itemsInCart: [ketchup], type: 'pickup' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a sold-out item and an unknown option value', async () => {
    const sold = await post('/api/orders/item', {
      itemsInCart: [],
      itemToAdd: line('gone', 1),
      type: 'dine-in',
    });
    expect(sold.json().code).toBe(415);
    const badValue = line('burger', 1, 1, [
      { id: 'cook', values: [{ id: 'blue', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    const res = await post('/api/orders/item', { itemsInCart: [], itemToAdd: badValue, type: 'dine-in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.invalid_items[0]).toMatchObject({
      itemId: 'burger',
      reason: 'option_value_not_found',
      valueId: 'blue',
    });
  });

  it('validates a whole cart', async () => {
    expect((await post('/api/orders/validate', { itemsInCart: [burger(1)], type: 'pickup' })).json()).toEqual(
      { valid: true },
    );
    expect(
      (await post('/api/orders/validate', { itemsInCart: [line('gone', 1)], type: 'pickup' })).statusCode,
    ).toBe(409);
  });
});

describe('POST /orders/scheduling', () => {
  /** The date `days` from now in the restaurant's zone (a UTC date is already tomorrow there from 19:00 or 20:00). */
  const day = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

  it('lists the open slots of a menu on a date, at its interval', async () => {
    const tomorrow = day(1);
    const res = await post('/api/orders/scheduling', { menuId: 'm1', type: 'pickup', date: tomorrow });
    expect(res.statusCode).toBe(200);
    const listed = res.json();
    expect(listed).toMatchObject({
      date: tomorrow,
      zone: 'America/Toronto',
      intervalMinutes: 30,
      unavailable: null,
    });
    expect(listed.slots.length).toBeGreaterThan(40);
    expect(listed.slots[0]).toMatchObject({ taken: 0, full: false });
  });

  // A day inside a catering menu's notice says how far ahead it must be ordered.
  it.each([
    ['en-CA', 'This menu must be ordered at least 48 hours ahead.'],
    ['fr-CA', 'Ce menu doit être commandé au moins 48 heures à l’avance.'],
  ])('a day inside the 48-hour notice says so (%s); three days ahead has slots', async (locale, message) => {
    const inside = await post(
      '/api/orders/scheduling',
      { menuId: 'm2', type: 'generic-catering', date: day(1) },
      locale,
    );
    expect(inside.json().slots).toEqual([]);
    expect(inside.json().unavailable).toMatchObject({ code: 422, reason: 'required_notice' });
    expect(inside.json().unavailable.message.replace(/\u00a0/g, ' ')).toBe(message);
    // weekend_ordering is set below, so that any weekday three days ahead is open.
    const later = await post('/api/orders/scheduling', {
      menuId: 'm2',
      type: 'generic-catering',
      date: day(3),
    });
    expect(later.json()).toMatchObject({ intervalMinutes: 45, unavailable: null });
    expect(later.json().slots.length).toBeGreaterThan(10);
  });

  it('says why a past date has no slot, and 404s an unknown menu', async () => {
    const res = await post('/api/orders/scheduling', { menuId: 'm1', type: 'pickup', date: '2020-01-06' });
    expect(res.json().slots).toEqual([]);
    expect(res.json().unavailable.code).toBe(422);
    expect(
      (await post('/api/orders/scheduling', { menuId: 'zzz', type: 'pickup', date: '2030-01-07' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /orders/get-discount-info', () => {
  it.each([
    ['TENOFF', 200, { code: 'TENOFF', type: 'percentage', value: 10 }],
    ['bigspend', 200, { code: 'BIGSPEND', type: 'dollar', value: 5 }],
    ['OLD', 400, { code: 400, message: 'This promo code has expired.' }],
    ['NOPE', 400, { code: 400, message: 'This promo code is not valid.' }],
  ])('%s -> %i', async (code, status, body) => {
    const res = await post('/api/orders/get-discount-info', { code });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });
});

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
