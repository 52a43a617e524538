/**
 * The analytics rollup with a set clock: past days' events become daily counts and leave the events table, the
 * day's report reads the same before and after, a late event of a rolled-up day is added to its counts, a second
 * run changes nothing, and counts past the retention are dropped.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { analyticsDaily, analyticsEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderDataFile } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { insertAnalyticsEvents } from './analytics.repository';
import { rollUpAnalytics } from './analytics-rollup';

const R = 9770;
let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'rollup-bistro' }))).ok).toBe(true);
  manager = {
    authorization: `Bearer ${(await signInStaff(t.db, { restaurantId: R, role: 'manager' })).token}`,
  };
});
afterAll(() => t.close());

const event = (day: string, kind: string, way: string | null = null, refusal: string | null = null) => ({
  restaurantId: R,
  day,
  kind,
  refusal,
  way,
});
/** Rolls up as at `iso`; the reports are then read at the test's own time, where the staff session is valid. */
async function rollUpAt(iso: string) {
  startClockAt(iso);
  try {
    await rollUpAnalytics(t.db);
  } finally {
    startClockAt(undefined);
  }
}
const report = async (date: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/restaurants/${R}/analytics?date=${date}`,
    headers: manager,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const eventDays = async () =>
  (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.restaurantId, R)))
    .map((r) => r.day)
    .sort();
const counts = async () =>
  (await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.restaurantId, R)))
    .map(({ restaurantId: _, ...row }) => row)
    .sort((a, b) => `${a.day}${a.kind}${a.way}`.localeCompare(`${b.day}${b.kind}${b.way}`));

describe('rolling up analytics', () => {
  it('turns past days into counts, keeps recent days as events, and reads every day the same', async () => {
    await insertAnalyticsEvents(t.db, [
      event('2026-11-20', 'menu-viewed', 'pickup'),
      event('2026-11-20', 'menu-viewed', 'pickup'),
      event('2026-11-20', 'menu-viewed'),
      event('2026-11-20', 'order-placed', 'pickup'),
      event('2026-11-20', 'refused', 'pickup', 'sold-out'),
      event('2026-11-20', 'refused', null, 'sold-out'),
      event('2026-11-27', 'menu-viewed', 'dine-in'),
      event('2026-11-28', 'menu-viewed', 'dine-in'),
      // Past the retention: counted, then dropped with its counts.
      event('2025-10-01', 'menu-viewed'),
    ]);
    const before = await report('2026-11-20');
    expect(before).toMatchObject({
      funnel: { 'menu-viewed': 3, 'order-placed': 1 },
      refusals: [{ category: 'sold-out', count: 2 }],
    });
    const recentBefore = await report('2026-11-27');

    await rollUpAt('2026-11-29T09:00:00Z');

    // Events before the 27th (two UTC days back) are gone from the events table; the 27th and 28th stay rows.
    expect(await eventDays()).toEqual(['2026-11-27', '2026-11-28']);
    expect(await counts()).toEqual([
      { day: '2026-11-20', kind: 'menu-viewed', refusal: null, way: null, count: 1 },
      { day: '2026-11-20', kind: 'menu-viewed', refusal: null, way: 'pickup', count: 2 },
      { day: '2026-11-20', kind: 'order-placed', refusal: null, way: 'pickup', count: 1 },
      { day: '2026-11-20', kind: 'refused', refusal: 'sold-out', way: null, count: 1 },
      { day: '2026-11-20', kind: 'refused', refusal: 'sold-out', way: 'pickup', count: 1 },
    ]);
    expect(await report('2026-11-20')).toEqual(before);
    expect(await report('2026-11-27')).toEqual(recentBefore);
    expect((await report('2025-10-01')).funnel['menu-viewed']).toBe(0);

    // Run again the same hour: nothing changes.
    await rollUpAt('2026-11-29T09:30:00Z');
    expect(await report('2026-11-20')).toEqual(before);
    expect(await counts()).toHaveLength(5);
  });

  it('adds a late event of a rolled-up day to its counts, and drops counts a year and a month old', async () => {
    await insertAnalyticsEvents(t.db, [event('2026-11-20', 'menu-viewed', 'pickup')]);
    expect((await report('2026-11-20')).funnel['menu-viewed']).toBe(4);
    await rollUpAt('2026-12-01T00:30:00Z');
    expect(await eventDays()).toEqual([]);
    expect((await report('2026-11-20')).funnel['menu-viewed']).toBe(4);
    expect((await counts()).filter((c) => c.day === '2026-11-20' && c.way === 'pickup')[0]).toMatchObject({
      kind: 'menu-viewed',
      count: 3,
    });
    expect((await report('2026-11-28')).funnel['menu-viewed']).toBe(1);

    // 400 days after the 20th, its counts are kept; the day after, they are dropped.
    await rollUpAt('2027-12-25T12:00:00Z');
    expect((await report('2026-11-20')).funnel['menu-viewed']).toBe(4);
    await rollUpAt('2027-12-26T12:00:00Z');
    expect((await report('2026-11-20')).funnel['menu-viewed']).toBe(0);
    expect((await counts()).map((c) => c.day)).toEqual(['2026-11-27', '2026-11-28']);
  });
});
