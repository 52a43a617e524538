/**
 * Event suites and operators through the API: the demo data, the operator's sign-in, events and suites,
 * get-minimal-info and the owner's e-mailed link. Setup and helpers: suites-test-kit.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { events, suiteOperators, users } from '../../db/schema';
import { BISTRO, signUp } from '../accounts/accounts-test-kit';
import {
  asOperator,
  es,
  get,
  inject,
  NOW,
  operatorLogin,
  operatorToken,
  ownerToken,
  partnerToken,
  post,
  t,
  useSuitesApp,
} from './suites-test-kit';

useSuitesApp();

describe('demo data', () => {
  it('seeds one event today, two upcoming, one past, three suites each, at the stadium', () => {
    expect([...es.keys()].sort()).toEqual(
      [0, 6, 13, -7].flatMap((d) => ['Suite 101', 'Suite 205', 'Suite 310'].map((s) => `${d}:${s}`)).sort(),
    );
  });
});

describe('operator sign-in', () => {
  it('asks a visitor with no operator session to log in, and one with a dead session says it expired', async () => {
    const none = await inject('GET', '/api/auth/operator', undefined, {});
    expect(none.json()).toMatchObject({ code: 201, message: 'Please log in to continue.' });
    const dead = await inject('GET', '/api/auth/operator', undefined, {
      'x-operator-token': 'not-a-session',
    });
    expect(dead.json()).toMatchObject({
      code: 201,
      message: 'Your session has expired. Please log in again.',
    });
    const minimal = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 205').id,
    });
    expect(minimal.json()).toMatchObject({ code: 201, message: 'Please log in to continue.' });
  });

  it('refuses an account without the suite-operator flag, in both languages', async () => {
    const res = await operatorLogin('suite.owner@example.com', 'Suite-2026!');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: 'User is not a suite operator.' });
    const fr = await inject(
      'POST',
      '/api/auth/login-operator',
      { email: 'suite.owner@example.com', password: 'Suite-2026!' },
      { locale: 'fr-CA' },
    );
    expect(fr.json().message).toBe('L’utilisateur n’est pas un opérateur de loge.');
  });
  it('refuses an operator of another venue', async () => {
    const res = await operatorLogin('operator@example.com', 'Operator-2026!', BISTRO);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This user is not assigned to this suite.');
  });
  it('refuses a wrong password as login-native does', async () => {
    const res = await operatorLogin('operator@example.com', 'nope-nope');
    expect(res.statusCode).toBe(401);
  });
  it('signs the operator in with the operator cookie, and reads the operator back', async () => {
    const res = await operatorLogin('operator@example.com', 'Operator-2026!');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'ordering_operator');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await inject('GET', '/api/auth/operator', undefined, {
      cookie: `ordering_operator=${cookie?.value}`,
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: 'operator@example.com', suiteOperator: true });
    // An operator token is no user session; the owner's user token names the owner, who is no operator.
    const owner = await inject('GET', '/api/auth/operator', undefined, { 'x-operator-token': ownerToken });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe('User is not a suite operator.');
  });
});

describe('operator: events and suites', () => {
  it("lists today's events only", async () => {
    const res = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      asOperator(operatorToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().events as { id: string; title: string; suites_count: number; locked: boolean }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: get('0:Suite 101').eventId, suites_count: 3, locked: true });
  });
  it('answers "no events today" where there are none', async () => {
    const [op] = await t.handle.db.select().from(users).where(eq(users.email, 'operator@example.com'));
    await t.handle.db.insert(suiteOperators).values({ userId: op?.id as number, restaurantId: BISTRO });
    const res = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      asOperator(operatorToken),
      BISTRO,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No events today.');
    const fr = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      asOperator(operatorToken, { locale: 'fr-CA' }),
      BISTRO,
    );
    expect(fr.json().message).toBe('Aucun événement aujourd’hui.');
  });
  it('refuses the calls to a non-operator and to nobody', async () => {
    const user = await signUp(t.app);
    const none = await inject('GET', '/api/catering/events/get-active-events', undefined, {});
    expect(none.json().code).toBe(201);
    // A signed-in user who is no operator is told so: code 201 would log the user out.
    const asUser = await inject('GET', '/api/catering/events/get-active-events', undefined, {
      authorization: `Bearer ${user.token}`,
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ code: 403, message: 'User is not a suite operator.' });
  });
  it("gives an event's suites with owner, company, tab and delivery time", async () => {
    const res = await inject(
      'POST',
      '/api/catering/events/auth-get-event-info',
      { eventId: get('0:Suite 101').eventId },
      asOperator(operatorToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    const suites = res.json().suites as {
      suite: { name: string };
      suite_owner: { company_name: string };
      tab_limit: number | null;
      tab_active: boolean;
    }[];
    expect(suites.map((s) => s.suite.name)).toEqual(['Suite 101', 'Suite 205', 'Suite 310']);
    expect(suites[0]).toMatchObject({
      suite_owner: { company_name: 'Northwind Logistics' },
      tab_limit: 500,
      tab_active: true,
    });
  });
  it('answers "no suites for the event" and an unknown event', async () => {
    const [venue] = await t.handle.db.select({ id: events.restaurantId }).from(events).limit(1);
    await t.handle.db.insert(events).values({
      publicId: 'bare-event',
      restaurantId: venue?.id as number,
      title: 'Bare',
      startsAt: new Date('2026-12-20T00:00:00Z'),
    });
    const bare = await inject(
      'POST',
      '/api/catering/events/auth-get-event-info',
      { eventId: 'bare-event' },
      asOperator(operatorToken),
    );
    expect(bare.statusCode).toBe(404);
    expect(bare.json().message).toBe('No suites for the event.');
    const unknown = await inject(
      'POST',
      '/api/catering/events/auth-get-event-info',
      { eventId: 'nope' },
      asOperator(operatorToken),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('get-minimal-info and the encrypted value', () => {
  it("answers the owner's suite with the event, lock times and no order yet", async () => {
    const res = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id },
      { token: ownerToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.event).toMatchObject({
      order_lock_period: 72,
      locked: false,
      lock_at: '2026-12-13T00:30:00.000Z',
    });
    expect(body.eventSuite).toMatchObject({
      suite: { name: 'Suite 101' },
      pre_order_delivery_time: '2026-12-15T23:30:00.000Z',
    });
    expect(body).toMatchObject({ canPreOrder: true, eventDay: false, suiteCateringOrder: null });
  });
  it('refuses another owner ("invalid suite owner"), an unknown suite, and a guest without a link', async () => {
    const other = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id },
      { token: partnerToken },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Invalid suite owner.');
    const unknown = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: 'nope' },
      { token: ownerToken },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No event suite found.');
    const guest = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 101').id,
    });
    expect(guest.json().code).toBe(201);
  });
  it('opens with a valid value for a guest; refuses it tampered, expired, for another suite or another user', async () => {
    const link = await inject(
      'POST',
      '/api/catering/events/owner-link',
      { eventSuiteId: get('6:Suite 101').id, hours: 1 },
      asOperator(operatorToken),
    );
    expect(link.statusCode, link.body).toBe(200);
    const { value, path } = link.json() as { value: string; path: string };
    expect(path).toContain(`/lakeshore-stadium?eventSuite=${get('6:Suite 101').id}&value=`);
    const ok = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 101').id,
      encryptedValue: value,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().suiteCateringOrder).toBeNull();

    const flipped = value.slice(0, 30) + (value[30] === 'A' ? 'B' : 'A') + value.slice(31);
    const tampered = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 101').id,
      encryptedValue: flipped,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      message: 'This suite link is not valid or has expired.',
      details: [{ path: 'encryptedValue' }],
    });

    const otherSuite = await post('/api/catering/events/get-minimal-info', {
      eventSuiteId: get('6:Suite 205').id,
      encryptedValue: value,
    });
    expect(otherSuite.statusCode).toBe(403);
    const otherUser = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id, encryptedValue: value },
      { token: partnerToken },
    );
    expect(otherUser.statusCode).toBe(403);

    startClockAt('2026-12-09T16:01:00Z');
    try {
      const expired = await post(
        '/api/catering/events/get-minimal-info',
        { eventSuiteId: get('6:Suite 101').id, encryptedValue: value },
        { locale: 'fr-CA' },
      );
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Ce lien de loge n’est pas valide ou a expiré.');
    } finally {
      startClockAt(NOW);
    }
  });
});
