/**
 * Test helpers for account credits (credits.integration-test.ts, credit-grants.integration-test.ts): an app with a
 * restaurant that offers credits and one that does not, a manager and a staff member of the first, a diner signed in
 * with a balance granted by that manager, and the diner's balance as the ledger holds it.
 */
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInDiner, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { creditBalance } from './credits.repository';

/** The restaurant that offers account credits (app8_credits). */
export const R = 9610;
/** One that does not. */
export const NO_CREDITS = 9611;

export interface CreditsTestApp {
  t: TestApp;
  manager: SignedInStaff;
  staff: SignedInStaff;
}

function creditsFile(id: number, slug: string, credits: boolean) {
  const file = orderDataFile({ id, slug, maxPerSlot: 100 });
  return { ...file, restaurant: { ...file.restaurant, app8_credits: credits } };
}

/** The app with both restaurants imported; call `t.close()` in `afterAll`. */
export async function buildCreditsTestApp(): Promise<CreditsTestApp> {
  const t = await buildTestApp();
  expect((await importDataFile(t.db, creditsFile(R, 'credit-bistro', true))).ok).toBe(true);
  expect((await importDataFile(t.db, creditsFile(NO_CREDITS, 'no-credit-bistro', false))).ok).toBe(true);
  const manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
  const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
  return { t, manager, staff };
}

/** The helpers on the app `current` gives (built in the test file's `beforeAll`). */
export function creditsHelpers(current: () => CreditsTestApp) {
  /** A manager's grant (a negative amount takes), through the staff call. */
  const grant = (email: string, amount: number, reason = 'Apology for a late order', as?: SignedInStaff) => {
    const { t, manager } = current();
    return t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${R}/credits`,
      headers: (as ?? manager).headers(),
      payload: { email, amount, reason },
    });
  };

  /** A diner signed in with `dollars` of credits at R (granted by the manager when more than zero). */
  async function dinerWith(dollars: number) {
    const { t } = current();
    const diner = await signInDiner(t.db);
    const [user] = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, diner.userId) });
    if (dollars > 0) {
      const res = await grant(user!.email, dollars);
      expect(res.statusCode).toBe(200);
    }
    return {
      ...diner,
      email: user!.email,
      publicId: user!.publicId,
      auth: { authorization: `Bearer ${diner.token}` },
    };
  }

  /** The diner's balance at R, in cents. */
  const balanceOf = (userId: number) => creditBalance(current().t.db, userId, R);

  return { grant, dinerWith, balanceOf };
}
