/**
 * POST /catering/events/get-minimal-info: the event and the suite an owner opens the
 * venue for. The signed-in user must own the suite ("invalid suite owner"). With the e-mailed link's `value` the
 * event suite and the owner's e-mail come sealed (suite-link.ts): a tampered or expired value is refused, and one
 * naming another suite or another owner is "invalid suite owner". A guest with a valid value sees the event and
 * its lock times, not the order nor the owner's name, e-mail, company or notes.
 */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import type { MinimalInfoRequest, MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { openSuiteLink } from './suite-link';
import { findEventSuite } from './suites.repository';
import {
  canPreOrderNow,
  eventSuiteView,
  eventView,
  isEventDayNow,
  orderItems,
  orderSummary,
  ordersByEventSuite,
  zoneOf,
} from './views';

export const linkRefused = () =>
  new AppError(400, 'error.suiteLinkInvalid', {}, [
    { path: 'encryptedValue', message: 'Not valid or expired' },
  ]);

export async function getMinimalInfo(
  app: FastifyInstance,
  entry: PublishedEntry,
  caller: { userId: number; email: string } | null,
  body: MinimalInfoRequest,
  secret: string,
  now: Date,
): Promise<MinimalInfoResponse> {
  let sealedEmail: string | null = null;
  if (body.encryptedValue !== undefined) {
    const opened = openSuiteLink(secret, body.encryptedValue, now);
    if (!opened.ok) throw linkRefused();
    if (opened.claims.eventSuiteId !== body.eventSuiteId) throw new AppError(403, 'error.invalidSuiteOwner');
    sealedEmail = normalizeEmail(opened.claims.email);
  }
  // A guest needs the link; without one it is the ordinary "log in" answer.
  if (!caller && sealedEmail === null) throw new AppError(201, 'error.loginRequired');
  const full = await findEventSuite(app.db, entry.restaurantId, body.eventSuiteId);
  if (!full) throw new AppError(404, 'error.noEventSuite');
  if (sealedEmail !== null && sealedEmail !== full.owner.email)
    throw new AppError(403, 'error.invalidSuiteOwner');
  if (caller && caller.userId !== full.owner.id) throw new AppError(403, 'error.invalidSuiteOwner');

  const zone = zoneOf(entry);
  const orders = (await ordersByEventSuite(app.db, [full.eventSuite.id])).get(full.eventSuite.id);
  if (!orders) throw new Error('unreachable: orders are listed for every id asked');
  const view = await eventSuiteView(app.db, full, orders);
  const pre = caller ? orders.preOrder : null;
  // A guest's link reveals the event and its lock times, nothing of the owner (the link may have been forwarded).
  const eventSuite = caller
    ? view
    : { ...view, suite_owner: null, pre_order_additional_notes: null, payment_card: null };
  return {
    event: eventView(full.event, zone, now),
    eventSuite,
    userEventSuite: { tab_limit: view.tab_limit },
    suiteCateringOrder: pre ? { ...orderSummary(pre), items: await orderItems(app.db, pre.id) } : null,
    canPreOrder: canPreOrderNow(full.event, now),
    eventDay: isEventDayNow(full.event, zone, now),
  };
}
