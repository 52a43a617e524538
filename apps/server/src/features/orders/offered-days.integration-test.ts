import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

/**
 * Items offered only on some days (the data file's `dates` and `date_range` on an item, a section, a menu) and an
 * ordering link's days (the config's takeoutDateRange and takeoutSpecificDates): the cart's calls ask for the day
 * they name, else today in Toronto by the server's clock (Tuesday 22 December 2026, 10:00); the submission asks for
 * its pickup time's day.
 */
let t: TestApp;
const R = 9431;
const PLAIN = 9432;

function daysFile(id: number, slug: string, withDays: boolean) {
  const file = orderDataFile({ id, slug });
  const takeOut = file.menus.find((m) => m.id === 'to')!;
  const bowls = takeOut.sections[0]!;
  (bowls.items as unknown[]).push({
    id: 'log',
    name: 'Yule log',
    price: 30,
    ...(withDays ? { dates: ['2026-12-24', '2026-12-31'] } : {}),
    localization: { fr: { name: 'Bûche de Noël' } },
  });
  (takeOut.sections as unknown[]).push({
    id: 'holiday',
    name: 'Holiday table',
    ...(withDays ? { date_range: { start: '2026-12-20', end: '2026-12-24' } } : {}),
    items: [{ id: 'tourtiere', name: 'Tourtière', price: 25 }],
  });
  return file;
}

beforeAll(async () => {
  startClockAt('2026-12-22T15:00:00Z');
  t = await buildTestApp();
  expect((await importDataFile(t.db, daysFile(R, 'days-bistro', true))).ok).toBe(true);
  expect((await importDataFile(t.db, daysFile(PLAIN, 'plain-days-bistro', false))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
  startClockAt(undefined);
});

const log = () => ({ ...cartItem('log', 1, 30), orderId: 2 });
const tourtiere = () => ({ ...cartItem('tourtiere', 1, 25), section_id: 'holiday', orderId: 3 });
const config = (restaurantId: number, link: object = {}) => ({
  takeout: true,
  restaurantId: String(restaurantId),
  ...link,
});

const setCosts = (
  items: unknown[],
  opts: { date?: string; locale?: string; link?: object; restaurantId?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { 'x-restaurant-id': String(opts.restaurantId ?? R), locale: opts.locale ?? 'en-CA' },
    payload: {
      type: 'take-out',
      items,
      costs: {},
      config: config(opts.restaurantId ?? R, opts.link),
      ...(opts.date ? { date: opts.date } : {}),
    },
  });

let seq = 0;
const submit = (items: unknown[], pickup: string, opts: { link?: object; restaurantId?: number } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(opts.restaurantId ?? R),
      'idempotency-key': `offered-days-${seq++}`,
    },
    payload: {
      type: 'take-out',
      data: {
        config: config(opts.restaurantId ?? R, opts.link),
        items,
        costs: {},
        checkout: { ...CARD_CHECKOUT, pickup: { scheduled: true } },
      },
      pickup_time: pickup,
    },
  });

// Noon in Toronto on each day.
const NOON = (day: string) => `${day}T17:00:00.000Z`;

describe('an item offered only on some dates', () => {
  it('is refused today with its days named, dd/MM/yyyy, in both languages', async () => {
    const en = await setCosts([cartItem('bowl'), log()]);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 426,
      message:
        'Yule log is offered only on 24/12/2026 and 31/12/2026. Please choose one of those days or remove it from your cart.',
      details: {
        date: '2026-12-22',
        invalid_items: [{ orderId: 2, itemId: 'log', reason: 'not_offered_on_date' }],
      },
    });
    const fr = await setCosts([log()], { locale: 'fr-CA' });
    expect(fr.json().message).toBe(
      'Bûche de Noël n’est offert que le 24/12/2026 et le 31/12/2026. Veuillez choisir l’un de ces jours ou le retirer de votre panier.',
    );
  });

  it('is priced for one of its dates', async () => {
    const res = await setCosts([cartItem('bowl'), log()], { date: '2026-12-24' });
    expect(res.statusCode).toBe(200);
  });

  it('is checked as it is added, for the day the call names', async () => {
    const add = (date?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/item',
        headers: { 'x-restaurant-id': String(R) },
        payload: { itemsInCart: [], itemToAdd: log(), type: 'take-out', ...(date ? { date } : {}) },
      });
    expect((await add()).json()).toMatchObject({ code: 426 });
    expect((await add('2026-12-31')).statusCode).toBe(200);
  });

  it('is placed for a pickup on one of its dates, and refused for another day', async () => {
    const placed = await submit([log()], NOON('2026-12-24'));
    expect(placed.statusCode).toBe(200);
    const refused = await submit([log()], NOON('2026-12-23'));
    expect(refused.json()).toMatchObject({ code: 426, details: { date: '2026-12-23' } });
  });

  it('a section limited to a range refuses its items after it, naming the range', async () => {
    expect((await setCosts([tourtiere()])).statusCode).toBe(200);
    const refused = await submit([tourtiere()], NOON('2026-12-26'));
    expect(refused.json()).toMatchObject({
      code: 426,
      message:
        'Tourtière is offered only from 20/12/2026 to 24/12/2026. Please choose one of those days or remove it from your cart.',
    });
  });

  it('without days in the data file, the same items are taken any day', async () => {
    expect((await setCosts([log(), tourtiere()], { restaurantId: PLAIN })).statusCode).toBe(200);
    expect((await submit([log(), tourtiere()], NOON('2026-12-26'), { restaurantId: PLAIN })).statusCode).toBe(
      200,
    );
  });
});

describe("an ordering link's days (takeoutDateRange, takeoutSpecificDates)", () => {
  it('refuses another day with 422, naming the link’s days, in both languages', async () => {
    const link = { takeoutSpecificDates: ['2026-12-24'] };
    const en = await setCosts([cartItem('bowl')], { link, date: '2026-12-23' });
    expect(en.json()).toMatchObject({
      code: 422,
      message: 'This ordering link takes orders only on 24/12/2026. Please choose one of those days.',
    });
    const fr = await setCosts([cartItem('bowl')], { link, locale: 'fr-CA' });
    expect(fr.json().message).toBe(
      'Ce lien de commande ne prend des commandes que le 24/12/2026. Veuillez choisir l’un de ces jours.',
    );
    expect((await setCosts([cartItem('bowl')], { link, date: '2026-12-24' })).statusCode).toBe(200);
  });

  it('places a pickup inside the range and refuses one outside it', async () => {
    const link = { takeoutDateRange: { start: '2026-12-28', end: '2026-12-30' } };
    expect((await submit([cartItem('bowl')], NOON('2026-12-29'), { link })).statusCode).toBe(200);
    const refused = await submit([cartItem('bowl')], NOON('2026-12-24'), { link });
    expect(refused.json()).toMatchObject({
      code: 422,
      message:
        'This ordering link takes orders only from 28/12/2026 to 30/12/2026. Please choose one of those days.',
    });
  });
});

describe('the data file check', () => {
  it('refuses a range that ends before it starts, at its path', async () => {
    const file = daysFile(9433, 'bad-days-bistro', true);
    (file.menus.find((m) => m.id === 'to')!.sections[1] as unknown as { date_range: object }).date_range = {
      start: '2026-12-24',
      end: '2026-12-20',
    };
    const result = await importDataFile(t.db, file);
    expect(result).toMatchObject({
      ok: false,
      issues: [{ message: 'date_range ends (2026-12-20) before it starts (2026-12-24)' }],
    });
  });
});
