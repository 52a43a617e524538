/**
 * The staff console tests' shared setup (staff-*.integration-test.ts): two restaurants, a gift card, an owner, a
 * manager and a staff member of the first signed in, another restaurant's owner, a diner and anonymous, as headers in
 * `who`; a sandbox processor that counts refunds; and the calls the tests make. A test file calls
 * `useStaffConsole()` once; the bindings below are live (set in its beforeAll).
 */

import type { Cents } from '@ordering/domain/money/money';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SettleResult } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type SignedInStaff, signInDiner, signInStaff } from '../../testing/staff';
import { cartItem, futureSlot, orderDataFile } from '../orders/order-fixtures';
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
      pickup_time: futureSlot(),
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
