import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

/**
 * `order_options.no_takeout_timeslot`: take-out is made as soon as possible. A pickup sent for a chosen time is
 * refused there, in the diner's language, and taken at a restaurant without the setting; as soon as possible is
 * taken at both. Tuesday 22 December 2026, 10:00 in Toronto, by the server's clock.
 */
let t: TestApp;
const ASAP_ONLY = 9451;
const SLOTS = 9452;

function file(id: number, slug: string, noTakeoutTimeslot: boolean) {
  const base = orderDataFile({ id, slug });
  return { ...base, order_options: { no_takeout_timeslot: noTakeoutTimeslot } };
}

beforeAll(async () => {
  startClockAt('2026-12-22T15:00:00Z');
  t = await buildTestApp();
  expect((await importDataFile(t.db, file(ASAP_ONLY, 'asap-only-bistro', true))).ok).toBe(true);
  expect((await importDataFile(t.db, file(SLOTS, 'slots-bistro', false))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
  startClockAt(undefined);
});

let seq = 0;
const submit = (restaurantId: number, scheduled: boolean, pickup: string, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(restaurantId), 'idempotency-key': `timeslot-${seq++}`, locale },
    payload: {
      type: 'pickup',
      data: {
        config: { takeout: true, takeoutType: 'pickup', restaurantId: String(restaurantId) },
        items: [cartItem('bowl')],
        costs: {},
        checkout: { ...CARD_CHECKOUT, pickup: { scheduled } },
      },
      pickup_time: pickup,
    },
  });

// Tomorrow at noon in Toronto, and ten minutes from now.
const TOMORROW_NOON = '2026-12-23T17:00:00.000Z';
const SOON = '2026-12-22T15:10:00.000Z';

describe('no_takeout_timeslot', () => {
  it('refuses a pickup for a chosen time, in English and French', async () => {
    const en = await submit(ASAP_ONLY, true, TOMORROW_NOON);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 422,
      details: { reason: 'no_takeout_timeslot' },
      message:
        'This restaurant makes take-out orders as soon as possible only. Please order without choosing a time.',
    });
    const fr = await submit(ASAP_ONLY, true, TOMORROW_NOON, 'fr-CA');
    expect(fr.json().message).toBe(
      'Ce restaurant prépare les commandes à emporter dès que possible seulement. Veuillez commander sans choisir d’heure.',
    );
  });

  it('takes the same pickup as soon as possible', async () => {
    const res = await submit(ASAP_ONLY, false, SOON);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('without the setting, takes the pickup for the chosen time', async () => {
    const res = await submit(SLOTS, true, TOMORROW_NOON);
    expect(res.statusCode, res.body).toBe(200);
  });
});
