/**
 * The staff console's suites report: per event, each suite with its delivery time, notes,
 * tab and payment preference, and its orders with their lines, for the kitchen and the runners (printable).
 * One event, or today's and the upcoming events of the venue.
 */
import { toDollars } from '@ordering/domain/money/money';
import { localDate, startOfLocalDate } from '@ordering/domain/ordering/zoned';
import type { StaffSuiteOrdersResponse } from '@ordering/domain/suites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import { linesOfOrders } from '../orders';
import type { PublishedEntry } from '../restaurants';
import { eventSuitesOfEvent, eventsBetween, findEvent } from './suites.repository';
import { eventView, optionNames, orderSummary, ordersByEventSuite, zoneOf } from './views';

export async function staffSuiteOrders(
  app: FastifyInstance,
  entry: PublishedEntry,
  eventId: string | undefined,
  now: Date,
): Promise<StaffSuiteOrdersResponse> {
  const zone = zoneOf(entry);
  let eventRows: Awaited<ReturnType<typeof eventsBetween>>;
  if (eventId) {
    const one = await findEvent(app.db, entry.restaurantId, eventId);
    if (!one) throw new AppError(404, 'error.noEventSuite');
    eventRows = [one];
  } else {
    eventRows = await eventsBetween(app.db, entry.restaurantId, startOfLocalDate(localDate(now, zone), zone));
  }
  const events: StaffSuiteOrdersResponse['events'] = [];
  for (const event of eventRows) {
    const suites = await eventSuitesOfEvent(app.db, event.id);
    const orders = await ordersByEventSuite(
      app.db,
      suites.map((s) => s.eventSuite.id),
    );
    const placed = [...orders.values()].flatMap((o) => o.all.filter((x) => x.status !== 'awaiting_payment'));
    const lines = await linesOfOrders(
      app.db,
      placed.map((o) => o.id),
    );
    events.push({
      event: eventView(event, zone, now),
      suites: suites.map((s) => {
        const o = orders.get(s.eventSuite.id);
        const es = s.eventSuite;
        return {
          eventSuiteId: es.publicId,
          suite: s.suite.name,
          owner: `${s.owner.firstName} ${s.owner.lastName}`.trim(),
          company_name: s.suite.companyName,
          pre_order_delivery_time: es.preOrderDeliveryTime?.toISOString() ?? null,
          notes: es.notes,
          tab_limit: es.tabLimitCents === null ? null : toDollars(es.tabLimitCents),
          event_day_payment_preference:
            es.paymentPreference === 'charge' || es.paymentPreference === 'invoice'
              ? es.paymentPreference
              : null,
          orders: (o?.all ?? [])
            .filter((x) => x.status !== 'awaiting_payment')
            .map((x) => ({
              ...orderSummary(x),
              lines: lines
                .filter((l) => l.orderId === x.id)
                .map((l) => ({
                  name: l.name,
                  quantity: l.quantity,
                  options: optionNames(l.options),
                  specialInstructions: l.specialInstructions,
                })),
            })),
        };
      }),
    });
  }
  return { restaurantId: entry.restaurantId, timezone: zone, events };
}
