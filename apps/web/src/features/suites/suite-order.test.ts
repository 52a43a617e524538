import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import { describe, expect, it } from 'vitest';
import { suiteBlock, withSuite } from './suite-order';

const info = (
  patch: Partial<MinimalInfoResponse> = {},
  suite: Partial<MinimalInfoResponse['eventSuite']> = {},
) =>
  ({
    event: { id: 'ev1', title: 'Game', locked: false, timezone: 'America/Toronto' },
    eventSuite: {
      id: 'es1',
      event_day_payment_preference: null,
      payment_card: null,
      pre_order_delivery_time: '2026-11-28T23:30:00.000Z',
      pre_order_additional_notes: 'Ice on the side',
      ...suite,
    },
    userEventSuite: { tab_limit: null },
    suiteCateringOrder: null,
    canPreOrder: true,
    eventDay: false,
    ...patch,
  }) as unknown as MinimalInfoResponse;

const body: SubmitOrderRequest = {
  type: 'dine-in',
  data: {
    config: { restaurantId: '105', eventSuite: 'es1' },
    items: [],
    costs: {} as SubmitOrderRequest['data']['costs'],
    checkout: {
      paymentMethod: 'credit_card',
      card: { number: '4242' },
      pickup: {
        dueByDate: '2026-11-23',
        dueByTime: '20:00',
        prepTime: 2880,
        scheduled: false,
        delivery: false,
      },
    } as SubmitOrderRequest['data']['checkout'],
    chosenCreditCard: { paymentCardId: 'pm_chosen' },
  },
  pickup_time: '2026-11-24T01:00:00.000Z',
};
const cards = [
  { paymentCardId: 'pm_a', isDefault: false },
  { paymentCardId: 'pm_default', isDefault: true },
];
const preOrder = { eventSuite: 'es1' };
const eventDay = { eventSuite: 'es1', eventDayOrdering: true };

describe('a suite pre-order', () => {
  it('is catering at the suite delivery time, with the suite and its notes', () => {
    const sent = withSuite(body, { mode: preOrder, info: info(), cards });
    expect(sent.type).toBe('catering');
    expect(sent.pickup_time).toBe('2026-11-28T23:30:00.000Z');
    expect(sent.data.suites).toEqual({ eventSuiteId: 'es1' });
    expect(sent.data.checkout.suitesInfo).toEqual({
      deliveryTime: '2026-11-28T23:30:00.000Z',
      notes: 'Ice on the side',
    });
    expect(sent.data.chosenCreditCard).toEqual({ paymentCardId: 'pm_chosen' });
    // 23:30Z is 18:30 in Toronto on the 28th.
    expect(sent.data.checkout.pickup).toEqual({
      dueByDate: '2026-11-28',
      dueByTime: '18:30',
      prepTime: null,
      scheduled: true,
      delivery: false,
    });
  });

  it('names the current pre-order when there is one (modifiedOrder)', () => {
    const existing = info({
      suiteCateringOrder: { id: 'ord9' } as MinimalInfoResponse['suiteCateringOrder'],
    });
    expect(withSuite(body, { mode: preOrder, info: existing, cards }).data.suites).toEqual({
      eventSuiteId: 'es1',
      suiteCateringOrderId: 'ord9',
    });
  });

  it.each([
    ['open with a saved card', info(), cards, null],
    ['locked', info({ canPreOrder: false }), cards, 'locked'],
    ['no saved card', info(), [], 'no-card'],
    ['only a card with an empty id', info(), [{ paymentCardId: ' ', isDefault: true }], 'no-card'],
  ] as const)('%s', (_name, i, c, expected) => {
    expect(suiteBlock({ mode: preOrder, info: i, cards: c })).toBe(expected);
  });
});

describe('an event-day order', () => {
  it('charges the card of the first order once fixed', () => {
    const fixed = info(
      { eventDay: true },
      {
        event_day_payment_preference: 'charge',
        payment_card: { paymentCardId: 'pm_a', brand: 'visa', last4: '4242' },
      },
    );
    const sent = withSuite(body, { mode: eventDay, info: fixed, cards });
    expect(sent.data.chosenCreditCard).toEqual({ paymentCardId: 'pm_a' });
    expect(sent.data.checkout.paymentMethod).toBe('credit_card');
    expect(sent.data.checkout).not.toHaveProperty('card');
    expect(sent.data.suites).toEqual({ eventSuiteId: 'es1' });
    expect(sent.pickup_time).toBe(body.pickup_time);
  });

  it("charges the owner's default card before the first order", () => {
    const sent = withSuite(body, { mode: eventDay, info: info({ eventDay: true }), cards });
    expect(sent.data.chosenCreditCard).toEqual({ paymentCardId: 'pm_default' });
  });

  it('goes on the invoice without a card', () => {
    const invoiced = info({ eventDay: true }, { event_day_payment_preference: 'invoice' });
    const sent = withSuite(body, { mode: eventDay, info: invoiced, cards });
    expect(sent.data.checkout).toMatchObject({ paymentMethod: 'invoice', invoice: true });
    expect(sent.data).not.toHaveProperty('chosenCreditCard');
    expect(sent.data.checkout).not.toHaveProperty('card');
  });

  it.each([
    ['today, charge, saved card', info({ eventDay: true }), cards, null],
    ['not the event day', info({ eventDay: false }), cards, 'not-event-day'],
    ['charge with no card', info({ eventDay: true }), [], 'no-card'],
    ['invoice with no card', info({ eventDay: true }, { event_day_payment_preference: 'invoice' }), [], null],
  ] as const)('%s', (_name, i, c, expected) => {
    expect(suiteBlock({ mode: eventDay, info: i, cards: c })).toBe(expected);
  });
});
