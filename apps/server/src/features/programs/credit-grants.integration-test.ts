/**
 * Account credits granted and taken by managers: with a reason, recorded in the ledger with who did it, never below
 * zero, never by staff without the manager role. Spending them: credits.integration-test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import type { SignedInStaff } from '../../testing/staff';
import { buildCreditsTestApp, type CreditsTestApp, creditsHelpers, R } from './credits-test-kit';

let app: CreditsTestApp;
let t: TestApp;
let manager: SignedInStaff;
let staff: SignedInStaff;

beforeAll(async () => {
  app = await buildCreditsTestApp();
  ({ t, manager, staff } = app);
});
afterAll(async () => {
  await t.close();
});

const { grant, dinerWith, balanceOf } = creditsHelpers(() => app);

describe('managers grant and take credits', () => {
  it('with a reason, recorded in the ledger with who did it', async () => {
    const diner = await dinerWith(0);
    const res = await grant(diner.email, 12.5, 'Birthday');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: diner.email, balance: 12.5 });
    const take = await grant(diner.email, -2.5, 'Granted twice by mistake');
    expect(take.json().balance).toBe(10);
    expect(take.json().entries[0]).toMatchObject({
      amount: -2.5,
      reason: 'take',
      note: 'Granted twice by mistake',
    });
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, diner.userId));
    expect(rows.every((r) => r.byUserId === manager.userId)).toBe(true);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/credits?email=${encodeURIComponent(diner.email)}`,
      headers: manager.headers(),
    });
    expect(read.json().entries).toHaveLength(2);
  });

  it('never below zero, never without a reason, never by staff without the manager role', async () => {
    const diner = await dinerWith(5);
    const over = await grant(diner.email, -6, 'Too much');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('5.00');
    expect((await grant(diner.email, 1, '  ')).statusCode).toBe(400);
    expect((await grant(diner.email, 1, 'Nice', staff)).statusCode).toBe(403);
    expect((await grant('nobody@example.com', 1, 'Nice')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${R}/credits`,
      payload: { email: diner.email, amount: 1, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await balanceOf(diner.userId)).toBe(500);
  });

  it('never above the most an amount may be, so the account stays readable', async () => {
    const diner = await dinerWith(20);
    const over = await grant(diner.email, 1_000_000, 'Typed one zero too many');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'This would take the account above the most credits it may hold (1000000.00); it holds 20.00.',
    );
    const last = await grant(diner.email, 999_980, 'Up to the most');
    expect(last.statusCode).toBe(200);
    expect(last.json().balance).toBe(1_000_000);
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${R}/credits`,
      headers: { ...manager.headers(), 'accept-language': 'fr-CA' },
      payload: { email: diner.email, amount: 0.01, reason: 'Un de plus' },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toContain('au-delà du maximum');
    expect(await balanceOf(diner.userId)).toBe(100_000_000);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/credits?email=${encodeURIComponent(diner.email)}`,
      headers: manager.headers(),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().entries).toHaveLength(2);
  });
});
