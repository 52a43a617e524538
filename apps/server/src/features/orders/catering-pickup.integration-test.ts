import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

/**
 * `order_options.generic_catering_show_pickup_option`: at a restaurant that delivers, generic catering taken out is
 * delivered; its pickup is taken only where the setting offers it. Tuesday 22 December 2026, 10:00 in Toronto.
 */
let t: TestApp;
const DELIVERED = 9461;
const PICKUP_TOO = 9462;
/** A restaurant that does not deliver: take-out is picked up only. */
const PICKUP_ONLY = 9463;

function file(id: number, slug: string, showPickup: boolean) {
  const base = orderDataFile({ id, slug });
  return {
    ...base,
    restaurant: { ...base.restaurant, delivery: { type: 'radius', delivery_charge: '5$', radius_km: null } },
    order_options: { generic_catering_show_pickup_option: showPickup },
    menus: base.menus.map((m) => (m.id === 'to' ? { ...m, catering: true } : m)),
  };
}

beforeAll(async () => {
  startClockAt('2026-12-22T15:00:00Z');
  t = await buildTestApp();
  expect((await importDataFile(t.db, file(DELIVERED, 'delivered-catering', false))).ok).toBe(true);
  expect((await importDataFile(t.db, file(PICKUP_TOO, 'pickup-catering', true))).ok).toBe(true);
  const pickupOnly = orderDataFile({ id: PICKUP_ONLY, slug: 'pickup-only' });
  const noDelivery = { ...pickupOnly, restaurant: { ...pickupOnly.restaurant, delivery: null } };
  expect((await importDataFile(t.db, noDelivery)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
  startClockAt(undefined);
});

let seq = 0;
const submitPickup = (restaurantId: number, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(restaurantId),
      'idempotency-key': `catering-pickup-${seq++}`,
      locale,
    },
    payload: {
      type: 'generic-catering',
      data: {
        config: {
          genericCatering: true,
          takeout: true,
          takeoutType: 'pickup',
          restaurantId: String(restaurantId),
        },
        items: [cartItem('bowl', 3)],
        costs: {},
        checkout: { ...CARD_CHECKOUT, pickup: { scheduled: true } },
      },
      // Tomorrow at noon in Toronto.
      pickup_time: '2026-12-23T17:00:00.000Z',
    },
  });

describe('generic_catering_show_pickup_option', () => {
  it('without it, a catering pickup is refused: the restaurant delivers its catering, in English and French', async () => {
    const en = await submitPickup(DELIVERED);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 422,
      details: { reason: 'catering_pickup_not_offered' },
      message: 'This restaurant delivers its catering orders. Please choose delivery.',
    });
    expect((await submitPickup(DELIVERED, 'fr-CA')).json().message).toBe(
      'Ce restaurant livre ses commandes de traiteur. Veuillez choisir la livraison.',
    );
  });

  it('with it, the same catering pickup is placed', async () => {
    const res = await submitPickup(PICKUP_TOO);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a take-out choice the restaurant does not offer (order-types/ offeredBy)', () => {
  const submitDelivery = (locale: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        'x-restaurant-id': String(PICKUP_ONLY),
        'idempotency-key': `takeout-delivery-${seq++}`,
        locale,
      },
      payload: {
        type: 'delivery',
        data: {
          config: { takeout: true, takeoutType: 'delivery', restaurantId: String(PICKUP_ONLY) },
          items: [cartItem('bowl', 3)],
          costs: {},
          checkout: {
            ...CARD_CHECKOUT,
            pickup: { scheduled: true, delivery: true },
            delivery: { type: 'zones', address: '555 Main St', postal_code: 'M5V 2T6' },
          },
        },
        pickup_time: '2026-12-23T17:00:00.000Z',
      },
    });

  it('refuses a delivery where the restaurant does not deliver, in English and French', async () => {
    const en = await submitDelivery('en-CA');
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json()).toMatchObject({
      code: 422,
      details: { reason: 'takeout_choice_not_offered' },
      message: 'This restaurant does not offer that way of taking out. Please choose another.',
    });
    expect((await submitDelivery('fr-CA')).json().message).toBe(
      'Ce restaurant n’offre pas cette façon de commander à emporter. Veuillez en choisir une autre.',
    );
  });
});
