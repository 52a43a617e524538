import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

/**
 * A restaurant delivering within a radius (`delivery.radius_km`): 6 km around 1 King St W, Toronto, measured to the
 * centre of the address's postal area in the offline gazetteer. set-costs and the submission refuse alike.
 */
let t: TestApp;
const R = 9406;
const ANYWHERE = 9407;

function radiusFile(id: number, slug: string, radiusKm: number | null) {
  const file = orderDataFile({ id, slug });
  file.restaurant = {
    ...file.restaurant,
    delivery: { type: 'radius', delivery_charge: '5$', radius_km: radiusKm },
  } as typeof file.restaurant;
  return file;
}

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, radiusFile(R, 'radius-bistro', 6))).ok).toBe(true);
  expect((await importDataFile(t.db, radiusFile(ANYWHERE, 'anywhere-bistro', null))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const headers = (restaurantId: number, locale: string) => ({
  'x-restaurant-id': String(restaurantId),
  locale,
});

const setCosts = (postalCode: string | undefined, locale = 'en-CA', restaurantId = R) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: headers(restaurantId, locale),
    payload: {
      type: 'delivery',
      items: [cartItem('bowl', 3)],
      costs: {},
      config: { takeout: true, takeoutType: 'delivery', restaurantId: String(restaurantId) },
      ...(postalCode ? { checkout: { delivery: { type: 'radius', postal_code: postalCode } } } : {}),
    },
  });

const submit = (postalCode: string | undefined, locale = 'en-CA', restaurantId = R) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers(restaurantId, locale), 'idempotency-key': `radius-${Date.now()}-${seq++}` },
    payload: {
      type: 'delivery',
      data: {
        config: { takeout: true, takeoutType: 'delivery', restaurantId: String(restaurantId) },
        items: [cartItem('bowl', 3)],
        costs: {},
        checkout: {
          paymentMethod: 'credit_card',
          pickup: { delivery: true },
          delivery: {
            type: 'radius',
            address: '100 Somewhere St',
            ...(postalCode ? { postal_code: postalCode } : {}),
          },
          contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'M5V 2T6' },
        },
      },
      pickup_time: futureSlot(40 + seq),
    },
  });

const ordersOf = async (restaurantId: number) =>
  (await t.db.select().from(orders).where(eq(orders.restaurantId, restaurantId))).length;

const TOO_FAR = 'This address is too far: we deliver within 6 km.';
const NOT_PRECISE = 'We could not locate this address precisely. Please check its postal code.';
const INVALID = 'This delivery address is not valid. Please enter a postal code such as K1K 1Y1.';

describe('delivery radius', () => {
  it.each([
    ['M5V 2T6', 'in the restaurant’s own postal area (about 1 km)'],
    ['m6j1e4', 'written in lower case without the space (about 2 km)'],
  ])('prices and places a delivery to %s, %s', async (postalCode) => {
    const priced = await setCosts(postalCode);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ deliveryCharge: { amount: 5 } });
    const res = await submit(postalCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().costs).toMatchObject({ deliveryCharge: { amount: 5 }, total: priced.json().total });
  });

  it('prices the default charge before a postal code is typed', async () => {
    const res = await setCosts(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deliveryCharge: { amount: 5 } });
  });

  it.each([
    ['K1K 1Y1', 'Ottawa, 350 km away', 'en-CA', TOO_FAR, 'too_far'],
    [
      'K1K 1Y1',
      'Ottawa, en français',
      'fr-CA',
      'Cette adresse est trop loin\u00a0: nous livrons dans un rayon de 6 km.',
      'too_far',
    ],
    ['K0K 1A0', 'a rural area, which spans a region', 'en-CA', NOT_PRECISE, 'not_precise'],
    [
      'K0K 1A0',
      'a rural area, en français',
      'fr-CA',
      'Nous n’avons pas pu localiser cette adresse avec précision. Veuillez vérifier son code postal.',
      'not_precise',
    ],
    ['M0A 1A1', 'a postal area the gazetteer does not know', 'en-CA', NOT_PRECISE, 'not_precise'],
    ['asdf', 'no postal code', 'en-CA', INVALID, 'invalid'],
    ['ZZZ ZZZ', 'letters where the digits go', 'en-CA', INVALID, 'invalid'],
    [
      'ZZZ ZZZ',
      'letters where the digits go, en français',
      'fr-CA',
      'Cette adresse de livraison n’est pas valide. Veuillez entrer un code postal comme K1K 1Y1.',
      'invalid',
    ],
  ])(
    'refuses %s (%s) in set-costs and the submission at the postal code, writing nothing',
    async (postalCode, _, locale, message, reason) => {
      const refused = { code: 400, message, details: { field: 'postal_code', reason } };
      const priced = await setCosts(postalCode, locale);
      expect(priced.statusCode).toBe(400);
      expect(priced.json()).toEqual(refused);
      const before = await ordersOf(R);
      const res = await submit(postalCode, locale);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
      expect(await ordersOf(R)).toBe(before);
    },
  );

  it('refuses a submission without a postal code', async () => {
    const res = await submit(undefined);
    expect(res.json()).toEqual({
      code: 400,
      message: INVALID,
      details: { field: 'postal_code', reason: 'invalid' },
    });
  });

  it('a restaurant without a radius delivers anywhere', async () => {
    expect((await setCosts('K1K 1Y1', 'en-CA', ANYWHERE)).statusCode).toBe(200);
    expect((await submit('K1K 1Y1', 'en-CA', ANYWHERE)).statusCode).toBe(200);
  });
});
