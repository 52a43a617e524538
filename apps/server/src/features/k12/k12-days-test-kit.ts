/**
 * The K-12 tests' shared setup (k12-*.integration-test.ts): a parent with two students (Maya at
 * Northview, Leo at Maplewood) and another parent, a sandbox processor that counts authorizations and voids, and the carts and calls the
 * tests make. The clock is on Wednesday 9 December 2026, 10:00 in Toronto (the first date still orderable is Monday
 * 14 December, see k12-orders.integration-test.ts). A test file calls `useK12Days()` once; the bindings below are
 * live (set in its beforeAll).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { startClockAt } from '../../clock';
import { orders } from '../../db/schema';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  call,
  SCHOOL,
  signUp,
  type TestUser,
} from '../accounts/accounts-test-kit';
import { setPaymentGateway } from '../payments';

/** The sandbox, counting the authorizations it was asked for and the ones it voided. */
export class CountingGateway extends SandboxGateway {
  authorizeCalls = 0;
  voids = 0;
  override async authorize(request: AuthorizeRequest) {
    this.authorizeCalls++;
    return super.authorize(request);
  }
  override async void(authorizationId: string, idempotencyKey?: string) {
    this.voids++;
    return super.void(authorizationId, idempotencyKey);
  }
}

export let t: AccountsTestApp;
export let gateway: CountingGateway;
export let parent: TestUser;
export let other: TestUser;
export let maya: string;
export let leo: string;

/** The test file's app, parents and students, built before its tests and closed after them. */
export function useK12Days(): void {
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    gateway = new CountingGateway();
    setPaymentGateway(t.app, gateway);
    startClockAt('2026-12-09T15:00:00Z');
    parent = await signUp(t.app);
    other = await signUp(t.app);
    const add = async (body: Record<string, string>) => {
      const res = await call(t.app, 'POST', '/api/auth/students', body, {
        token: parent.token,
        restaurant: SCHOOL,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { student: { id: string } }).student.id;
    };
    maya = await add({
      name: 'Maya',
      school: 'Northview Public School',
      grade: '3',
      classroom: '103',
      teacher: 'Mme Gagnon',
    });
    leo = await add({
      name: 'Leo',
      school: 'Maplewood Middle School',
      grade: '7',
      classroom: '301',
      teacher: 'Mr. Nguyen',
    });
  });
  afterAll(async () => {
    startClockAt(undefined);
    await t.close();
  });
}

type PerDate = Record<string, Record<string, unknown[]>>;

/** The cart's rotationalMenuOrders: per date, per student, their lines. */
const rotationalMenuOrders = (perDate: PerDate) =>
  Object.fromEntries(
    Object.entries(perDate).map(([date, students]) => [
      date,
      {
        items: [],
        students: Object.fromEntries(Object.entries(students).map(([s, items]) => [s, { items }])),
      },
    ]),
  );

let seq = 0;
export const meal = (id: string, drink = 'white-milk') => ({
  id,
  menu_id: 'nv-lunch',
  section_id: null,
  orderId: ++seq,
  quantity: 1,
  orderPrice: 0,
  orderOptions: [
    { id: 'og-nv-drink', values: [{ id: drink, quantity: 1, adjustedPrice: 0 }] },
    { id: 'og-nv-fruit', values: [{ id: 'apple', quantity: 1, adjustedPrice: 0 }] },
  ],
});

let keySeq = 0;
function postK12(
  perDate: PerDate,
  costs: Record<string, unknown>,
  key: string,
  headers: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-k12-order',
    headers: {
      authorization: `Bearer ${parent.token}`,
      'x-restaurant-id': String(SCHOOL),
      'idempotency-key': `${key}-${Date.now()}-${++keySeq}`,
      ...headers,
    },
    payload: {
      type: 'school',
      data: {
        config: { restaurantId: String(SCHOOL) },
        items: [],
        costs,
        rotationalMenuOrders: rotationalMenuOrders(perDate),
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Pat Parent', email: parent.email, phone_number: '416-555-0100' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
        },
      },
      pickup_time: '2026-12-14T17:00:00.000Z',
    },
  });
}

/** The parent's checkout of these days, placed: its orders' ids. */
export async function place(perDate: PerDate, costs: Record<string, unknown> = {}) {
  const res = await postK12(perDate, costs, 'k12-days', {});
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orders: { id: string }[] }).orders.map((o) => o.id);
}

/** A submission's answer, whatever it is (`place` expects a placed checkout). */
export function submitK12(perDate: PerDate, costs: Record<string, unknown> = {}, locale = 'en-CA') {
  return postK12(perDate, costs, 'k12-days-raw', { locale });
}

export const cancel = (id: string, token = parent.token, locale?: string) =>
  call(t.app, 'POST', `/api/k12/orders/${id}/cancel`, undefined, {
    token,
    restaurant: SCHOOL,
    ...(locale ? { locale } : {}),
  });

/** set-costs of a K-12 cart, per date and student, in `locale`. */
export const k12Costs = (perDate: PerDate, costs: Record<string, unknown> = {}, locale = 'en-CA') =>
  call(
    t.app,
    'POST',
    '/api/orders/set-costs',
    {
      items: [],
      costs,
      config: { restaurantId: String(SCHOOL) },
      type: 'school',
      rotationalMenuOrders: rotationalMenuOrders(perDate),
    },
    { token: parent.token, restaurant: SCHOOL, locale },
  );

/** Banana bread ($2.25): on every day's menu, not a meal. */
export const bread = (quantity: number) => ({
  id: 'nv-banana-bread',
  menu_id: 'nv-lunch',
  section_id: null,
  orderId: ++seq,
  quantity,
  orderPrice: 0,
  orderOptions: [],
});

export const countOrders = async () => (await t.handle.db.select({ id: orders.id }).from(orders)).length;
