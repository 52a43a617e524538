/**
 * Learned make times through the API: staff accepting and marking "as soon as possible" orders ready leave samples
 * (accepted to ready, against the order's longest line), and once an item has enough, the quote's floor is its
 * learned figure. A scheduled order gives none. The clock is set for every step.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTimeSamples } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../../testing/order-fixtures';
import { signInStaff } from '../../../testing/staff';
import { importDataFile } from '../../restaurants';

const R = 9470;
const NOW = new Date('2026-03-04T16:30:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let staff = '';
let seq = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'learned-times', maxPerSlot: 1000 });
  const paced = {
    ...file,
    restaurant: {
      ...file.restaurant,
      kitchen: { stations: [{ id: 'grill', name: 'Grill', minutes_per_bucket: 600 }] },
    },
    menus: file.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((s) => ({ ...s, make_time: 5, station: 'grill' })),
    })),
  } as typeof file;
  expect((await importDataFile(t.db, paced)).ok).toBe(true);
  staff = (await signInStaff(t.db, { restaurantId: R, role: 'staff' })).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function place(scheduled = false): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `learned-${++seq}` },
    payload: {
      type: scheduled ? 'pickup' : 'take-out',
      data: {
        config: scheduled
          ? { restaurantId: String(R), takeout: true, takeoutType: 'pickup' }
          : { restaurantId: String(R), takeout: true },
        items: [cartItem('bowl')],
        costs: {},
        checkout: { ...CARD_CHECKOUT, pickup: { scheduled } },
      },
      pickup_time: scheduled ? '2026-03-04T17:30:00.000Z' : new Date().toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const status = async (id: string, next: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: { authorization: `Bearer ${staff}`, 'x-restaurant-id': String(R) },
    payload: { status: next },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** An order accepted at `from` minutes and marked ready `took` minutes later; the clock back at NOW after. */
async function madeIn(took: number, from: number, scheduled = false) {
  vi.setSystemTime(at(from));
  const id = await place(scheduled);
  await status(id, 'in_progress');
  vi.setSystemTime(at(from + took));
  await status(id, 'ready');
  vi.setSystemTime(NOW);
}

async function quoteOfOneBowl(): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/scheduling',
    headers: { 'x-restaurant-id': String(R) },
    payload: { menuId: 'to', type: 'take-out', date: '2026-03-04', items: [cartItem('bowl')] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quote.asap;
}

describe('learned make times', () => {
  it('a scheduled order gives no sample; the quote keeps the file’s figure below five samples', async () => {
    const filed = await quoteOfOneBowl();
    expect(filed).toBe(at(5).toISOString());
    await madeIn(30, -120, true);
    for (const from of [-100, -80, -60, -40]) await madeIn(12, from);
    const samples = await t.db.select().from(makeTimeSamples).where(eq(makeTimeSamples.restaurantId, R));
    expect(samples.map((s) => [s.itemId, s.station, s.seconds])).toEqual(
      Array(4).fill(['bowl', 'grill', 720]),
    );
    expect(await quoteOfOneBowl()).toBe(filed);
  });

  it('the fifth sample makes the learned figure the floor of every quote and of the order kept', async () => {
    await madeIn(14, -20);
    // The median of 12, 12, 12, 12 and 14 minutes.
    expect(await quoteOfOneBowl()).toBe(at(12).toISOString());
    const id = await place();
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${id}` });
    expect(order.json().pickup_time).toBe(at(12).toISOString());
  });
});
