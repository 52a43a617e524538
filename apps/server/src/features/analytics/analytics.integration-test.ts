/**
 * First-party analytics through the API: the browser's funnel beacon (400 for anything malformed, 404 for an unknown
 * restaurant), refusals recorded from the order calls' answers by category, and the staff report of the day, which
 * another restaurant's staff cannot read.
 */
import { refusalCategory } from '@ordering/domain/analytics/events';
import { localDate } from '@ordering/domain/ordering/zoned';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { now } from '../../clock';
import { analyticsEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  CARD_CHECKOUT,
  cartItem,
  futureSlot,
  orderDataFile,
  submissionBody,
} from '../../testing/order-fixtures';
import { signInDiner, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { insertAnalyticsEvents } from './analytics.repository';

const R = 9760;
const OTHER = 9761;
let t: TestApp;
const who: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'funnel-bistro' }))).ok).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: OTHER, slug: 'funnel-other' }))).ok).toBe(true);
  who.manager = {
    authorization: `Bearer ${(await signInStaff(t.db, { restaurantId: R, role: 'manager' })).token}`,
  };
  who.staff = {
    authorization: `Bearer ${(await signInStaff(t.db, { restaurantId: R, role: 'staff' })).token}`,
  };
  who.elsewhere = {
    authorization: `Bearer ${(await signInStaff(t.db, { restaurantId: OTHER, role: 'owner' })).token}`,
  };
  who.diner = { authorization: `Bearer ${(await signInDiner(t.db)).token}` };
});
afterAll(() => t.close());

const beacon = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as object });
const report = (headers: Record<string, string>, restaurantId = R) =>
  t.app.inject({ method: 'GET', url: `/api/staff/restaurants/${restaurantId}/analytics`, headers });
const rowsOf = (restaurantId: number) =>
  t.db.select().from(analyticsEvents).where(eq(analyticsEvents.restaurantId, restaurantId));

describe('the funnel beacon', () => {
  it('keeps each step with the restaurant, its day and the way, and nothing else', async () => {
    const res = await beacon({
      restaurant: 'funnel-bistro',
      events: [
        { step: 'menu-viewed', way: 'pickup' },
        { step: 'menu-viewed' },
        { step: 'item-added', way: 'pickup' },
        { step: 'checkout-reached', way: 'pickup' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 4 });
    const day = localDate(now(), 'America/Toronto');
    expect((await rowsOf(R)).map(({ id: _, ...row }) => row)).toEqual([
      { restaurantId: R, day, kind: 'menu-viewed', refusal: null, way: 'pickup' },
      { restaurantId: R, day, kind: 'menu-viewed', refusal: null, way: null },
      { restaurantId: R, day, kind: 'item-added', refusal: null, way: 'pickup' },
      { restaurantId: R, day, kind: 'checkout-reached', refusal: null, way: 'pickup' },
    ]);
  });

  it.each([
    ['an unknown step', { restaurant: 'funnel-bistro', events: [{ step: 'paid' }] }],
    ['a user id', { restaurant: 'funnel-bistro', events: [{ step: 'menu-viewed' }], userId: 4 }],
    ['no events', { restaurant: 'funnel-bistro', events: [] }],
    ['a list', [{ step: 'menu-viewed' }]],
    ['too many events', { restaurant: 'funnel-bistro', events: Array(21).fill({ step: 'menu-viewed' }) }],
  ])('refuses %s with a 400 naming the field', async (_, payload) => {
    const res = await beacon(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
  });

  it('refuses a body that is not JSON with a 400, and an unknown restaurant with a 404', async () => {
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"restaurant":',
    });
    expect(garbled.statusCode).toBe(400);
    const unknown = await beacon({ restaurant: 'no-such-place', events: [{ step: 'menu-viewed' }] });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('refusals recorded from the order calls', () => {
  it('counts a paused restaurant’s refused submission as paused, and a refused costing by its code', async () => {
    const pause = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${R}/pause`,
      headers: who.manager,
      payload: { message: 'Busy' },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    const body = submissionBody(R, { checkout: CARD_CHECKOUT, pickup: futureSlot() });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'analytics-paused-1' },
      payload: body,
    });
    expect(refused.json()).toMatchObject({ code: 419 });
    await t.app.inject({ method: 'POST', url: `/api/staff/restaurants/${R}/resume`, headers: who.manager });
    const costs = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { 'x-restaurant-id': String(R) },
      payload: { type: 'take-out', ...body.data, items: [cartItem('no-such-dish')] },
    });
    expect(costs.statusCode, costs.body).toBeGreaterThanOrEqual(400);
    const costsCode = (costs.json() as { code: number }).code;

    // Written once each answer has left.
    await vi.waitFor(async () =>
      expect((await rowsOf(R)).filter((r) => r.kind === 'refused')).toHaveLength(2),
    );
    const refusals = (await rowsOf(R)).filter((r) => r.kind === 'refused').map((r) => [r.refusal, r.way]);
    expect(refusals).toEqual(
      expect.arrayContaining([
        ['paused', 'pickup'],
        [refusalCategory(costsCode), 'pickup'],
      ]),
    );
  });

  it('does not count a malformed submission (no restaurant resolved)', async () => {
    const before = (await rowsOf(R)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'analytics-bad-1' },
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(400);
    expect((await rowsOf(R)).length).toBe(before);
  });
});

describe('the staff report of the day', () => {
  it("gives the funnel and the refusals by category to the restaurant's staff", async () => {
    const res = await report(who.staff!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      restaurantId: R,
      date: localDate(now(), 'America/Toronto'),
      funnel: { 'menu-viewed': 2, 'item-added': 1, 'checkout-reached': 1, 'order-placed': 0 },
    });
    expect(body.refusals).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'paused' })]));
    expect(body.refusals.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(2);
  });

  it("is refused to another restaurant's staff, a diner and anyone signed out", async () => {
    expect((await report(who.elsewhere!)).statusCode).toBe(403);
    expect((await report(who.diner!)).statusCode).toBe(403);
    expect((await report({})).statusCode).toBe(401);
    // Its own restaurant's report is empty: nothing of R leaks into OTHER's.
    const own = await report(who.elsewhere!, OTHER);
    expect(own.json()).toMatchObject({ funnel: { 'menu-viewed': 0 }, refusals: [] });
  });

  it('counts visits that got at least this far: a day whose rows hold more of a step than of the one before', async () => {
    // Three items added for one menu viewed, and an order whose checkout was reached the day before.
    const day = '2020-02-03';
    const kinds = ['menu-viewed', 'item-added', 'item-added', 'item-added', 'order-placed'];
    await insertAnalyticsEvents(
      t.db,
      kinds.map((kind) => ({ restaurantId: R, day, kind, refusal: null, way: null })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/analytics?date=${day}`,
      headers: who.staff!,
    });
    expect(res.json().funnel).toEqual({
      'menu-viewed': 3,
      'item-added': 3,
      'checkout-reached': 1,
      'order-placed': 1,
    });
  });

  it('reads another day', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/analytics?date=2020-01-01`,
      headers: who.staff!,
    });
    expect(res.json()).toMatchObject({ date: '2020-01-01', funnel: { 'menu-viewed': 0 }, refusals: [] });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/analytics?date=yesterday`,
      headers: who.staff!,
    });
    expect(bad.statusCode).toBe(400);
  });
});
