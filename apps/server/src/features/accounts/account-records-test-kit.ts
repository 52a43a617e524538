/**
 * The user-owned records tests' shared setup (account-records*.integration-test.ts): the order fixtures' restaurant
 * imported, two signed-up users A and B, a card's form, and a user's row. A test file calls `useAccountRecords()`
 * once; the bindings below are live (set in its beforeAll).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../db/schema';
import { orderDataFile } from '../orders/order-fixtures';
import { importDataFile } from '../restaurants';
import { type AccountsTestApp, buildAccountsTestApp, signUp, type TestUser } from './accounts-test-kit';

export let t: AccountsTestApp;
export let a: TestUser;
export let b: TestUser;

/** The test file's app and users, built before its tests and closed after them. */
export function useAccountRecords(): void {
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    expect((await importDataFile(t.handle.db, orderDataFile())).ok).toBe(true);
    a = await signUp(t.app);
    b = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
}

export const card = (number = '4242 4242 4242 4242', extra: Record<string, unknown> = {}) => ({
  cardNumber: number,
  expiry: '12/30',
  cvd: '123',
  postalCode: 'M5V 1A1',
  ...extra,
});

export async function userRow(user: TestUser) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.publicId, user.id));
  return row!;
}
