/**
 * The operator's event day: today's events at the venue, then an event's suites.
 */

import { localDate, startOfLocalDate } from '@ordering/domain/ordering/zoned';
import type { ActiveEventsResponse, EventInfoResponse } from '@ordering/domain/suites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { suiteTabsTotal } from '../tabs';
import { countSuitesOfEvents, eventSuitesOfEvent, eventsBetween, findEvent } from './suites.repository';
import { eventSuiteView, eventView, ordersByEventSuite, zoneOf } from './views';

/** Today in the venue's zone: from its local midnight to the next one. */
export async function getActiveEvents(
  app: FastifyInstance,
  entry: PublishedEntry,
  now: Date,
): Promise<ActiveEventsResponse> {
  const zone = zoneOf(entry);
  const today = localDate(now, zone);
  const start = startOfLocalDate(today, zone);
  const tomorrow = localDate(new Date(start.getTime() + 36 * 3_600_000), zone);
  const rows = await eventsBetween(app.db, entry.restaurantId, start, startOfLocalDate(tomorrow, zone));
  if (rows.length === 0) throw new AppError(404, 'error.noEventsToday');
  const counts = await countSuitesOfEvents(
    app.db,
    rows.map((r) => r.id),
  );
  return { events: rows.map((e) => ({ ...eventView(e, zone, now), suites_count: counts.get(e.id) ?? 0 })) };
}

export async function getEventInfo(
  app: FastifyInstance,
  entry: PublishedEntry,
  eventId: string,
  now: Date,
): Promise<EventInfoResponse> {
  const event = await findEvent(app.db, entry.restaurantId, eventId);
  if (!event) throw new AppError(404, 'error.noEventSuite');
  const rows = await eventSuitesOfEvent(app.db, event.id);
  if (rows.length === 0) throw new AppError(404, 'error.noSuitesForEvent');
  const orders = await ordersByEventSuite(
    app.db,
    rows.map((r) => r.eventSuite.id),
  );
  const tabsTotal = await suiteTabsTotal(
    app.db,
    rows.map((r) => r.eventSuite.id),
  );
  const suites = [];
  for (const row of rows) {
    const o = orders.get(row.eventSuite.id);
    if (o) suites.push(await eventSuiteView(app.db, row, o, tabsTotal));
  }
  return { event: eventView(event, zoneOf(entry), now), suites };
}
