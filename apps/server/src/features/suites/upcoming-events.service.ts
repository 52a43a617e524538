/**
 * POST /catering/suite-owners/get-upcoming-events (profile events): the signed-in owner's suites at events from
 * today on, with their orders. Only the session's own e-mail may be asked for.
 */

import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import { DEFAULT_ZONE, localDate, startOfLocalDate } from '@ordering/domain/ordering/zoned';
import type { UpcomingEventsResponse } from '@ordering/domain/suites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { suiteTabsTotal } from '../tabs';
import { type EventSuiteFull, eventSuitesOfOwner } from './suites.repository';
import { canPreOrderNow, eventSuiteView, eventView, orderSummary, ordersByEventSuite } from './views';

const DAY_MS = 86_400_000;

export async function getUpcomingEvents(
  app: FastifyInstance,
  caller: { userId: number; email: string },
  email: string,
  restaurant: PublishedEntry | undefined,
  now: Date,
): Promise<UpcomingEventsResponse> {
  if (normalizeEmail(email) !== caller.email) throw new AppError(403, 'error.invalidSuiteOwner');
  // A day back is enough to keep every zone's "today" (each event is then checked in its venue's zone).
  const rows = await eventSuitesOfOwner(
    app.db,
    caller.userId,
    new Date(now.getTime() - DAY_MS),
    restaurant?.restaurantId,
  );
  const entries = new Map<number, PublishedEntry | undefined>();
  const byEvent = new Map<number, { entry: PublishedEntry; rows: EventSuiteFull[] }>();
  for (const row of rows) {
    const restaurantId = row.event.restaurantId;
    if (!entries.has(restaurantId))
      entries.set(restaurantId, await app.publishedVersions.getByRestaurantId(restaurantId));
    const entry = entries.get(restaurantId);
    if (!entry) continue;
    const zone = entry.data.restaurant.timezone || DEFAULT_ZONE;
    if (row.event.startsAt < startOfLocalDate(localDate(now, zone), zone)) continue;
    const group = byEvent.get(row.event.id) ?? { entry, rows: [] };
    group.rows.push(row);
    byEvent.set(row.event.id, group);
  }
  const orders = await ordersByEventSuite(
    app.db,
    rows.map((r) => r.eventSuite.id),
  );
  const events: UpcomingEventsResponse['events'] = [];
  const tabsTotal = await suiteTabsTotal(
    app.db,
    [...byEvent.values()].flatMap(({ rows }) => rows.map((full) => full.eventSuite.id)),
  );
  for (const { entry, rows: suites } of byEvent.values()) {
    const first = suites[0];
    if (!first) continue;
    const zone = entry.data.restaurant.timezone || DEFAULT_ZONE;
    events.push({
      event: eventView(first.event, zone, now),
      restaurant: {
        id: entry.restaurantId,
        slug: entry.data.restaurant.slug,
        name: entry.data.restaurant.name,
      },
      suites: await Promise.all(
        suites.map(async (full) => {
          const o = orders.get(full.eventSuite.id);
          if (!o) throw new Error('unreachable: orders are listed for every id asked');
          return {
            eventSuite: await eventSuiteView(app.db, full, o, tabsTotal),
            canPreOrder: canPreOrderNow(full.event, now),
            orders: o.all.filter((x) => x.status !== 'awaiting_payment').map(orderSummary),
          };
        }),
      ),
    });
  }
  return { events };
}
