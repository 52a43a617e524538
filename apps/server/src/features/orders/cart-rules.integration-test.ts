/**
 * Every cart rule refused by the server (issue 12, item 2), at POST /orders/item and /orders/validate, against the
 * demo restaurants as shipped: maple-table (22 items per cart, a soft drink with a required flavour, toppings
 * limited to 3, bacon at most 2, cheese with a required kind), northview-schools (K-12: 10 meals at most, login
 * required) and lakeshore-stadium (a quick-catering menu with a $50 minimum; generic catering requires login).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CartOptionGroupBody } from '@ordering/domain/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { repoRoot } from '../../config';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInDiner } from '../../testing/staff';
import { importDataFile } from '../restaurants/restaurants.service';

interface DemoItem {
  id: string;
}
interface DemoMenu {
  id: string;
  sections: { id: string; items: DemoItem[] }[];
}
interface DemoFile {
  restaurant: { id: number };
  menus: DemoMenu[];
}

const demo = (slug: string): DemoFile =>
  JSON.parse(readFileSync(join(repoRoot, 'demo', `${slug}.json`), 'utf8'));
const maple = demo('maple-table');
const northview = demo('northview-schools');
const lakeshore = demo('lakeshore-stadium');

type Value = { id: string; quantity?: number; options?: Group[] };
type Group = { id: string; values: Value[] };

const group = (id: string, values: Value[]): CartOptionGroupBody => ({
  id,
  values: values.map((v) => ({
    id: v.id,
    quantity: v.quantity ?? 1,
    adjustedPrice: 0,
    options: (v.options ?? []).map((g) => group(g.id, g.values)),
  })),
});

/** A cart line of a demo item, found in its menu (so a renamed section fails here, not as a wrong refusal). */
function lineOf(
  file: DemoFile,
  menuId: string,
  itemId: string,
  orderId: number,
  quantity = 1,
  options: Group[] = [],
) {
  const menu = file.menus.find((m) => m.id === menuId)!;
  const section = menu.sections.find((s) => s.items.some((i) => i.id === itemId));
  if (!section) throw new Error(`${itemId} is not in ${menuId}`);
  return {
    id: itemId,
    menu_id: menuId,
    section_id: section.id,
    orderId,
    quantity,
    orderPrice: 0,
    orderOptions: options.map((g) => group(g.id, g.values)),
  };
}

const latte = (orderId: number, quantity = 1) => lineOf(maple, 'mt-dinner', 'mt-latte', orderId, quantity);
const softDrink = (orderId: number, flavour: string | null, quantity = 1) =>
  lineOf(
    maple,
    'mt-dinner',
    'mt-soft-drink',
    orderId,
    quantity,
    flavour ? [{ id: 'og-soda', values: [{ id: flavour }] }] : [],
  );
const smashBurger = (orderId: number, toppings: Value[]) =>
  lineOf(maple, 'mt-dinner', 'mt-smash-burger', orderId, 1, [{ id: 'og-toppings', values: toppings }]);
const cheese = (kind: string | null): Value => ({
  id: 'cheese',
  options: kind ? [{ id: 'og-cheese-kind', values: [{ id: kind }] }] : [],
});
const schoolMeal = (orderId: number, quantity: number) =>
  lineOf(northview, 'nv-lunch', 'nv-teriyaki-bowl', orderId, quantity, [
    { id: 'og-nv-drink', values: [{ id: 'white-milk' }] },
    { id: 'og-nv-fruit', values: [{ id: 'apple' }] },
  ]);
const quickPizza = (orderId: number, quantity: number) =>
  lineOf(lakeshore, 'ls-quick-catering', 'ls-q-pizza', orderId, quantity);

let t: TestApp;
/** A signed-in diner: K-12 and lakeshore's catering menus require login (their own rows test the guest). */
let diner = '';

const post = (url: string, restaurant: DemoFile, payload: unknown, locale = 'en-CA', signedIn = false) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: {
      'x-restaurant-id': String(restaurant.restaurant.id),
      locale,
      ...(signedIn ? { authorization: `Bearer ${diner}` } : {}),
    },
  });
const addItem = (
  restaurant: DemoFile,
  itemsInCart: unknown[],
  itemToAdd: unknown,
  type: string,
  locale?: string,
) => post('/api/orders/item', restaurant, { itemsInCart, itemToAdd, type }, locale, restaurant !== maple);
const validate = (
  restaurant: DemoFile,
  itemsInCart: unknown[],
  type: string,
  locale?: string,
  signedIn = restaurant === lakeshore,
) => post('/api/orders/validate', restaurant, { itemsInCart, type }, locale, signedIn);

/**
 * The next Wednesday, 13:00 in Toronto (18:00Z in winter), that is not one of maple-table's holidays (24, 25 December,
 * 1 January): every demo restaurant here is open and ordering.
 */
function openHour(): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + ((3 - at.getUTCDay() + 7) % 7 || 7));
  while (['12-24', '12-25', '01-01'].includes(at.toISOString().slice(5, 10)))
    at.setUTCDate(at.getUTCDate() + 7);
  at.setUTCHours(18, 0, 0, 0);
  return at.toISOString();
}

beforeAll(async () => {
  // The cart's menus must be orderable now (cart-availability.ts): the rules here are tested at an open hour.
  startClockAt(openHour());
  t = await buildTestApp();
  diner = (await signInDiner(t.db)).token;
  for (const file of [maple, northview, lakeshore]) {
    const imported = await importDataFile(t.db, file);
    expect(imported.ok).toBe(true);
  }
});
afterAll(async () => {
  startClockAt(undefined);
  await t.close();
});

describe('a legal cart is still accepted', () => {
  it('at /orders/item and /orders/validate', async () => {
    const cart = [latte(1, 2), smashBurger(2, [{ id: 'bacon', quantity: 2 }, cheese('aged-cheddar')])];
    const added = await addItem(maple, cart, softDrink(3, 'cola', 19), 'dine-in');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ valid: true });
    const cart22 = [...cart, softDrink(3, 'cola', 19)];
    expect((await validate(maple, cart22, 'dine-in')).json()).toEqual({ valid: true });
    expect((await validate(lakeshore, [quickPizza(1, 2)], 'pickup')).json()).toEqual({ valid: true });
  });
});

describe('POST /orders/item refuses', () => {
  it.each([
    ['en-CA', 'You can only have 22 items in your cart'],
    ['fr-CA', 'Votre panier ne peut contenir que 22 articles'],
  ])('a 23rd item where max_items_per_cart is 22 (%s)', async (locale, message) => {
    const res = await addItem(maple, [latte(1, 20)], softDrink(2, 'cola', 3), 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message,
      details: {
        invalid_items: [{ orderId: 2, itemId: 'mt-soft-drink', code: 400, reason: 'maxItemsPerCart' }],
      },
    });
  });

  it.each([
    ['en-CA', 'Please select all required fields'],
    ['fr-CA', 'Veuillez faire une sélection dans tous les champs obligatoires'],
  ])('a soft drink without its required flavour (%s)', async (locale, message) => {
    const res = await addItem(maple, [], softDrink(1, null), 'pickup', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message,
      details: {
        invalid_items: [
          { orderId: 1, itemId: 'mt-soft-drink', code: 400, reason: 'requiredFields', groupId: 'og-soda' },
        ],
      },
    });
  });

  it.each([
    ['en-CA', 'You can only have 3 selections'],
    ['fr-CA', 'Vous ne pouvez faire que 3 sélections'],
  ])('4 toppings in a group limited to 3 (%s)', async (locale, message) => {
    const burger = smashBurger(1, [
      { id: 'bacon' },
      { id: 'fried-egg' },
      { id: 'avocado' },
      { id: 'mushrooms' },
    ]);
    const res = await addItem(maple, [], burger, 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: {
        invalid_items: [{ itemId: 'mt-smash-burger', reason: 'optionGroupLimit', groupId: 'og-toppings' }],
      },
    });
  });

  it.each([
    ['en-CA', 'You can only have 2 of this option'],
    ['fr-CA', 'Vous ne pouvez choisir cette option que 2 fois'],
  ])('a value quantity above its max_quantity: 3 bacon where 2 is the most (%s)', async (locale, message) => {
    const res = await addItem(maple, [], smashBurger(1, [{ id: 'bacon', quantity: 3 }]), 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: {
        invalid_items: [{ reason: 'optionMaxQuantity', groupId: 'og-toppings', valueId: 'bacon' }],
      },
    });
  });

  it('cheese without its required kind (a nested group)', async () => {
    const res = await addItem(maple, [], smashBurger(1, [cheese(null)]), 'dine-in');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.invalid_items).toEqual([
      {
        orderId: 1,
        itemId: 'mt-smash-burger',
        code: 400,
        reason: 'requiredFields',
        groupId: 'og-cheese-kind',
      },
    ]);
  });

  it.each([
    ['en-CA', 'You can only have 10 meals in your cart'],
    ['fr-CA', 'Votre panier ne peut contenir que 10 repas'],
  ])('an 11th meal where 10 is the maximum (%s)', async (locale, message) => {
    expect((await addItem(northview, [schoolMeal(1, 9)], schoolMeal(2, 1), 'school')).statusCode).toBe(200);
    const res = await addItem(northview, [schoolMeal(1, 10)], schoolMeal(2, 1), 'school', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: { invalid_items: [{ orderId: 2, itemId: 'nv-teriyaki-bowl', reason: 'maxMealsPerCart' }] },
    });
  });
});

describe('POST /orders/validate refuses', () => {
  it.each([
    ['en-CA', 'You can only have 22 items in your cart'],
    ['fr-CA', 'Votre panier ne peut contenir que 22 articles'],
  ])('23 items where max_items_per_cart is 22 (%s)', async (locale, message) => {
    const res = await validate(maple, [latte(1, 20), softDrink(2, 'cola', 3)], 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it('every broken line of the cart at once, the first one worded', async () => {
    const cart = [
      softDrink(1, null),
      smashBurger(2, [{ id: 'bacon' }, { id: 'fried-egg' }, { id: 'avocado' }, { id: 'mushrooms' }]),
      smashBurger(3, [{ id: 'bacon', quantity: 3 }]),
    ];
    const res = await validate(maple, cart, 'dine-in', 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Veuillez faire une sélection dans tous les champs obligatoires',
      details: {
        invalid_items: [
          { orderId: 1, itemId: 'mt-soft-drink', code: 400, reason: 'requiredFields', groupId: 'og-soda' },
          {
            orderId: 2,
            itemId: 'mt-smash-burger',
            code: 400,
            reason: 'optionGroupLimit',
            groupId: 'og-toppings',
          },
          {
            orderId: 3,
            itemId: 'mt-smash-burger',
            code: 400,
            reason: 'optionMaxQuantity',
            groupId: 'og-toppings',
            valueId: 'bacon',
          },
        ],
      },
    });
  });

  it.each([
    ['en-CA', 'Add $12.00 more to reach the minimum order of $50.00'],
    ['fr-CA', 'Ajoutez encore 12,00 $ pour atteindre la commande minimale de 50,00 $'],
  ])(
    'a catering order under its menu’s minimum, 38 dollars where 50 are asked (%s)',
    async (locale, message) => {
      const res = await validate(lakeshore, [quickPizza(1, 1)], 'pickup', locale);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      // Intl separates the amount and the symbol with a no-break space in French.
      expect(res.json().message.replace(/\s/g, ' ')).toBe(message);
    },
  );

  it.each([
    ['en-CA', 'Ordering school meals requires signing in to an account.'],
    ['fr-CA', 'Pour commander des repas scolaires, vous devez vous connecter à un compte.'],
  ])('a guest at a K-12 restaurant that requires login (%s)', async (locale, message) => {
    const res = await validate(northview, [schoolMeal(1, 1)], 'school', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it.each([
    ['en-CA', 'Placing a catering order requires signing in to an account.'],
    ['fr-CA', 'Pour passer une commande de traiteur, vous devez vous connecter à un compte.'],
  ])('a guest placing a generic catering order where it requires login (%s)', async (locale, message) => {
    const res = await validate(lakeshore, [quickPizza(1, 2)], 'generic-catering', locale, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });
});

describe('POST /orders/set-costs refuses', () => {
  it('a cart that breaks a rule, instead of pricing it', async () => {
    const body = (items: unknown[]) => ({ items, costs: {}, config: { tableNum: '4' }, type: 'dine-in' });
    const ok = await post('/api/orders/set-costs', maple, body([latte(1, 22)]));
    expect(ok.statusCode).toBe(200);
    const res = await post(
      '/api/orders/set-costs',
      maple,
      body([latte(1, 20), softDrink(2, null, 3)]),
      'fr-CA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Veuillez faire une sélection dans tous les champs obligatoires',
      details: {
        invalid_items: [
          { orderId: 2, itemId: 'mt-soft-drink', code: 400, reason: 'requiredFields', groupId: 'og-soda' },
        ],
      },
    });
  });
});

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
      expect(en.json()).toMatchObject({ code: 418, details: { reason: 'closed' } });
      const fr = await atHour(night, () => post(url, maple, payload, 'fr-CA'));
      expect(fr.json().code).toBe(418);
      expect(fr.json().message).not.toBe(en.json().message);
    },
  );

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
    const submitted = await t.app.inject({
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
