/**
 * The station and expo views' API: the kitchen's stations with the items each makes, and a station marking its
 * part of an order done (once, only on an order waiting or being made, only for a station that makes one of its
 * lines), which the board's orders then carry.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

const R = 9480;
const OTHER = 9481;
const NOW = new Date('2026-03-04T16:30:00Z');

function kitchenFile(id: number, slug: string) {
  const file = orderDataFile({ id, slug });
  const restaurant = {
    ...file.restaurant,
    kitchen: {
      stations: [
        { id: 'grill', name: 'Grill', minutes_per_bucket: 60, localization: { fr: { name: 'Gril' } } },
        { id: 'fryer', name: 'Fryer', minutes_per_bucket: 60 },
      ],
    },
  };
  const menus = file.menus.map((menu) => ({
    ...menu,
    sections: menu.sections.map((s) => ({
      ...s,
      make_time: 5,
      station: 'grill',
      items: [...s.items, { id: 'fries', name: 'Fries', price: 4, make_time: 3, station: 'fryer' }],
    })),
  }));
  return { ...file, restaurant, menus } as typeof file;
}

let t: TestApp;
let staff = '';
let other = '';
let seq = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await buildTestApp();
  expect((await importDataFile(t.db, kitchenFile(R, 'stations'))).ok).toBe(true);
  expect((await importDataFile(t.db, kitchenFile(OTHER, 'stations-other'))).ok).toBe(true);
  staff = (await signInStaff(t.db, { restaurantId: R, role: 'staff' })).token;
  other = (await signInStaff(t.db, { restaurantId: OTHER, role: 'owner' })).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function place(items: unknown[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `stations-${++seq}` },
    payload: {
      type: 'take-out',
      data: {
        config: { restaurantId: String(R), takeout: true },
        items,
        costs: {},
        checkout: { ...CARD_CHECKOUT, pickup: { scheduled: false } },
      },
      pickup_time: NOW.toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const done = (token: string, id: string, station: string, restaurantId = R) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/stations/${station}/done`,
    headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': String(restaurantId) },
  });

describe('stations', () => {
  it('lists the stations, named in each language, and the station of every item that has one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/stations`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.stations).toEqual([
      { id: 'grill', name: 'Grill', names: { fr: 'Gril' } },
      { id: 'fryer', name: 'Fryer', names: {} },
    ]);
    expect(body.items).toContainEqual({ menuId: 'to', sectionId: 'ts', itemId: 'bowl', station: 'grill' });
    expect(body.items).toContainEqual({ menuId: 'to', sectionId: 'ts', itemId: 'fries', station: 'fryer' });
  });

  it("a station marks its part done once; the board's order carries it", async () => {
    const id = await place([cartItem('bowl'), cartItem('fries', 2, 4)]);
    const first = await done(staff, id, 'grill');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order.stationsDone).toEqual(['grill']);
    expect((await done(staff, id, 'grill')).json().order.stationsDone).toEqual(['grill']);
    expect((await done(staff, id, 'fryer')).json().order.stationsDone).toEqual(['grill', 'fryer']);
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/staff/orders?restaurantId=${R}&date=2026-03-04`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(board.statusCode, board.body).toBe(200);
    const listed = (board.json().orders as { id: string; stationsDone?: string[] }[]).find(
      (o) => o.id === id,
    );
    expect(listed?.stationsDone).toEqual(['grill', 'fryer']);
  });

  it("is refused for a station with nothing on the order, a finished order, and another restaurant's order", async () => {
    const id = await place([cartItem('bowl')]);
    const none = await done(staff, id, 'fryer');
    expect([none.statusCode, none.json().code]).toEqual([409, 409]);
    expect((await done(other, id, 'grill', OTHER)).statusCode).toBe(404);
    const status = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${id}/status`,
        headers: { authorization: `Bearer ${staff}`, 'x-restaurant-id': String(R) },
        payload: body,
      });
    expect((await status({ status: 'in_progress' })).statusCode).toBe(200);
    expect((await status({ status: 'ready' })).statusCode).toBe(200);
    const late = await done(staff, id, 'grill');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/waiting or being made/);
  });
});
