/**
 * Event day in a suite through the API: login-as, the operator's settings, orders on the tab, and the
 * owner's own guest tab. Setup and helpers: suites-test-kit.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventSuites, orders, sessions, users } from '../../db/schema';
import { call, signUp } from '../accounts/accounts-test-kit';
import {
  asOperator,
  get,
  inject,
  login,
  operatorToken,
  orderBody,
  ownerToken,
  POPCORN,
  partnerToken,
  STADIUM,
  submit,
  t,
  useSuitesApp,
} from './suites-test-kit';

useSuitesApp();

describe('event day: login-as, settings, orders on the tab', () => {
  let loginAsToken: string;
  let operatorId: number;
  it('login-as needs an event suite and an operator', async () => {
    const none = await inject('POST', '/api/auth/login-as', {}, asOperator(operatorToken));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No event suite found.');
    const notOperator = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 101').id, token: ownerToken },
      {},
    );
    expect(notOperator.statusCode).toBe(403);
    expect(notOperator.json().message).toBe('User is not a suite operator.');
    const otherEmail = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 101').id, suiteOperatorEmail: 'x@example.com' },
      asOperator(operatorToken),
    );
    expect(otherEmail.statusCode).toBe(403);
  });
  it('logs the operator in as the owner; the session records the operator', async () => {
    const res = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 101').id, token: operatorToken },
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'suite.owner@example.com',
      loginAs: { operatorEmail: 'operator@example.com' },
    });
    loginAsToken = body.token;
    const [op] = await t.handle.db.select().from(users).where(eq(users.email, 'operator@example.com'));
    operatorId = op?.id as number;
    const [session] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.actingOperatorId, operatorId));
    expect(session?.kind).toBe('user');
  });
  it('sets the payment preference and changes the tab limit (the event says what changed)', async () => {
    const url = `/api/catering/events/${get('0:Suite 101').eventId}/event-suites/${get('0:Suite 101').id}/update-event-day-settings`;
    const bad = await inject('PUT', url, { tab_limit: 'lots' }, asOperator(operatorToken));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'tab_limit', message: 'Please enter the tab limit as an amount, such as 250.' },
    ]);
    // Above the most an amount may be: refused, so the event stays readable.
    const huge = await inject('PUT', url, { tab_limit: '1000001' }, asOperator(operatorToken));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details[0].path).toBe('tab_limit');
    // In the login-as session too (its operator is checked).
    const res = await inject(
      'PUT',
      url,
      { event_day_payment_preference: 'charge', tab_limit: '$100' },
      { authorization: `Bearer ${loginAsToken}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tabLimitEvent: 'changed',
      eventSuite: { tab_limit: 100, event_day_payment_preference: 'charge', payment_preference_fixed: false },
    });
    const same = await inject('PUT', url, { tab_limit: '100.00' }, asOperator(operatorToken));
    expect(same.json().tabLimitEvent).toBeNull();
    // Another suite's owner is no operator (the owner's own tab: below).
    const nonOperator = await inject(
      'PUT',
      url,
      { tab_limit: '1' },
      { authorization: `Bearer ${partnerToken}` },
    );
    expect(nonOperator.statusCode).toBe(403);
    expect(nonOperator.json().message).toBe('User is not a suite operator.');
  });
  it('places an event-day order charged to the owner card, recording the operator', async () => {
    const res = await submit(
      orderBody(get('0:Suite 101').id, [POPCORN], { eventDay: true, pickup: '2026-12-09T23:30:00.000Z' }),
      loginAsToken,
      'fr-CA',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    expect(row).toMatchObject({
      suiteOrderKind: 'event-day',
      placedByUserId: operatorId,
      type: 'catering',
      fulfilment: expect.objectContaining({ tableNum: 'Suite 101' }),
    });
    expect(row?.eventSuite).toMatchObject({ paymentCardId: expect.any(String), paymentPreference: 'charge' });
  });
  it('fixes the payment preference after the first order', async () => {
    const url = `/api/catering/events/${get('0:Suite 101').eventId}/event-suites/${get('0:Suite 101').id}/update-event-day-settings`;
    const res = await inject(
      'PUT',
      url,
      { event_day_payment_preference: 'invoice' },
      asOperator(operatorToken),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The payment preference cannot change after the first order of the event.',
    );
    const invoiced = await submit(
      orderBody(get('0:Suite 101').id, [POPCORN], {
        eventDay: true,
        paymentMethod: 'invoice',
        card: null,
        pickup: '2026-12-09T23:30:00.000Z',
      }),
      loginAsToken,
    );
    expect(invoiced.statusCode).toBe(409);
  });
  it("keeps the first order's card", async () => {
    const add = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      { cardNumber: '5555 5555 5555 4444', expiry: '11/31', cvd: '123' },
      { token: ownerToken },
    );
    expect(add.statusCode, add.body).toBe(200);
    const second = (add.json() as { paymentCardId: string; last4: string }[]).find((c) => c.last4 === '4444');
    const res = await submit(
      orderBody(get('0:Suite 101').id, [POPCORN], {
        eventDay: true,
        card: second?.paymentCardId,
        pickup: '2026-12-09T23:30:00.000Z',
      }),
      loginAsToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This suite’s orders are charged to the card ending in 4242.');
  });
  it('refuses an order over what is left on the tab, with the amounts', async () => {
    const res = await submit(
      orderBody(get('0:Suite 101').id, [{ ...POPCORN, quantity: 5 }], {
        eventDay: true,
        pickup: '2026-12-09T23:30:00.000Z',
      }),
      loginAsToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^This order \(\$\d+\.\d\d\) is over the suite’s remaining tab of \$\d+\.\d\d\.$/,
    );
  });
  it('holds the tab under concurrent orders: of two that fit only one at a time, one is refused', async () => {
    const url = `/api/catering/events/${get('0:Suite 205').eventId}/event-suites/${get('0:Suite 205').id}/update-event-day-settings`;
    const set = await inject('PUT', url, { tab_limit: '80' }, asOperator(operatorToken));
    expect(set.json()).toMatchObject({
      tabLimitEvent: 'set',
      eventSuite: { tab_limit: 80, tab_active: true },
    });
    const order = () =>
      submit(
        orderBody(get('0:Suite 205').id, [POPCORN], { eventDay: true, pickup: '2026-12-09T23:30:00.000Z' }),
        ownerToken,
      );
    const answers = await Promise.all([order(), order()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await inject(
      'POST',
      '/api/catering/events/auth-get-event-info',
      { eventId: get('0:Suite 205').eventId },
      asOperator(operatorToken),
    );
    const suite = (
      after.json().suites as { suite: { name: string }; tab_spent: number; tab_remaining: number }[]
    ).find((x) => x.suite.name === 'Suite 205');
    expect(suite?.tab_spent).toBeGreaterThan(50);
    expect(suite?.tab_remaining).toBe(Math.round((80 - (suite?.tab_spent ?? 0)) * 100) / 100);
  });
  it('refuses event-day ordering on another day', async () => {
    const res = await submit(orderBody(get('6:Suite 101').id, [POPCORN], { eventDay: true }), ownerToken);
    expect(res.json()).toMatchObject({
      code: 422,
      message: 'Event-day ordering is open on the day of the event only.',
    });
  });
  it('invoices a suite whose preference is invoice', async () => {
    const url = `/api/catering/events/${get('0:Suite 310').eventId}/event-suites/${get('0:Suite 310').id}/update-event-day-settings`;
    const set = await inject(
      'PUT',
      url,
      { event_day_payment_preference: 'invoice', tab_limit: null },
      asOperator(operatorToken),
    );
    expect(set.json()).toMatchObject({
      tabLimitEvent: 'removed',
      eventSuite: { event_day_payment_preference: 'invoice', tab_limit: null },
    });
    const charged = await submit(
      orderBody(get('0:Suite 310').id, [POPCORN], { eventDay: true, pickup: '2026-12-09T23:30:00.000Z' }),
      partnerToken,
    );
    expect(charged.json().message).toBe(
      'This suite’s event-day orders are invoiced: please choose the invoice.',
    );
    const res = await submit(
      orderBody(get('0:Suite 310').id, [POPCORN], {
        eventDay: true,
        paymentMethod: 'invoice',
        card: null,
        pickup: '2026-12-09T23:30:00.000Z',
      }),
      partnerToken,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
  it("lists the suites' orders per event for staff, not for others", async () => {
    const stranger = await signUp(t.app);
    const denied = await call(t.app, 'GET', `/api/staff/restaurants/${STADIUM}/suite-orders`, undefined, {
      token: stranger.token,
    });
    expect(denied.statusCode).toBe(403);
    // The demo's staff hold a role at the stadium (the suites report of the demo console).
    const res = await call(
      t.app,
      'GET',
      `/api/staff/restaurants/${STADIUM}/suite-orders?eventId=${get('0:Suite 101').eventId}`,
      undefined,
      { token: await login('staff@example.com', 'Staff-2026!') },
    );
    expect(res.statusCode, res.body).toBe(200);
    const suite = res.json().events[0].suites[0];
    expect(suite).toMatchObject({
      suite: 'Suite 101',
      company_name: 'Northwind Logistics',
      notes: expect.any(String),
    });
    expect(suite.orders[0]).toMatchObject({
      kind: 'event-day',
      placed_by_operator: { name: 'Olive Operator' },
      lines: [{ name: expect.any(String), quantity: 3 }],
    });
  });
  it('suite logout ends the owner session and returns to the operator', async () => {
    const res = await inject('POST', '/api/auth/suite-logout', undefined, {
      authorization: `Bearer ${loginAsToken}`,
      'x-operator-token': operatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'operator@example.com' });
    const after = await call(t.app, 'GET', '/api/auth/get-user-snapshot', undefined, { token: loginAsToken });
    expect(after.json().code).toBe(201);
    const still = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      asOperator(operatorToken),
    );
    expect(still.statusCode).toBe(200);
  });
});

describe("the owner's own guest tab (spec section 4 step 9: an owner may activate a tab with a limit)", () => {
  const url = () =>
    `/api/catering/events/${get('6:Suite 205').eventId}/event-suites/${get('6:Suite 205').id}/update-event-day-settings`;
  const asUser = (token: string, locale = 'en-CA') => ({ authorization: `Bearer ${token}`, locale });

  it('lets the owner activate a tab with a limit, change it and turn it off, for their own suite', async () => {
    const on = await inject('PUT', url(), { tab_limit: '300', tab_active: true }, asUser(ownerToken));
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      tabLimitEvent: 'set',
      eventSuite: { tab_limit: 300, tab_active: true, tab_remaining: 300 },
    });
    const changed = await inject('PUT', url(), { tab_limit: '450,50', tab_active: true }, asUser(ownerToken));
    expect(changed.json()).toMatchObject({ tabLimitEvent: 'changed', eventSuite: { tab_limit: 450.5 } });
    const off = await inject('PUT', url(), { tab_active: false }, asUser(ownerToken));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      tabLimitEvent: null,
      eventSuite: { tab_limit: 450.5, tab_active: false, tab_remaining: null },
    });
    const again = await inject('PUT', url(), { tab_active: true }, asUser(ownerToken));
    expect(again.json()).toMatchObject({ eventSuite: { tab_active: true, tab_remaining: 450.5 } });
  });

  it('keeps the payment preference and removing the limit for the operator', async () => {
    const preference = await inject(
      'PUT',
      url(),
      { event_day_payment_preference: 'invoice' },
      asUser(ownerToken, 'fr-CA'),
    );
    expect(preference.statusCode).toBe(403);
    expect(preference.json().message).toBe('L’utilisateur n’est pas un opérateur de loge.');
    for (const tab_limit of [null, '', 'lots']) {
      const res = await inject('PUT', url(), { tab_limit, tab_active: true }, asUser(ownerToken));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'tab_limit', message: 'Please enter the tab limit as an amount, such as 250.' },
      ]);
    }
    const [row] = await t.handle.db
      .select()
      .from(eventSuites)
      .where(eq(eventSuites.publicId, get('6:Suite 205').id));
    expect(row).toMatchObject({ tabLimitCents: 45_050, tabActive: true, paymentPreference: null });
  });

  it('refuses the owner of another suite and a stranger, and a guest', async () => {
    const stranger = await signUp(t.app);
    for (const token of [partnerToken, stranger.token]) {
      const res = await inject('PUT', url(), { tab_limit: '5', tab_active: true }, asUser(token));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('User is not a suite operator.');
    }
    const guest = await inject('PUT', url(), { tab_limit: '5' }, {});
    expect(guest.json().code).toBe(201);
    // The owner's session does not reach another venue's suite id, nor another event's.
    const mismatch = await inject(
      'PUT',
      `/api/catering/events/${get('13:Suite 205').eventId}/event-suites/${get('6:Suite 205').id}/update-event-day-settings`,
      { tab_limit: '5', tab_active: true },
      asUser(ownerToken),
    );
    expect(mismatch.statusCode).toBe(404);
    const [row] = await t.handle.db
      .select()
      .from(eventSuites)
      .where(eq(eventSuites.publicId, get('6:Suite 205').id));
    expect(row?.tabLimitCents).toBe(45_050);
  });
});
