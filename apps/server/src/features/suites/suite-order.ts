/**
 * Suite orders in the submission pipeline (decision 018: suite pre-orders and the event-day
 * flow). A submission naming an event suite (`data.config.eventSuite` or
 * `data.suites.eventSuiteId`) gets these hooks:
 * - prepare (before planning): the caller owns the suite; a pre-order needs a saved card, is taken from catering
 *   menus before the lock, and is delivered at the suite's delivery time; an event-day order is on the event's
 *   day and paid as the suite's preference says (the owner's card of the first event-day order, or an invoice).
 * - reserve (transaction 1, event suite row locked): one pre-order per suite, a change names the current one
 *   (`modifiedOrder`); an event-day order is a round on the suite's tab (features/tabs/suite-tab.ts), refused past
 *   its limit; the preference is set by the first order when the operator left it unset.
 * - placed: the pre-order a change replaces is cancelled (its card payment voided or refunded, as staff would).
 */
import { formatDateTime } from '@ordering/domain/format/dates';
import { formatMoney } from '@ordering/domain/money/money';
import { orderType } from '@ordering/domain/order-types/index';
import { menuFits } from '@ordering/domain/order-types/menus';
import { eventDayCard, preOrderLockAt, suiteOrderEvent, suiteTabLimit } from '@ordering/domain/suites/rules';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, translate } from '../../i18n/messages';
import { dueAfter, enqueue } from '../../outbox/outbox.repository';
import { findPresentedSession } from '../../plugins/principal';
import { findUserById, listPaymentMethods } from '../accounts';
import type { SubmissionInput, SuiteOrderColumns, SuiteOrderHooks, SuiteOrderRequest } from '../orders';
import { RECOVERY_DELAY_MS, submittedToCartItems } from '../orders';
import { takeSuiteRound } from '../tabs';
import { assertOperatorAt } from './operator-auth';
import { REPLACE_PRE_ORDER, replacePreOrder } from './replace-pre-order';
import {
  type EventSuiteFull,
  findCard,
  findEventSuite,
  lockEventSuite,
  ordersOfEventSuites,
  updateEventSuite,
} from './suites.repository';
import { canPreOrderNow, isEventDayNow, splitOrders, zoneOf } from './views';

function localized(error: AppError, text: (locale: Locale) => string): AppError {
  error.localized = text;
  return error;
}

/** The hooks for a submission that names an event suite, or null for any other submission. */
export function suiteOrderHooks(app: FastifyInstance, request: SuiteOrderRequest): SuiteOrderHooks | null {
  const { body, entry, now } = request;
  const eventSuiteId = body.data.config.eventSuite ?? body.data.suites?.eventSuiteId ?? null;
  if (eventSuiteId === null || eventSuiteId === '') return null;
  const eventDay = body.data.config.eventDayOrdering === true;
  const modifies = body.data.suites?.suiteCateringOrderId ?? null;
  const kind = eventDay ? 'event-day' : 'pre-order';
  const zone = zoneOf(entry);

  let full: EventSuiteFull | undefined;
  let operatorId: number | null = request.actingOperatorId;
  let cardId: string | null = null;
  /** The suite's fixed card as prepare read it (a removed one included). */
  let fixedSeen: string | null = null;
  let preference: 'charge' | 'invoice' | null = null;
  let replaced: { id: string; number: number } | null = null;

  const prepare = async (input: SubmissionInput): Promise<SubmissionInput> => {
    full = await findEventSuite(app.db, entry.restaurantId, eventSuiteId);
    if (!full) throw new AppError(404, 'error.noEventSuite');
    if (request.userId === null) throw new AppError(401, 'error.suiteLoginRequired');
    if (request.userId !== full.owner.id) throw new AppError(403, 'error.invalidSuiteOwner');
    if (body.operatorToken) {
      // The operator's own token, sent with the order: it must be a live operator session
      // here, and the operator of the login-as session when there is one.
      const session = await findPresentedSession(request.http, body.operatorToken, 'operator', now);
      const user = session.ok ? await findUserById(app.db, session.userId) : undefined;
      if (!user) throw new AppError(403, 'error.notSuiteOperator');
      await assertOperatorAt(app, user, entry.restaurantId);
      if (operatorId !== null && operatorId !== user.id) throw new AppError(403, 'error.operatorNotAssigned');
      operatorId = user.id;
    }
    const cards = await listPaymentMethods(app.db, full.owner.id);
    const data = { ...input.body.data };
    let pickupTime = input.body.pickup_time;
    if (!eventDay) {
      if (cards.length === 0) throw new AppError(409, 'error.preOrderNeedsCard');
      const event = full.event;
      if (!canPreOrderNow(event, now)) {
        const at = preOrderLockAt({ startsAt: event.startsAt, lockHours: event.orderLockHours });
        throw localized(new AppError(422, 'error.preOrderLocked', { date: at.toISOString() }), (locale) =>
          translate(locale, 'error.preOrderLocked', {
            date: formatDateTime(at, zone, locale),
          }),
        );
      }
      const menus = new Set(submittedToCartItems(entry.data, data.items).map((i) => i.menu_id));
      for (const menuId of menus) {
        const menu = entry.data.menus.find((m) => m.id === menuId);
        if (menu && !menuFits(orderType('catering'), menu))
          throw new AppError(416, 'error.preOrderCateringOnly');
      }
      // Paid with the owner's saved card: the chosen one, else the default (the card pre-ordering requires).
      const method = data.checkout.paymentMethod ?? 'credit_card';
      if (method === 'credit_card' && !data.chosenCreditCard?.paymentCardId && !data.checkout.card?.number) {
        const fallback = cards.find((c) => c.isDefault) ?? cards[0];
        if (fallback) data.chosenCreditCard = { paymentCardId: fallback.paymentCardId };
      }
      // The suite's delivery time, whatever the cart asked.
      pickupTime = (full.eventSuite.preOrderDeliveryTime ?? event.startsAt).toISOString();
    } else {
      if (!isEventDayNow(full.event, zone, now)) throw new AppError(422, 'error.notEventDay');
      // Delivered to the suite: the suite is the order's table (cleared when the order fails).
      if (data.config.tableNum == null || String(data.config.tableNum) === '') {
        data.config = { ...data.config, tableNum: full.suite.name };
      }
      const stored = full.eventSuite.paymentPreference;
      const method = data.checkout.paymentMethod ?? 'credit_card';
      preference =
        stored === 'charge' || stored === 'invoice' ? stored : method === 'invoice' ? 'invoice' : 'charge';
      if (preference === 'invoice') {
        if (method !== 'invoice') throw new AppError(409, 'error.suiteInvoiceOnly');
      } else {
        if (method !== 'credit_card') throw new AppError(409, 'error.suiteChargeOnly');
        const orders = splitOrders(
          await ordersOfEventSuites(app.db, [full.eventSuite.id], { includeAwaiting: true }),
        );
        const fallback = cards.find((c) => c.isDefault)?.paymentCardId ?? cards[0]?.paymentCardId ?? null;
        fixedSeen = orders.fixedCardId;
        // A fixed card the owner no longer has (deleted before delete-payment refused it) binds nothing.
        const fixed = cards.find((c) => c.paymentCardId === orders.fixedCardId);
        const choice = eventDayCard(
          orders.fixedCardId,
          data.chosenCreditCard?.paymentCardId,
          fallback,
          fixed !== undefined,
        );
        if (!choice.ok) {
          if (choice.reason === 'no_card') throw new AppError(409, 'error.eventDayNeedsCard');
          if (choice.reason === 'fixed_card_removed' || !fixed)
            throw new AppError(409, 'error.suiteCardRemoved');
          throw new AppError(409, 'error.suiteCardFixed', { last4: fixed.last4 });
        }
        cardId = choice.paymentCardId;
        data.chosenCreditCard = { paymentCardId: choice.paymentCardId };
      }
    }
    // A suite's order, pre-order or event day, is a catering order (pre-ordering gives
    // catering; the event-day order goes to the same suite from the same kitchen).
    return {
      ...input,
      body: { ...input.body, type: 'catering', data, pickup_time: pickupTime },
    };
  };

  const reserve = async (
    tx: Executor,
    priced: Parameters<SuiteOrderHooks['reserve']>[1],
    checkoutId: number,
  ): Promise<SuiteOrderColumns> => {
    if (!full) throw new Error('suite order reserved before it was prepared');
    const row = await lockEventSuite(tx, full.eventSuite.id);
    if (!row) throw new AppError(404, 'error.noEventSuite');
    const orders = splitOrders(await ordersOfEventSuites(tx, [row.id], { includeAwaiting: true }));
    if (kind === 'pre-order') {
      const live = orders.all.filter((o) => o.suiteOrderKind === 'pre-order');
      if (modifies === null) {
        if (live.length > 0) throw new AppError(409, 'error.preOrderExists');
      } else {
        // The change must name the suite's current pre-order, with no other change of it in flight.
        const current = live[live.length - 1];
        const inFlight = live.some((o) => o.status === 'awaiting_payment');
        if (inFlight || !current || current.publicId !== modifies) {
          throw new AppError(409, 'error.preOrderNotCurrent');
        }
        replaced = { id: current.publicId, number: current.number };
        // Written with the new order: a crash after it is placed still cancels the one it replaces.
        await enqueue(tx, {
          restaurantId: entry.restaurantId,
          type: REPLACE_PRE_ORDER,
          payload: { orderId: current.publicId, locale: request.locale, userId: request.userId ?? 0 },
          notBefore: dueAfter(RECOVERY_DELAY_MS + 60_000),
        });
      }
    } else {
      const total = priced.costs.totalWithTip;
      // The order is a round on the suite's tab; a refusal below rolls the round back with the checkout.
      const round = await takeSuiteRound(tx, {
        restaurantId: entry.restaurantId,
        eventSuiteId: row.id,
        suiteName: full.suite.name,
        checkoutId,
        amountCents: total,
        limitCents: suiteTabLimit({ limitCents: row.tabLimitCents, active: row.tabActive }),
        at: now,
      });
      if (!round.ok) {
        const remaining = round.leftCents;
        throw localized(
          new AppError(409, 'error.tabLimitExceeded', { total: total / 100, remaining: remaining / 100 }),
          (locale) =>
            translate(locale, 'error.tabLimitExceeded', {
              total: formatMoney(total, locale),
              remaining: formatMoney(remaining, locale),
            }),
        );
      }
      // A concurrent first order may have fixed another card since prepare read it.
      if (cardId && orders.fixedCardId && orders.fixedCardId !== cardId && orders.fixedCardId !== fixedSeen) {
        const fixed = await findCard(tx, full.owner.id, orders.fixedCardId);
        if (!fixed) throw new AppError(409, 'error.suiteCardRemoved');
        throw new AppError(409, 'error.suiteCardFixed', { last4: fixed.last4 });
      }
      if (row.paymentPreference === null && preference) {
        await updateEventSuite(tx, row.id, { paymentPreference: preference }, now);
      } else if (row.paymentPreference !== null && row.paymentPreference !== preference) {
        throw new AppError(409, 'error.paymentPreferenceFixed');
      }
    }
    const es = full.eventSuite;
    return {
      eventSuiteId: row.id,
      suiteOrderKind: kind,
      placedByUserId: operatorId,
      eventSuite: {
        eventSuiteId: es.publicId,
        event: {
          id: full.event.publicId,
          title: full.event.title,
          startsAt: full.event.startsAt.toISOString(),
        },
        suite: full.suite.name,
        company: full.suite.companyName,
        owner: `${full.owner.firstName} ${full.owner.lastName}`.trim(),
        kind,
        deliveryTime: kind === 'pre-order' ? (es.preOrderDeliveryTime?.toISOString() ?? null) : null,
        notes: es.notes,
        tabLimit: row.tabLimitCents === null ? null : row.tabLimitCents / 100,
        paymentPreference: kind === 'event-day' ? preference : null,
        paymentCardId: cardId,
        modifies: replaced?.id ?? null,
        operatorId: operatorId,
      },
    };
  };

  const placed: SuiteOrderHooks['placed'] = async (view) => {
    const old = replaced;
    if (!old) return { ...view, event: suiteOrderEvent(null) };
    try {
      await replacePreOrder(
        app.db,
        app.orderStatusBus,
        request.gateway,
        { orderId: old.id, locale: request.locale, userId: request.userId ?? 0 },
        now,
      );
    } catch (err) {
      // The new order stands; the outbox message written with it tries the cancellation again.
      app.log.warn({ err, orderId: old.id }, 'replaced suite pre-order could not be cancelled yet');
    }
    return { ...view, event: suiteOrderEvent(old.id) };
  };

  return { prepare, reserve, placed };
}
