/**
 * PUT /catering/events/{eventId}/event-suites/{suiteId}/update-event-day-settings: the
 * operator sets the event-day payment preference (fixed once the suite has an event-day order) and sets, changes or
 * removes the tab limit (free text, an amount), on the owner's behalf. The suite's owner, signed in themselves, may
 * "activate a tab with a limit for guests (inactive or active)" for their own suite only:
 * the tab limit as an amount and the tab on or off; the payment preference and removing the limit stay the
 * operator's. Decided with the event suite row locked, so an order being placed and a change of preference never
 * cross.
 */
import type {
  UpdateEventDaySettingsRequest,
  UpdateEventDaySettingsResponse,
} from '@ordering/domain/suites/contracts';
import { changePaymentPreference, parseTabLimit, tabLimitEvent } from '@ordering/domain/suites/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import { translate } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';
import { findEventSuite, lockEventSuite, ordersOfEventSuites, updateEventSuite } from './suites.repository';
import { eventSuiteView, ordersByEventSuite } from './views';

export async function updateEventDaySettings(
  app: FastifyInstance,
  entry: PublishedEntry,
  params: { eventId: string; suiteId: string },
  body: UpdateEventDaySettingsRequest,
  locale: Locale,
  now: Date,
  /** Who asks: an operator (or a login-as session), or the signed-in user who must own this suite. */
  caller: { operator: true } | { ownerUserId: number } = { operator: true },
): Promise<UpdateEventDaySettingsResponse> {
  const full = await findEventSuite(app.db, entry.restaurantId, params.suiteId);
  if ('ownerUserId' in caller) {
    // Anyone but this suite's owner is told what the call needs: an operator (as before the owner's right).
    if (!full || full.owner.id !== caller.ownerUserId) throw new AppError(403, 'error.notSuiteOperator');
    if (body.event_day_payment_preference !== undefined) throw new AppError(403, 'error.notSuiteOperator');
  }
  if (!full || full.event.publicId !== params.eventId) throw new AppError(404, 'error.noEventSuite');
  if (body.userId != null && body.userId !== full.owner.publicId)
    throw new AppError(403, 'error.invalidSuiteOwner');
  const invalidLimit = () =>
    new AppError(400, 'error.tabLimitInvalid', {}, [
      { path: 'tab_limit', message: translate(locale, 'error.tabLimitInvalid') },
    ]);
  let nextLimit: number | null | undefined;
  if (body.tab_limit !== undefined) {
    const parsed = parseTabLimit(body.tab_limit);
    if (!parsed.ok) throw invalidLimit();
    nextLimit = parsed.cents;
  }
  // The owner's tab always has a limit: an amount, never a removal.
  if ('ownerUserId' in caller && nextLimit === null) throw invalidLimit();
  const previous = full.eventSuite.tabLimitCents;
  await app.db.transaction(async (tx) => {
    const row = await lockEventSuite(tx, full.eventSuite.id);
    if (!row) throw new AppError(404, 'error.noEventSuite');
    if ('ownerUserId' in caller && body.tab_active === true && (nextLimit ?? row.tabLimitCents) === null)
      throw invalidLimit();
    const values: Parameters<typeof updateEventSuite>[2] = {};
    if (body.event_day_payment_preference !== undefined) {
      const current =
        row.paymentPreference === 'charge' || row.paymentPreference === 'invoice'
          ? row.paymentPreference
          : null;
      const placed = (await ordersOfEventSuites(tx, [row.id], { includeAwaiting: true })).filter(
        (o) => o.suiteOrderKind === 'event-day',
      );
      const change = changePaymentPreference(current, body.event_day_payment_preference, placed.length);
      if (!change.ok) throw new AppError(409, 'error.paymentPreferenceFixed');
      if (change.changed) values.paymentPreference = body.event_day_payment_preference;
    }
    if (nextLimit !== undefined) values.tabLimitCents = nextLimit;
    // A limit set opens the tab; removing it leaves the tab open without a limit unless told otherwise.
    if (body.tab_active !== undefined) values.tabActive = body.tab_active;
    else if (nextLimit !== undefined && nextLimit !== null && previous === null) values.tabActive = true;
    if (Object.keys(values).length > 0) await updateEventSuite(tx, row.id, values, now);
  });
  const updated = await findEventSuite(app.db, entry.restaurantId, params.suiteId);
  if (!updated) throw new AppError(404, 'error.noEventSuite');
  const orders = (await ordersByEventSuite(app.db, [updated.eventSuite.id])).get(updated.eventSuite.id);
  if (!orders) throw new Error('unreachable: orders are listed for every id asked');
  return {
    eventSuite: await eventSuiteView(app.db, updated, orders),
    tabLimitEvent: nextLimit === undefined ? null : tabLimitEvent(previous, nextLimit),
  };
}
