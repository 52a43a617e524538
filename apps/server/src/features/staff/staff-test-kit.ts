/**
 * The staff console tests' shared setup (staff-*.integration-test.ts): two restaurants, a gift card, an owner, a
 * manager and a staff member of the first signed in, another restaurant's owner, a diner and anonymous, as headers in
 * `who`; a sandbox processor that counts refunds; and the calls the tests make. A test file calls
 * `useStaffConsole()` once; the bindings below are live (set in its beforeAll).
 *
 * The kitchen tests' (counter-order-places, make-time-apply) at the end: a restaurant whose bowls load a grill, at a
 * set clock, with `useKitchenApp()`.
 */

import type { Cents } from '@ordering/domain/money/money';
import type { StaffRole } from '@ordering/domain/staff/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { SettleResult } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { kitchenLoads } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInDiner, signInStaff } from '../../testing/staff';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { ensureGiftCard } from '../vouchers';

export const R = 9700;
export const OTHER = 9701;
export const GIFT = '6000 7777 5555 6666';

/** The sandbox, counting what it was asked to refund (and refusing once when told to). */
export class CountingGateway extends SandboxGateway {
  refunds: { amount: Cents; key: string | undefined }[] = [];
  refuseNextRefund = false;
  override async refund(authorizationId: string, amount: Cents, key?: string): Promise<SettleResult> {
    if (this.refuseNextRefund) {
      this.refuseNextRefund = false;
      return { ok: false, code: 1803, reason: 'processor_error' };
    }
    this.refunds.push({ amount, key });
    return super.refund(authorizationId, amount, key);
  }
}

export let t: TestApp;
export let gateway: CountingGateway;
export let base: string;
export const who: Record<string, Record<string, string>> = {};
export let owner: SignedInStaff;
export let manager: SignedInStaff;
export let staff: SignedInStaff;

/** The test file's app and people, built before its tests and closed after them. */
export function useStaffConsole(): void {
  beforeAll(async () => {
    t = await buildTestApp({ orderEventsHeartbeatMs: 200 });
    gateway = new CountingGateway();
    setPaymentGateway(t.app, gateway);
    expect(
      (await importDataFile(t.db, orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot: 1000 }))).ok,
    ).toBe(true);
    expect((await importDataFile(t.db, orderDataFile({ id: OTHER, slug: 'staff-other' }))).ok).toBe(true);
    await ensureGiftCard(t.db, { restaurantId: R, number: GIFT, balanceCents: 5000 });
    owner = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
    manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
    staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const elsewhere = await signInStaff(t.db, { restaurantId: OTHER, role: 'owner' });
    const diner = await signInDiner(t.db);
    who.owner = { authorization: `Bearer ${owner.token}` };
    who.manager = { authorization: `Bearer ${manager.token}` };
    who.staff = { authorization: `Bearer ${staff.token}` };
    who.elsewhere = { authorization: `Bearer ${elsewhere.token}` };
    who.diner = { authorization: `Bearer ${diner.token}` };
    who.anonymous = {};
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });
}

let seq = 0;
export async function placeOrder(
  options: {
    restaurantId?: number;
    items?: unknown[];
    voucher?: boolean;
    card?: boolean;
    tipPercent?: number;
    /** When it is due (ISO): two days ahead of the real time by default. */
    pickupTime?: string;
  } = {},
): Promise<{ id: string; number: number }> {
  const restaurantId = options.restaurantId ?? R;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(restaurantId), 'idempotency-key': `staff-${Date.now()}-${seq++}` },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true },
        items: options.items ?? [cartItem('bowl', 2)],
        costs: {
          ...(options.voucher ? { voucher: { code: GIFT } } : {}),
          ...(options.tipPercent ? { tip: { type: 'percentage', percentageValue: options.tipPercent } } : {}),
        },
        checkout: {
          contact: { full_name: 'Ada Diner', phone_number: '416-555-0100', email: 'ada@example.com' },
          ...(options.card === false
            ? {}
            : { card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' } }),
        },
      },
      pickup_time: options.pickupTime ?? futureSlot(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  restaurantId: number | null = R,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, ...(restaurantId === null ? {} : { 'x-restaurant-id': String(restaurantId) }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

/** The kitchen tests' clock: Wednesday 4 March 2026, 11:30 in Toronto. */
export const KITCHEN_NOW = new Date('2026-03-04T16:30:00Z');

/**
 * A restaurant whose bowls take 5 minutes of the grill (their section's figure), which does `minutesPerBucket` of
 * work per 15-minute bucket; `restaurant` adds to the file's restaurant (its tables...).
 */
export function grillDataFile(
  at: { id: number; slug: string; minutesPerBucket: number },
  restaurant: Record<string, unknown> = {},
) {
  const base = orderDataFile({ id: at.id, slug: at.slug, maxPerSlot: 1000 });
  return {
    ...base,
    restaurant: {
      ...base.restaurant,
      kitchen: { stations: [{ id: 'grill', name: 'Grill', minutes_per_bucket: at.minutesPerBucket }] },
      ...restaurant,
    },
    menus: base.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((s) => ({ ...s, make_time: 5, station: 'grill' })),
    })),
  } as typeof base;
}

export interface KitchenApp {
  t: TestApp;
  /** The people of `roles`, signed in at the file's restaurant. */
  staff: Partial<Record<StaffRole, SignedInStaff>>;
}

/**
 * The test file's app at the kitchen tests' clock, with `file` published and `roles` signed in at its restaurant,
 * built before its tests and closed after them (the clock given back). Its fields are set in the file's beforeAll.
 */
export function useKitchenApp(file: ReturnType<typeof orderDataFile>, roles: StaffRole[]): KitchenApp {
  const kitchen: KitchenApp = { t: undefined as unknown as TestApp, staff: {} };
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(KITCHEN_NOW);
    kitchen.t = await buildTestApp();
    expect((await importDataFile(kitchen.t.db, file)).ok).toBe(true);
    for (const role of roles)
      kitchen.staff[role] = await signInStaff(kitchen.t.db, {
        restaurantId: Number(file.restaurant.id),
        role,
      });
  }, 60_000);
  afterAll(async () => {
    await kitchen.t.close();
    vi.useRealTimers();
  });
  return kitchen;
}

/** The seconds of work the restaurant's kitchen holds, over every station and bucket. */
export async function kitchenSeconds(t: TestApp, restaurantId: number) {
  const rows = await t.db.select().from(kitchenLoads).where(eq(kitchenLoads.restaurantId, restaurantId));
  return rows.reduce((sum, l) => sum + l.seconds, 0);
}
