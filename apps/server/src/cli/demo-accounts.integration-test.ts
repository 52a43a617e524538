import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { orderLines, orders, users } from '../db/schema';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  call,
  SCHOOL,
} from '../features/accounts/accounts-test-kit';
import { importDataFile } from '../features/restaurants';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';

let t: AccountsTestApp;
const MAPLE = 101;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const file = JSON.parse(readFileSync(join(repoRoot, 'demo/maple-table.json'), 'utf8'));
  expect((await importDataFile(t.handle.db, file)).ok).toBe(true);
  await seedDemoAccounts(t.handle.db);
  // npm start seeds on every start: a second run adds nothing.
  await seedDemoAccounts(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

const login = async (email: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login-native', { email, password }, { restaurant: SCHOOL });

describe('demo accounts', () => {
  it('every listed account logs in with its password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(account.email, account.password);
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().suiteOperator).toBe(account.email === 'operator@example.com');
    }
    const [n] = await t.handle.db.select({ n: count() }).from(users);
    expect(n?.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('the diner has a saved sandbox card and two past orders at maple-table', async () => {
    const { token, paymentMethods } = (await login('diner@example.com', 'Diner-2026!')).json();
    expect(paymentMethods).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true }),
    ]);
    const receipts = await call(
      t.app,
      'POST',
      '/api/auth/get-past-receipts',
      {},
      { token, restaurant: MAPLE },
    );
    const list = receipts.json().receipts;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ status: 'completed', lines: [{ id: 'mt-maple-salmon', quantity: 1 }] });
    expect(list[1].lines.map((l: { id: string }) => l.id)).toEqual(['mt-poutine', 'mt-roast-chicken']);
    expect(list[1].total).toBeGreaterThan(list[1].costs.subtotal);
    // $20 of account credits at maple-table.
    const credits = await call(t.app, 'GET', '/api/auth/user-credits', undefined, {
      token,
      restaurant: MAPLE,
    });
    expect(credits.json()).toEqual({ credits: 20, enabled: true });
    const [n] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, MAPLE));
    expect(n?.n).toBe(2);
    // Each line keeps its taxes, as a placed order's do: together, each order's taxes.
    const rows = await t.handle.db
      .select({ orderId: orderLines.orderId, tax: orderLines.taxCents })
      .from(orderLines)
      .where(eq(orderLines.restaurantId, MAPLE));
    const placed = await t.handle.db.select({ id: orders.id, costs: orders.costs }).from(orders);
    for (const order of placed) {
      const taxes = rows.filter((r) => r.orderId === order.id).map((r) => r.tax);
      expect(taxes.every((tax) => tax !== null && tax > 0)).toBe(true);
      expect(taxes.reduce((sum: number, tax) => sum + (tax ?? 0), 0)).toBe(
        (order.costs as { taxes: number }).taxes,
      );
    }
  });

  it('the parent has two students at northview-schools', async () => {
    const { students } = (await login('parent@example.com', 'Parent-2026!')).json();
    expect(students.map((s: { name: string; school: string }) => [s.name, s.school])).toEqual([
      ['Maya Parent', 'Northview Public School'],
      ['Leo Parent', 'Maplewood Middle School'],
    ]);
  });
});

describe('demo staff', () => {
  it('the three staff accounts sign in and hold their roles at the demo restaurants loaded here', async () => {
    for (const [email, role] of [
      ['staff.owner@example.com', 'owner'],
      ['staff.manager@example.com', 'manager'],
      ['staff@example.com', 'staff'],
    ] as const) {
      const { token } = (await login(email, 'Staff-2026!')).json();
      const me = await call(t.app, 'GET', '/api/staff/me', undefined, { token });
      expect(me.statusCode, email).toBe(200);
      // maple-table, and the accounts kit's school (northview-schools: its staff read the production sheet).
      const restaurants = me.json().restaurants as { id: number; role: string }[];
      expect(restaurants).toContainEqual(expect.objectContaining({ id: MAPLE, slug: 'maple-table', role }));
      expect(restaurants.map((r) => [r.id, r.role]).sort()).toEqual(
        [
          [MAPLE, role],
          [SCHOOL, role],
        ].sort(),
      );
    }
  });
});
