import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

// Another round: the browser sends only the earlier order's id; the server sends the round to
// that order's table.
let t: TestApp;
const R = 9480;
const OTHER = 9481;
/** A restaurant whose data file leaves `another_round` unset (false), as demo/cafe-du-marche.json does. */
const NO_ROUNDS = 9482;

beforeAll(async () => {
  t = await buildTestApp();
  const rounds = { anotherRound: true };
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'round-table', ...rounds }))).ok).toBe(
    true,
  );
  expect(
    (await importDataFile(t.db, orderDataFile({ id: OTHER, slug: 'round-elsewhere', ...rounds }))).ok,
  ).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: NO_ROUNDS, slug: 'no-rounds' }))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const sandwich = {
  id: 'i1',
  menu_id: 'm1',
  section_id: 's1',
  orderId: 1,
  quantity: 1,
  orderPrice: 14.5,
  orderOptions: [],
};
let keys = 0;

function submit(restaurantId: number, type: string, config: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(restaurantId),
      'idempotency-key': `round-table-${Date.now()}-${keys++}`,
    },
    payload: {
      type,
      data: {
        config: { restaurantId: String(restaurantId), ...config },
        items: type === 'dine-in' ? [sandwich] : [cartItem('bowl')],
        costs: {},
        checkout: CARD_CHECKOUT,
      },
      // Dine-in is now; take-out at a slot.
      pickup_time: type === 'dine-in' ? new Date().toISOString() : futureSlot(),
    },
  });
}

const atTable12 = {
  tableNum: '12',
  tableInfo: { tableNum: '12', tableLocation: 'Patio', tableArea: 'East' },
};
const ordersAt = async (restaurantId: number) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, restaurantId)))[0]!.n;

describe('another round', () => {
  let first: { id: string };
  beforeAll(async () => {
    const res = await submit(R, 'dine-in', atTable12);
    expect(res.statusCode).toBe(200);
    first = res.json();
  });

  it('gives the earlier order’s table back with its items', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/another-round/${first.id}` });
    expect(res.json().tableInfo).toEqual({ tableNum: '12', tableLocation: 'Patio', tableArea: 'East' });
  });

  it('is placed at the earlier order’s table, which the browser does not send', async () => {
    const res = await submit(R, 'dine-in', { anotherRoundId: first.id });
    expect(res.statusCode).toBe(200);
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${res.json().id}` });
    expect(view.json().table).toEqual({ tableNum: '12', tableLocation: 'Patio', tableArea: 'East' });
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    expect(row!.fulfilment).toMatchObject({ type: 'dine-in', tableNum: '12', table: atTable12.tableInfo });
  });

  it('goes to that table whatever table the request names', async () => {
    const res = await submit(R, 'dine-in', { anotherRoundId: first.id, tableNum: '99' });
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${res.json().id}` });
    expect(view.json().table).toMatchObject({ tableNum: '12' });
  });

  it.each([
    ['an unknown id', async () => 'AAAAAAAAAAAAAAAAAAAAA'],
    ['a take-out order', async () => (await submit(R, 'take-out', { takeout: true })).json().id],
    ['another restaurant’s dine-in order', async () => (await submit(OTHER, 'dine-in', atTable12)).json().id],
  ])('refuses %s as the earlier order, and writes nothing', async (_, earlier) => {
    const roundId: string = await earlier();
    const before = await ordersAt(R);
    const res = await submit(R, 'dine-in', { anotherRoundId: roundId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'We could not find this order.' });
    expect(await ordersAt(R)).toBe(before);
  });
});

describe('another round refused', () => {
  const roundOf = (id: string, locale = 'en-CA') =>
    t.app.inject({ method: 'GET', url: `/api/orders/another-round/${id}`, headers: { locale } });

  it('answers at once, in the diner’s language, for an order that was not served at a table', async () => {
    const takeOut = await submit(R, 'take-out', { takeout: true });
    expect(takeOut.statusCode).toBe(200);
    const res = await roundOf(takeOut.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      message: 'Another round is only for an order served at a table.',
    });
    expect((await roundOf(takeOut.json().id, 'fr-CA')).json().message).toBe(
      'Une autre tournée n’est possible que pour une commande servie à une table.',
    );
  });

  it('where the data file does not offer rounds: the read and the submission, writing nothing', async () => {
    const first = await submit(NO_ROUNDS, 'dine-in', atTable12);
    expect(first.statusCode).toBe(200);
    const res = await roundOf(first.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This restaurant does not take another round. Please order from its menu.',
    );
    expect((await roundOf(first.json().id, 'fr-CA')).json().message).toBe(
      'Ce restaurant ne prend pas d’autre tournée. Veuillez commander à partir de son menu.',
    );
    const before = await ordersAt(NO_ROUNDS);
    const round = await submit(NO_ROUNDS, 'dine-in', { anotherRoundId: first.json().id });
    expect(round.statusCode).toBe(409);
    expect(round.json().message).toBe(
      'This restaurant does not take another round. Please order from its menu.',
    );
    expect(await ordersAt(NO_ROUNDS)).toBe(before);
  });
});
