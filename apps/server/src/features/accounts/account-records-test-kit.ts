/**
 * The user-owned records tests' shared setup (account-records*.integration-test.ts): the order fixtures' restaurant
 * imported, two signed-up users A and B, a card's form, and a user's row. A test file calls `useAccountRecords()`
 * once; the bindings below are live (set in its beforeAll).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../db/schema';
import { orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';
import { type AccountsTestApp, buildAccountsTestApp, signUp, type TestUser } from './accounts-test-kit';

/** The order fixture with its rice bowl and wing sauces named in French too, for the receipts read in French. */
function withFrenchNames(file: ReturnType<typeof orderDataFile>) {
  const fr: Record<string, string> = { bowl: 'Bol de riz', wings: 'Ailes', hot: 'Piquante' };
  const named = (o: { id: string; options?: { values: { id: string }[] }[] }): unknown => ({
    ...o,
    ...(fr[o.id] ? { localization: { fr: { name: fr[o.id] } } } : {}),
    ...(o.options
      ? { options: o.options.map((g) => ({ ...g, values: g.values.map((v) => named(v)) })) }
      : {}),
  });
  return {
    ...file,
    menus: file.menus.map((m) =>
      m.id === 'to'
        ? { ...m, sections: m.sections.map((sec) => ({ ...sec, items: sec.items.map((i) => named(i)) })) }
        : m,
    ),
  };
}

export let t: AccountsTestApp;
export let a: TestUser;
export let b: TestUser;

/** The test file's app and users, built before its tests and closed after them. */
export function useAccountRecords(): void {
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    expect((await importDataFile(t.handle.db, withFrenchNames(orderDataFile()))).ok).toBe(true);
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
