import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

// create-k12-order is the K-12 program's call and create-marketplace-order a food hall's: an ordinary restaurant's
// dine-in order sent to either is refused in the diner's language, and nothing is placed.
let t: TestApp;
const R = 9487;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'calls-bistro' }))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const dineIn = {
  type: 'dine-in',
  data: {
    config: { tableNum: '12', restaurantId: String(R) },
    items: [cartItem('bowl')],
    costs: {},
    checkout: CARD_CHECKOUT,
  },
  pickup_time: futureSlot(70),
};

const submit = (url: string, locale?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-restaurant-id': String(R), ...(locale ? { locale } : {}) },
    payload: dineIn,
  });

describe('an ordinary dine-in body sent to another call', () => {
  it.each([
    [
      '/api/orders/create-k12-order',
      'This restaurant does not take school meal orders. Order from its menu instead.',
      'Ce restaurant ne prend pas de commandes de repas scolaires. Commandez plutôt à partir de son menu.',
    ],
    [
      '/api/orders/create-marketplace-order',
      'This restaurant is not a food hall. Order from its own menu instead.',
      'Ce restaurant n’est pas une aire de restauration. Commandez plutôt à partir de son propre menu.',
    ],
  ])('%s refuses it in both languages', async (url, english, french) => {
    const en = await submit(url);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 400, message: english });
    expect((await submit(url, 'fr-CA')).json().message).toBe(french);
  });

  it('is placed by POST /orders, which takes it', async () => {
    const res = await submit('/api/orders');
    expect(res.statusCode, res.body).toBe(200);
  });
});
