/**
 * The suites API tests' shared setup: the demo stadium as `npm start` seeds it, its demo accounts signed
 * in, its event suites by "<day offset>:<suite name>", and the calls and bodies the tests use. The server's clock is
 * Wednesday 9 December 2026, 10:00 in Toronto: today's event (19:00) is past its 72-hour lock, next Tuesday's
 * (15 December, 19:30, lock 72 h) is open for pre-orders, last Wednesday's is over. A test file calls
 * `useSuitesApp()` once; the bindings below are live (set in its beforeAll).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemoAccounts } from '../../cli/demo-accounts';
import { startClockAt } from '../../clock';
import { repoRoot } from '../../config';
import { eventSuites, events, suites } from '../../db/schema';
import { type AccountsTestApp, buildAccountsTestApp, call } from '../accounts/accounts-test-kit';
import { importDataFile } from '../restaurants';

export const STADIUM = 105;
export const NOW = '2026-12-09T15:00:00Z';

export let t: AccountsTestApp;
export let ownerToken: string;
export let partnerToken: string;
export let operatorToken: string;
/** Event suites by "<day offset>:<suite name>". */
export const es = new Map<string, { id: string; eventId: string }>();

export const post = (url: string, body: unknown, o: Parameters<typeof call>[4] = {}) =>
  call(t.app, 'POST', url, body, { restaurant: STADIUM, ...o });

export const asOperator = (token: string, extra: Record<string, string> = {}) => ({
  'x-operator-token': token,
  ...extra,
});

export function inject(
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

export async function login(email: string, password: string) {
  const res = await call(t.app, 'POST', '/api/auth/login-native', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

export async function operatorLogin(email: string, password: string, restaurant = STADIUM) {
  return inject('POST', '/api/auth/login-operator', { email, password }, {}, restaurant);
}

let keySeq = 0;
export function orderBody(
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

export function submit(payload: unknown, token: string, locale = 'en-CA') {
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

export const CRUDITE = {
  id: 'ls-crudite',
  menu: 'ls-suite-catering',
  section: 'ls-s-platters',
  price: 95,
  quantity: 2,
};
export const COOKIES = {
  id: 'ls-cookie-tray',
  menu: 'ls-suite-catering',
  section: 'ls-s-desserts',
  price: 60,
  quantity: 3,
};
export const POPCORN = {
  id: 'ls-q-popcorn',
  menu: 'ls-quick-catering',
  section: 'ls-s-quick',
  price: 18,
  quantity: 3,
};

/** Registers the suites app's setup and teardown for the calling test file. */
export function useSuitesApp() {
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
}

export const get = (key: string) => {
  const found = es.get(key);
  if (!found) throw new Error(`no demo event suite ${key} in ${[...es.keys()].join(', ')}`);
  return found;
};
