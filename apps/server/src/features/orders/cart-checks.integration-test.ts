/**
 * What the server checks where the cart is filled besides the cart rules (decision 024): the order type the flags
 * give, login by menu, set-costs' rules, the ordering window of every menu, and one status per condition.
 */
import { instantAtLocalTime, localDate } from '@ordering/domain/ordering/zoned';
import { describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import {
  ctx,
  demoCartApp,
  harbour,
  lakeshore,
  latte,
  lineOf,
  maple,
  northview,
  openHour,
  porkBao,
  post,
  quickPizza,
  schoolMeal,
  validate,
} from './cart-rules-fixtures';

demoCartApp();

describe('a guest cannot name a type to get around a rule', () => {
  it('a catering menu ordered as pickup or take-out still requires login where catering does', async () => {
    for (const type of ['pickup', 'take-out', 'catering']) {
      const res = await validate(lakeshore, [quickPizza(1, 2)], type, 'en-CA', false);
      expect(res.json()).toEqual({
        code: 400,
        message: 'Placing a catering order requires signing in to an account.',
      });
    }
    const added = await post('/api/orders/item', lakeshore, {
      itemsInCart: [],
      itemToAdd: quickPizza(1, 2),
      type: 'pickup',
    });
    expect(added.statusCode).toBe(400);
  });
});

describe('POST /orders/set-costs keeps the rules its request can tell', () => {
  const costs = (config: object, type: string, extra: object = {}, signedIn = false) =>
    post(
      '/api/orders/set-costs',
      maple,
      { items: [latte(1)], costs: {}, config, type, ...extra },
      'en-CA',
      signedIn,
    );
  it.each([
    ['no order-type flag', {}, 'dine-in', {}, 'no flags provided'],
    [
      'a type its flags do not give',
      { takeout: true, takeoutType: 'delivery' },
      'pickup',
      {},
      'This order does not match how it is being placed (table, take-out, delivery or catering). Please start your order again.',
    ],
  ])('refuses %s', async (_, config, type, extra, message) => {
    const res = await costs(config, type, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it('refuses alcohol once the diner has said they are under age, and prices it before they are asked', async () => {
    const wine = lineOf(maple, 'mt-dinner', 'mt-house-red', 1, 1, [
      { id: 'og-pour', values: [{ id: '6oz' }] },
    ]);
    const body = (checkout: object) => ({
      items: [wine],
      costs: {},
      config: { tableNum: '4' },
      type: 'dine-in',
      checkout,
    });
    expect((await post('/api/orders/set-costs', maple, body({}))).statusCode).toBe(200);
    const res = await post('/api/orders/set-costs', maple, body({ legalAge: false }));
    expect(res.json().message).toBe('Please confirm that you are of legal drinking age.');
  });
});

describe('the ordering window of every menu in the cart, before the time is chosen', () => {
  const atHour = async <T>(iso: string, run: () => Promise<T>) => {
    startClockAt(iso);
    try {
      return await run();
    } finally {
      startClockAt(openHour());
    }
  };
  it.each([
    ['/api/orders/item', { itemsInCart: [], itemToAdd: latte(1), type: 'dine-in' }],
    ['/api/orders/validate', { itemsInCart: [latte(1)], type: 'dine-in' }],
    ['/api/orders/set-costs', { items: [latte(1)], costs: {}, config: { tableNum: '4' }, type: 'dine-in' }],
  ])(
    '%s refuses a dine-in cart while the restaurant is closed (03:00 in Toronto), in the diner’s language',
    async (url, payload) => {
      const night = openHour().replace('T18:', 'T08:');
      const en = await atHour(night, () => post(url, maple, payload));
      expect(en.json()).toMatchObject({
        code: 418,
        message: 'We’re closed now: ordering opens at 11:30 a.m.',
        details: { reason: 'closed' },
      });
      const fr = await atHour(night, () => post(url, maple, payload, 'fr-CA'));
      expect(fr.json()).toMatchObject({
        code: 418,
        message: 'Nous sommes fermés pour le moment\u00a0: les commandes ouvrent à 11 h 30.',
      });
    },
  );

  it('names the day ordering opens when it is not today (after closing, 23:00 in Toronto)', async () => {
    // 23:00 on the open day's own wall clock: ten hours after 18:00 UTC is midnight in summer time.
    const zone = 'America/Toronto';
    const late = instantAtLocalTime(localDate(new Date(openHour()), zone), '23:00', zone).toISOString();
    const payload = { itemsInCart: [], itemToAdd: latte(1), type: 'dine-in' };
    const en = await atHour(late, () => post('/api/orders/item', maple, payload));
    expect(en.json().code).toBe(418);
    expect(en.json().message).toMatch(/^We’re closed now: ordering opens [A-Z][a-z]+day at 11:30 a\.m\.$/);
    const fr = await atHour(late, () => post('/api/orders/item', maple, payload, 'fr-CA'));
    expect(fr.json().message).toMatch(
      /^Nous sommes fermés pour le moment\u00a0: les commandes ouvrent [a-z]+di à 11 h 30\.$/,
    );
  });

  it('at a hub, names the closed kitchen and its own opening, not the restaurant’s', async () => {
    // Before noon in Halifax (10:40 in winter, 11:40 in summer): Bao House opens at 12:00.
    const morning = openHour().replace('T18:00', 'T14:40');
    const payload = { itemsInCart: [], itemToAdd: porkBao(1), type: 'pickup' };
    const en = await atHour(morning, () => post('/api/orders/item', harbour, payload));
    expect(en.json()).toMatchObject({
      code: 418,
      message: 'Bao House is closed now: ordering opens at 12:00 p.m.',
      details: { reason: 'closed' },
    });
    const fr = await atHour(morning, () => post('/api/orders/item', harbour, payload, 'fr-CA'));
    expect(fr.json().message).toBe(
      'Maison du Bao ne prend pas de commandes en ce moment\u00a0: ouverture des commandes à 12 h 00.',
    );
  });

  it('refuses a school meal for a date already past, at /orders/item', async () => {
    const res = await post(
      '/api/orders/item',
      northview,
      { itemsInCart: [], itemToAdd: schoolMeal(1, 1), type: 'school', date: '2020-01-06' },
      'en-CA',
      true,
    );
    expect(res.json()).toMatchObject({ code: 422 });
  });
});

describe('one status per condition', () => {
  it('a line of a menu that does not exist is 400 item not found at validate and at the submission alike', async () => {
    const ghost = { ...latte(1), menu_id: 'zzz' };
    const validated = await validate(maple, [ghost], 'dine-in');
    const submitted = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-restaurant-id': String(maple.restaurant.id), 'idempotency-key': `ghost-${Date.now()}` },
      payload: {
        type: 'dine-in',
        data: {
          config: { tableNum: '4' },
          items: [ghost],
          costs: {},
          checkout: { card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' } },
        },
        pickup_time: new Date().toISOString(),
      },
    });
    for (const res of [validated, submitted]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().details.invalid_items).toEqual([
        expect.objectContaining({ itemId: 'mt-latte', reason: 'item_not_found' }),
      ]);
    }
  });
});
