/**
 * The card a suite's event-day orders are fixed to (decision 018: the card of the suite's first event-day order)
 * stays on the owner's profile while the event is today or still to come: deleting it would leave the suite's next
 * order charged to a card that is gone (accounts' delete-payment asks here, through app.ts).
 */
import { isUpcomingOrToday } from '@ordering/domain/suites/rules';
import type { Executor } from '../../db/client';
import { ordersOfEventSuites, ownerEventSuitesFrom } from './suites.repository';
import { splitOrders } from './views';

/** A day and a half back covers an event today in any zone of the continent. */
const LOOK_BACK_MS = 36 * 60 * 60_000;

/** The event (today's or a later one) whose suite's orders are fixed to this card of the owner's, if any. */
export async function fixedCardUse(
  db: Executor,
  ownerUserId: number,
  paymentCardId: string,
  now: Date,
): Promise<{ eventTitle: string } | null> {
  const booked = (await ownerEventSuitesFrom(db, ownerUserId, new Date(now.getTime() - LOOK_BACK_MS))).filter(
    (row) => isUpcomingOrToday(row.startsAt, row.zone, now),
  );
  if (booked.length === 0) return null;
  const orders = await ordersOfEventSuites(
    db,
    booked.map((row) => row.id),
    { includeAwaiting: true },
  );
  for (const row of booked) {
    const fixed = splitOrders(orders.filter((o) => o.eventSuiteId === row.id)).fixedCardId;
    if (fixed === paymentCardId) return { eventTitle: row.title };
  }
  return null;
}
