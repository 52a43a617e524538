/**
 * Demo event suites at lakeshore-stadium, seeded with the demo accounts: events relative to today in the
 * stadium's zone (one today, two upcoming, one past), three suites (two owned by suite.owner@example.com, one by
 * suite.partner@example.com) booked for every event with delivery times, notes and tab limits, and
 * operator@example.com assigned as the stadium's suite operator. Idempotent: an event already on a demo day is kept
 * (a demo user may have ordered for it); only what is missing is added, so a later start still has a "today".
 */

import { addDaysToDate, atLocalTime, DEFAULT_ZONE, localDate } from '@ordering/domain/ordering/zoned';
import type { Database } from '../../db/client';
import { findUserByEmail } from '../accounts';
import type { PublishedVersionCache } from '../restaurants';
import {
  addSuiteOperator,
  findSuiteByName,
  insertEvent,
  insertEventSuites,
  insertSuite,
} from './demo-suites.repository';
import { eventsBetween, type SuiteRow } from './suites.repository';

export const DEMO_VENUE = 'lakeshore-stadium';

const SUITES = [
  { name: 'Suite 101', owner: 'suite.owner@example.com', company: 'Northwind Logistics' },
  { name: 'Suite 205', owner: 'suite.owner@example.com', company: 'Maple Leaf Legal LLP' },
  { name: 'Suite 310', owner: 'suite.partner@example.com', company: 'Harbourfront Dental' },
];

/**
 * Days from today, local start time, lock hours. Today's is locked; next week's is open for pre-orders. Every lock
 * is more than the Suite Catering menu's 48 hours of notice before the delivery (an hour before the start), so a
 * pre-order the lock allows is never refused for its notice.
 */
const EVENTS = [
  {
    days: 0,
    time: '19:00',
    lock: 72,
    title: 'Lakeshore Lions vs. Harbour Hawks',
    managerInfo: 'Suite services: 416-555-0199',
  },
  {
    days: 6,
    time: '19:30',
    lock: 72,
    title: 'Lakeshore Lions vs. Northern Wolves',
    managerInfo: 'Suite services: 416-555-0199',
  },
  { days: 13, time: '13:00', lock: 60, title: 'Family Day: Lions vs. Rapids', managerInfo: null },
  { days: -7, time: '19:00', lock: 72, title: 'Season Opener: Lions vs. Comets', managerInfo: null },
];

const NOTES = [
  'Please set up by the bar; two guests have nut allergies.',
  'Client hosting: plates and napkins for 16.',
  null,
];

/** Tab limits in cents per suite (today's event opens the tabs). */
const TABS = [50_000, null, 25_000];

export async function seedDemoSuites(db: Database, cache: PublishedVersionCache, now: Date): Promise<void> {
  const entry = await cache.get(DEMO_VENUE);
  if (!entry) return;
  const restaurantId = entry.restaurantId;
  const zone = entry.data.restaurant.timezone || DEFAULT_ZONE;
  const operator = await findUserByEmail(db, 'operator@example.com');
  if (operator) {
    await addSuiteOperator(db, operator.id, restaurantId);
  }

  const suiteRows: SuiteRow[] = [];
  for (const demo of SUITES) {
    const owner = await findUserByEmail(db, demo.owner);
    if (!owner) continue;
    const existing = await findSuiteByName(db, restaurantId, demo.name);
    if (existing) {
      suiteRows.push(existing);
      continue;
    }
    const created = await insertSuite(db, {
      restaurantId,
      name: demo.name,
      ownerUserId: owner.id,
      companyName: demo.company,
    });
    if (created) suiteRows.push(created);
  }

  const today = localDate(now, zone);
  for (const demo of EVENTS) {
    const day = addDaysToDate(today, demo.days);
    const dayStart = atLocalTime(day, '00:00', zone);
    const dayEnd = atLocalTime(addDaysToDate(day, 1), '00:00', zone);
    const [have] = await eventsBetween(db, restaurantId, dayStart, dayEnd);
    if (have) continue;
    const startsAt = atLocalTime(day, demo.time, zone);
    const event = await insertEvent(db, {
      restaurantId,
      title: demo.title,
      startsAt,
      orderLockHours: demo.lock,
      managerInfo: demo.managerInfo,
    });
    if (!event) continue;
    await insertEventSuites(
      db,
      suiteRows.map((suite, i) => ({
        restaurantId,
        eventId: event.id,
        suiteId: suite.id,
        // Delivered before the doors: an hour before the start, the suites a quarter hour apart.
        preOrderDeliveryTime: new Date(startsAt.getTime() - (60 - i * 15) * 60_000),
        notes: NOTES[i] ?? null,
        tabLimitCents: demo.days === 0 ? (TABS[i] ?? null) : null,
        tabActive: demo.days === 0 && TABS[i] != null,
        paymentPreference: null,
      })),
    );
  }
}
