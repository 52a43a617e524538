/**
 * Event suites and operators (issue 18) through the API, on the demo stadium as `npm start` seeds it. The server's
 * clock is Wednesday 9 December 2026, 10:00 in Toronto: today's event (19:00) is past its 72-hour lock, next
 * Tuesday's (15 December, 19:30, lock 72 h) is open for pre-orders, last Wednesday's is over.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { seedDemoAccounts } from '../../cli/demo-accounts';
import { startClockAt } from '../../clock';
import { repoRoot } from '../../config';
import {
  eventSuites,
  events,
  orders,
  outbox,
  sessions,
  suiteOperators,
  suites,
  users,
} from '../../db/schema';
import {
  type AccountsTestApp,
  BISTRO,
  buildAccountsTestApp,
  call,
  signUp,
} from '../accounts/accounts-test-kit';
import { importDataFile } from '../restaurants/restaurants.service';
import { replacePreOrderHandler } from './replace-pre-order';

const STADIUM = 105;
const NOW = '2026-12-09T15:00:00Z';

let t: AccountsTestApp;
let ownerToken: string;
let partnerToken: string;
let operatorToken: string;
/** Event suites by "<day offset>:<suite name>". */
const es = new Map<string, { id: string; eventId: string }>();

const post = (url: string, body: unknown, o: Parameters<typeof call>[4] = {}) =>
  call(t.app, 'POST', url, body, { restaurant: STADIUM, ...o });

const asOperator = (token: string, extra: Record<string, string> = {}) => ({
  'x-operator-token': token,
  ...extra,
});

function inject(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string>,
  restaurant = STADIUM,
) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-restaurant-id': String(restaurant), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function login(email: string, password: string) {
  const res = await call(t.app, 'POST', '/api/auth/login-native', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

async function operatorLogin(email: string, password: string, restaurant = STADIUM) {
  return inject('POST', '/api/auth/login-operator', { email, password }, {}, restaurant);
}

let keySeq = 0;
function orderBody(
  eventSuiteId: string,
  items: { id: string; menu: string; section: string; price: number; quantity?: number }[],
  extra: {
    eventDay?: boolean;
    modifies?: string;
    paymentMethod?: string;
    card?: string | null;
    pickup?: string;
    operatorToken?: string;
  } = {},
) {
  return {
    // The cart's own type: the server makes every suite order a catering order.
    type: extra.eventDay ? 'dine-in' : 'catering',
    data: {
      config: {
        restaurantId: String(STADIUM),
        eventSuite: eventSuiteId,
        ...(extra.eventDay ? { eventDayOrdering: true } : {}),
      },
      items: items.map((item, i) => ({
        id: item.id,
        menu_id: item.menu,
        section_id: item.section,
        orderId: i + 1,
        quantity: item.quantity ?? 1,
        orderPrice: item.price * (item.quantity ?? 1),
        orderOptions: [],
      })),
      costs: {},
      checkout: {
        paymentMethod: extra.paymentMethod ?? 'credit_card',
        contact: {
          full_name: 'Sam Suite-Owner',
          email: 'suite.owner@example.com',
          phone_number: '416-555-0103',
        },
      },
      ...(extra.card === null ? {} : { chosenCreditCard: extra.card ? { paymentCardId: extra.card } : {} }),
      suites: { eventSuiteId, ...(extra.modifies ? { suiteCateringOrderId: extra.modifies } : {}) },
    },
    ...(extra.operatorToken ? { operatorToken: extra.operatorToken } : {}),
    // Whatever the cart asks, a pre-order goes at the suite's delivery time.
    pickup_time: extra.pickup ?? '2026-12-14T17:00:00.000Z',
  };
}

function submit(payload: unknown, token: string, locale = 'en-CA') {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      authorization: `Bearer ${token}`,
      'x-restaurant-id': String(STADIUM),
      'idempotency-key': `suite-test-${Date.now()}-${++keySeq}`,
      locale,
    },
    payload: payload as object,
  });
}

const CRUDITE = {
  id: 'ls-crudite',
  menu: 'ls-suite-catering',
  section: 'ls-s-platters',
  price: 95,
  quantity: 2,
};
const COOKIES = {
  id: 'ls-cookie-tray',
  menu: 'ls-suite-catering',
  section: 'ls-s-desserts',
  price: 60,
  quantity: 3,
};
const POPCORN = {
  id: 'ls-q-popcorn',
  menu: 'ls-quick-catering',
  section: 'ls-s-quick',
  price: 18,
  quantity: 3,
};

beforeAll(async () => {
  t = await buildAccountsTestApp();
  const stadium = JSON.parse(readFileSync(join(repoRoot, 'demo/lakeshore-stadium.json'), 'utf8'));
  expect((await importDataFile(t.handle.db, stadium)).ok).toBe(true);
  startClockAt(NOW);
  await seedDemoAccounts(t.handle.db, new Date(NOW));
  // A second seed adds nothing (idempotent).
  await seedDemoAccounts(t.handle.db, new Date(NOW));
  const rows = await t.handle.db
    .select({
      es: eventSuites.publicId,
      event: events.publicId,
      startsAt: events.startsAt,
      suite: suites.name,
    })
    .from(eventSuites)
    .innerJoin(events, eq(events.id, eventSuites.eventId))
    .innerJoin(suites, eq(suites.id, eventSuites.suiteId));
  expect(rows).toHaveLength(12);
  for (const r of rows) {
    const days = Math.round((r.startsAt.getTime() - new Date(NOW).getTime()) / 86_400_000);
    es.set(`${days}:${r.suite}`, { id: r.es, eventId: r.event });
  }
  ownerToken = await login('suite.owner@example.com', 'Suite-2026!');
  partnerToken = await login('suite.partner@example.com', 'Suite-2026!');
  const op = await operatorLogin('operator@example.com', 'Operator-2026!');
  expect(op.statusCode, op.body).toBe(200);
  operatorToken = (op.json() as { token: string }).token;
});
afterAll(async () => {
  startClockAt(undefined);
  await t.close();
});

const get = (key: string) => {
  const found = es.get(key);
  if (!found) throw new Error(`no demo event suite ${key} in ${[...es.keys()].join(', ')}`);
  return found;
};

describe('demo data', () => {
  it('seeds one event today, two upcoming, one past, three suites each, at the stadium', () => {
    expect([...es.keys()].sort()).toEqual(
      [0, 6, 13, -7].flatMap((d) => ['Suite 101', 'Suite 205', 'Suite 310'].map((s) => `${d}:${s}`)).sort(),
    );
  });
});

describe('operator sign-in', () => {
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
    expect(fr.json().message).toBe('L’utilisateur n’est pas un opérateur de suite.');
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
    // An operator token is no user session, and the user's token no operator session.
    expect(
      (await inject('GET', '/api/auth/operator', undefined, { 'x-operator-token': ownerToken })).json().code,
    ).toBe(201);
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
    expect(res.json().message).toBe('no events today');
    const fr = await inject(
      'GET',
      '/api/catering/events/get-active-events',
      undefined,
      asOperator(operatorToken, { locale: 'fr-CA' }),
      BISTRO,
    );
    expect(fr.json().message).toBe('aucun événement aujourd’hui');
  });
  it('refuses the calls to a non-operator and to nobody', async () => {
    const user = await signUp(t.app);
    const none = await inject('GET', '/api/catering/events/get-active-events', undefined, {});
    expect(none.json().code).toBe(201);
    // A user session is not an operator session.
    const asUser = await inject('GET', '/api/catering/events/get-active-events', undefined, {
      authorization: `Bearer ${user.token}`,
    });
    expect(asUser.json().code).toBe(201);
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
    expect(bare.json().message).toBe('no suites for the event');
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
    expect(other.json().message).toBe('invalid suite owner');
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
      expect(expired.json().message).toBe('Ce lien de suite n’est pas valide ou a expiré.');
    } finally {
      startClockAt(NOW);
    }
  });
});

describe('pre-ordering', () => {
  let first: string;
  it('needs a saved card', async () => {
    const res = await submit(orderBody(get('6:Suite 310').id, [CRUDITE], { card: null }), partnerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('pre-ordering requires a saved payment method');
  });
  it("refuses another owner's suite", async () => {
    const res = await submit(orderBody(get('6:Suite 310').id, [CRUDITE]), ownerToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('invalid suite owner');
  });
  it('refuses after the lock', async () => {
    const res = await submit(orderBody(get('0:Suite 101').id, [CRUDITE]), ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 422 });
    expect(res.json().message).toMatch(/^Pre-ordering for this event closed on December 6, 2026/);
  });
  it('takes only the catering menus', async () => {
    const nachos = {
      id: 'ls-c-nachos',
      menu: 'ls-concessions',
      section: 'ls-s-eats',
      price: 9,
      quantity: 20,
    };
    const res = await submit(orderBody(get('6:Suite 101').id, [nachos]), ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 416,
      message: 'Pre-orders are taken from the catering menus only.',
    });
  });
  it("places the pre-order at the suite's delivery time, linked to the event suite", async () => {
    const res = await submit(orderBody(get('6:Suite 101').id, [CRUDITE]), ownerToken);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      event: 'createdOrder',
      pickup_time: '2026-12-15T23:30:00.000Z',
      status: 'pending',
    });
    first = view.id;
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, first));
    expect(row).toMatchObject({ suiteOrderKind: 'pre-order', placedByUserId: null });
    expect(row?.eventSuite).toMatchObject({
      suite: 'Suite 101',
      notes: 'Please set up by the bar; two guests have nut allergies.',
    });
    const info = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id },
      { token: ownerToken },
    );
    expect(info.json().suiteCateringOrder).toMatchObject({
      id: first,
      kind: 'pre-order',
      items: [{ id: 'ls-crudite', quantity: 2 }],
    });
  });
  it('refuses a second pre-order that does not name the first', async () => {
    const res = await submit(orderBody(get('6:Suite 101').id, [COOKIES]), ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This suite already has a pre-order: change it instead.');
  });
  it('changes it before the lock: modifiedOrder, the old order cancelled (and a replacement message written)', async () => {
    const res = await submit(
      orderBody(get('6:Suite 101').id, [CRUDITE, COOKIES], { modifies: first }),
      ownerToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ event: 'modifiedOrder' });
    const [old] = await t.handle.db.select().from(orders).where(eq(orders.publicId, first));
    expect(old?.status).toBe('cancelled');
    expect(old?.cancelReason).toMatch(/^Replaced by the changed pre-order #/);
    const messages = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'suite.replace_pre_order'));
    expect(messages.map((m) => (m.payload as { orderId: string }).orderId)).toContain(first);
    // The owner changed it: no "your order was cancelled" message (the new order's confirmation tells them).
    const told = await t.handle.db
      .select()
      .from(outbox)
      .where(inArray(outbox.type, ['order.cancelled_email', 'order.cancelled_sms']));
    expect(told.filter((m) => (m.payload as { orderId: string }).orderId === first)).toEqual([]);
    const stale = await submit(orderBody(get('6:Suite 101').id, [COOKIES], { modifies: first }), ownerToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This pre-order was already changed or cancelled. Please reload the event.',
    );
  });
  it('the replacement message cancels a replaced pre-order after a crash, only once the change is placed', async () => {
    const key = get('13:Suite 101').id;
    const placed = await submit(orderBody(key, [CRUDITE]), ownerToken);
    expect(placed.statusCode, placed.body).toBe(200);
    const [c] = await t.handle.db.select().from(orders).where(eq(orders.publicId, placed.json().id));
    if (!c) throw new Error('no order');
    // A change whose request died before cancelling C: a newer pre-order row of the suite, first still being paid.
    const { id: _id, ...copy } = c;
    const [, newer] = await t.handle.db
      .insert(orders)
      .values([
        {
          ...copy,
          publicId: 'crash-failed',
          number: 90_001,
          status: 'payment_failed',
          createdAt: new Date(c.createdAt.getTime() + 500),
        },
        {
          ...copy,
          publicId: 'crash-change',
          number: 90_002,
          status: 'awaiting_payment',
          createdAt: new Date(c.createdAt.getTime() + 1000),
        },
      ])
      .returning({ id: orders.id });
    const handler = replacePreOrderHandler(
      t.handle.db,
      t.app.orderStatusBus,
      () => new SandboxGateway(),
      () => new Date(NOW),
    );
    const message = { payload: { orderId: c.publicId, locale: 'fr-CA', userId: c.userId } };
    expect(await handler(message)).toMatchObject({ ok: false, retryable: true });
    expect((await t.handle.db.select().from(orders).where(eq(orders.id, c.id)))[0]?.status).toBe('pending');
    await t.handle.db
      .update(orders)
      .set({ status: 'pending' })
      .where(eq(orders.id, newer?.id as number));
    expect(await handler(message)).toEqual({ ok: true });
    const [after] = await t.handle.db.select().from(orders).where(eq(orders.id, c.id));
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Remplacée par la précommande modifiée no 90002.',
    });
    // Run again (the request path already did it, or a retry): nothing more happens.
    expect(await handler(message)).toEqual({ ok: true });
    await t.handle.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, newer?.id as number));
  });
  it('refuses the change after the lock', async () => {
    const info = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id },
      { token: ownerToken },
    );
    const current = info.json().suiteCateringOrder.id as string;
    startClockAt('2026-12-13T01:00:00Z');
    try {
      const res = await submit(
        orderBody(get('6:Suite 101').id, [COOKIES], { modifies: current }),
        ownerToken,
      );
      expect(res.json()).toMatchObject({ code: 422 });
    } finally {
      startClockAt(NOW);
    }
  });
  it("lists the owner's upcoming events with suites and orders, never the past, only for the owner", async () => {
    const res = await post(
      '/api/catering/suite-owners/get-upcoming-events',
      { email: 'Suite.Owner@example.com' },
      { token: ownerToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().events as {
      event: { title: string };
      suites: { eventSuite: { suite: { name: string } }; orders: unknown[] }[];
    }[];
    expect(list.map((e) => e.suites.map((s) => s.eventSuite.suite.name))).toEqual([
      ['Suite 101', 'Suite 205'],
      ['Suite 101', 'Suite 205'],
      ['Suite 101', 'Suite 205'],
    ]);
    expect(list[1]?.suites[0]?.orders).toHaveLength(1);
    const other = await post(
      '/api/catering/suite-owners/get-upcoming-events',
      { email: 'suite.owner@example.com' },
      { token: partnerToken },
    );
    expect(other.statusCode).toBe(403);
  });
});

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
    expect(notOperator.json().code).toBe(201);
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
    expect(preference.json().message).toBe('L’utilisateur n’est pas un opérateur de suite.');
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

describe("a suite is asked only the data file's questions for suites (their modes)", () => {
  it('takes a pre-order without the answer to a required question for catering only, refuses an answer to it, and requires one for every way', async () => {
    const stadium = JSON.parse(readFileSync(join(repoRoot, 'demo/lakeshore-stadium.json'), 'utf8'));
    // "Suite number or meeting room", made required, is asked of generic catering (modes ['catering']) only; a
    // required question for every way is asked of a suite too.
    stadium.order_options.custom_questions[0].required = true;
    stadium.order_options.custom_questions.push({
      id: 'ls-q-allergy',
      question: 'Any allergies?',
      options: ['None', 'Noted on my items'],
      question_type: 'select_one',
      required: true,
    });
    expect((await importDataFile(t.handle.db, stadium)).ok).toBe(true);
    t.app.publishedVersions.invalidateRestaurant(STADIUM);
    try {
      const key = get('13:Suite 205').id;
      const withAnswers = (answers: { id: string; answer: string }[]) => {
        const body = orderBody(key, [CRUDITE]);
        (body.data.checkout as Record<string, unknown>).questions = answers;
        return body;
      };
      const unasked = await submit(
        withAnswers([
          { id: 'ls-q-suite', answer: 'Club lounge' },
          { id: 'ls-q-allergy', answer: 'None' },
        ]),
        ownerToken,
      );
      expect(unasked.statusCode).toBe(400);
      const unanswered = await submit(withAnswers([]), ownerToken);
      expect(unanswered.statusCode).toBe(400);
      expect(unanswered.json().message).toBe('Please answer “Any allergies?”.');
      const res = await submit(withAnswers([{ id: 'ls-q-allergy', answer: 'None' }]), ownerToken);
      expect(res.statusCode, res.body).toBe(200);
      const [kept] = await t.handle.db.select().from(orders).where(eq(orders.publicId, res.json().id));
      expect(JSON.stringify(kept?.answers)).toContain('Any allergies?');
    } finally {
      const demo = JSON.parse(readFileSync(join(repoRoot, 'demo/lakeshore-stadium.json'), 'utf8'));
      expect((await importDataFile(t.handle.db, demo)).ok).toBe(true);
      t.app.publishedVersions.invalidateRestaurant(STADIUM);
    }
  });
});
