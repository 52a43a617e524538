/**
 * The suite's part of an order, put on the body the checkout
 * made. A pre-order is catering, picked up at the suite's delivery time, with the suite's current pre-order named
 * when there is one (the server answers 'modifiedOrder'); on event day the suite's payment preference says how it
 * is paid: the owner's card (the first order's once fixed) or the suite's invoice.
 */
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { defaultSavedCard } from '@ordering/domain/ordering/payment-method';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import { eventDayCard } from '@ordering/domain/suites/rules';

export interface SuiteOrderContext {
  mode: { eventSuite?: string; eventDayOrdering?: boolean };
  info: MinimalInfoResponse;
  /** The owner's saved cards (the session's profile). */
  cards: readonly { paymentCardId: string; isDefault: boolean }[];
}

export type SuiteBlock = 'locked' | 'no-card' | 'not-event-day' | null;

/** Why the order cannot be placed now, said before the diner tries (the server refuses the same). */
export function suiteBlock(ctx: SuiteOrderContext): SuiteBlock {
  const usable = ctx.cards.filter((c) => c.paymentCardId.trim() !== '');
  if (ctx.mode.eventDayOrdering) {
    if (!ctx.info.eventDay) return 'not-event-day';
    const preference = ctx.info.eventSuite.event_day_payment_preference ?? 'charge';
    if (preference === 'charge' && !ctx.info.eventSuite.payment_card && usable.length === 0) return 'no-card';
    return null;
  }
  if (!ctx.info.canPreOrder) return 'locked';
  if (usable.length === 0) return 'no-card';
  return null;
}

/** Whether the checkout's own payment fields are asked: not on event day, where the suite's preference decides. */
export const suitePaysItself = (mode: SuiteOrderContext['mode']) =>
  Boolean(mode.eventSuite && mode.eventDayOrdering);

function dueAt(iso: string, zone: string) {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-CA', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(at);
  return { dueByDate: localDate(at, zone), dueByTime: time, prepTime: null, scheduled: true };
}

/** The suite's part put on the order (the questions asked of a suite are those of the suite way: their `modes`). */
export function withSuite(body: SubmitOrderRequest, ctx: SuiteOrderContext): SubmitOrderRequest {
  const { info, mode } = ctx;
  const eventSuiteId = info.eventSuite.id;
  if (!mode.eventDayOrdering) {
    const orderId = info.suiteCateringOrder?.id;
    const delivery = info.eventSuite.pre_order_delivery_time;
    const notes = info.eventSuite.pre_order_additional_notes;
    return {
      ...body,
      type: 'catering',
      data: {
        ...body.data,
        suites: { eventSuiteId, ...(orderId ? { suiteCateringOrderId: orderId } : {}) },
        checkout: {
          ...body.data.checkout,
          // Due at the suite's delivery time, scheduled: not "now plus the menu's notice".
          ...(delivery
            ? { pickup: { ...body.data.checkout.pickup, ...dueAt(delivery, info.event.timezone) } }
            : {}),
          suitesInfo: { deliveryTime: delivery, ...(notes ? { notes: notes.slice(0, 1000) } : {}) },
        },
      },
      pickup_time: delivery ?? body.pickup_time,
    };
  }
  const preference = info.eventSuite.event_day_payment_preference ?? 'charge';
  const {
    card: _card,
    purchaseOrder: _po,
    costCenter: _cc,
    invoice: _invoice,
    ...checkout
  } = body.data.checkout as Record<string, unknown> & SubmitOrderRequest['data']['checkout'];
  const { chosenCreditCard: _chosen, ...data } = body.data;
  const suites = { eventSuiteId };
  if (preference === 'invoice') {
    return {
      ...body,
      data: {
        ...data,
        suites,
        checkout: {
          ...checkout,
          paymentMethod: 'invoice',
          invoice: true,
        } as SubmitOrderRequest['data']['checkout'],
      },
    };
  }
  const choice = eventDayCard(
    info.eventSuite.payment_card?.paymentCardId ?? null,
    null,
    defaultSavedCard(ctx.cards)?.paymentCardId ?? null,
  );
  return {
    ...body,
    data: {
      ...data,
      suites,
      checkout: { ...checkout, paymentMethod: 'credit_card' } as SubmitOrderRequest['data']['checkout'],
      ...(choice.ok ? { chosenCreditCard: { paymentCardId: choice.paymentCardId } } : {}),
    },
  };
}
