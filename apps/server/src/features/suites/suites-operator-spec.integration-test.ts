/**
 * The operator as a client written from the specification drives him: signed in with login-native, that token for
 * get-active-events, auth-get-event-info, login-as ({eventSuiteId, token, suiteOperatorEmail}) and the settings;
 * a non-operator told so (403), never "session expired"; login-as on the event's day only; no cards added while
 * acting for an owner; and what a suite-owner link reveals without a session. Setup: suites-test-kit.ts.
 */
import { describe, expect, it } from 'vitest';
import { BISTRO } from '../accounts/accounts-test-kit';
import { asOperator, get, inject, login, operatorToken, post, t, useSuitesApp } from './suites-test-kit';

useSuitesApp();

const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

describe('the operator signed in with login-native', () => {
  it('uses that token for the events, the suites, login-as and the settings', async () => {
    const token = await login('operator@example.com', 'Operator-2026!');
    const events = await inject('GET', '/api/catering/events/get-active-events', undefined, bearer(token));
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json().events.map((e: { id: string }) => e.id)).toEqual([get('0:Suite 101').eventId]);

    const info = await inject(
      'POST',
      '/api/catering/events/auth-get-event-info',
      { eventId: get('0:Suite 101').eventId },
      bearer(token),
    );
    expect(info.statusCode, info.body).toBe(200);

    const settings = await inject(
      'PUT',
      `/api/catering/events/${get('0:Suite 205').eventId}/event-suites/${get('0:Suite 205').id}/update-event-day-settings`,
      { token, tab_limit: '300' },
      {},
    );
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().eventSuite.tab_limit).toBe(300);

    // The specification's body exactly: the token in it, no header.
    const as = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 101').id, token, suiteOperatorEmail: 'operator@example.com' },
      {},
    );
    expect(as.statusCode, as.body).toBe(200);
    expect(as.json()).toMatchObject({
      email: 'suite.owner@example.com',
      loginAs: { operatorEmail: 'operator@example.com' },
    });
    // Login-as with the operator's own session as Bearer leaves that session alive for the next suite.
    const again = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 205').id, token },
      bearer(token),
    );
    expect(again.statusCode, again.body).toBe(200);
    const still = await inject('GET', '/api/catering/events/get-active-events', undefined, bearer(token));
    expect(still.statusCode).toBe(200);

    // The owner's login-as session is the owner's: it is no operator.
    const ownerAsOperator = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      asOperator(as.json().token),
    );
    expect(ownerAsOperator.statusCode).toBe(403);
    expect(ownerAsOperator.json().message).toBe('User is not a suite operator.');
  });

  it.each([
    ['en-CA', 'User is not a suite operator.'],
    ['fr-CA', 'L’utilisateur n’est pas un opérateur de loge.'],
  ])('answers a signed-in non-operator 403, never code 201 (%s)', async (locale, message) => {
    const owner = await login('suite.owner@example.com', 'Suite-2026!');
    const calls = [
      inject('GET', '/api/catering/events/get-active-events', undefined, bearer(owner, { locale })),
      inject(
        'POST',
        '/api/catering/events/auth-get-event-info',
        { eventId: get('0:Suite 101').eventId },
        bearer(owner, { locale }),
      ),
      inject('POST', '/api/auth/login-as', { eventSuiteId: get('0:Suite 101').id, token: owner }, { locale }),
      inject(
        'POST',
        '/api/catering/events/owner-link',
        { eventSuiteId: get('6:Suite 101').id },
        bearer(owner, { locale }),
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 403, message });
    }
  });

  it("refuses another venue's events and suites to the operator", async () => {
    const token = await login('operator@example.com', 'Operator-2026!');
    const elsewhere = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      bearer(token),
      BISTRO,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('This user is not assigned to this suite.');
    // The stadium's event suite named at another venue is no suite there.
    const crossed = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 101').id, token },
      {},
      BISTRO,
    );
    expect(crossed.statusCode).toBe(403);
  });
});

describe('/login?suiteOperator=true: the operator signs in without naming a venue', () => {
  it('signs an operator in and lists his venues; refuses a non-operator (en, fr)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-operator',
      payload: { email: 'operator@example.com', password: 'Operator-2026!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'operator@example.com',
      suiteOperator: true,
      venues: [{ slug: 'lakeshore-stadium', name: expect.any(String) }],
    });
    for (const [locale, message] of [
      ['en-CA', 'User is not a suite operator.'],
      ['fr-CA', 'L’utilisateur n’est pas un opérateur de loge.'],
    ] as const) {
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-operator',
        headers: { locale },
        payload: { email: 'suite.owner@example.com', password: 'Suite-2026!' },
      });
      expect(owner.statusCode).toBe(403);
      expect(owner.json()).toEqual({ code: 403, message });
    }
  });
});

describe('login-as on the event day only', () => {
  it.each([
    ['6:Suite 101', 'en-CA', 'An operator can log in for a suite only on the day of its event.'],
    [
      '-7:Suite 101',
      'fr-CA',
      'Un opérateur ne peut se connecter pour une loge que le jour de son événement.',
    ],
  ])('refuses the event suite %s (%s)', async (key, locale, message) => {
    const res = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get(key).id },
      asOperator(operatorToken, { locale }),
    );
    // Code 422, the catalogue's "date outside the ordering window" (HTTP 409).
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 422, message });
  });
});

describe('the operator acting as the owner', () => {
  it('cannot add a card to the owner, who still can', async () => {
    const as = await inject(
      'POST',
      '/api/auth/login-as',
      { eventSuiteId: get('0:Suite 310').id },
      asOperator(operatorToken),
    );
    expect(as.statusCode, as.body).toBe(200);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvd: '123', postalCode: 'M5V 1A1' };
    const refused = await inject('POST', '/api/auth/payment-method', card, bearer(as.json().token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'An operator acting for a suite owner cannot add cards to the owner’s account.',
    );
    const ownerToken = await login(as.json().email, 'Suite-2026!');
    const own = await inject('POST', '/api/auth/payment-method', card, bearer(ownerToken));
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('a suite-owner link without a session', () => {
  it('reveals the event and its lock times, nothing of the owner', async () => {
    const link = await inject(
      'POST',
      '/api/catering/events/owner-link',
      { eventSuiteId: get('6:Suite 101').id, hours: 1 },
      asOperator(operatorToken),
    );
    expect(link.statusCode, link.body).toBe(200);
    const res = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 101').id,
      encryptedValue: link.json().value,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.event).toMatchObject({ id: get('6:Suite 101').eventId });
    expect(body.event.lock_at).toEqual(expect.any(String));
    expect(body.eventSuite).toMatchObject({
      suite_owner: null,
      pre_order_additional_notes: null,
      payment_card: null,
    });
    expect(res.body).not.toContain('suite.owner@example.com');
    expect(res.body).not.toContain('Northwind');
    expect(body.suiteCateringOrder).toBeNull();
  });

  it('refuses a guessed link', async () => {
    const res = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 101').id,
      encryptedValue: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('suite.owner@example.com');
  });
});
