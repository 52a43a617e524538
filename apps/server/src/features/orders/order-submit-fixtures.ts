/**
 * Fixtures of the ordering API's submission tests (order-submit*.integration-test.ts): the order-fixtures restaurant
 * with three gift cards, one with orders paused, one on a holiday and one past its last call; and the body,
 * submission and row counts the tests use.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { orders, orderTenders, slotReservations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  CARD_CHECKOUT,
  futureSlot,
  ORDER_RESTAURANT_ID,
  orderDataFile,
  submissionBody,
} from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';
import { ensureGiftCard } from '../vouchers';

export const R = ORDER_RESTAURANT_ID;
export const PAUSED = 9401;
export const HOLIDAY = 9402;
export const LAST_CALL = 9403;
export const HOLIDAY_PICKUP = futureSlot(75);
const torontoDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(iso));

/** The app of the test file. Set by `orderSubmitApp`'s hooks. */
export const ctx = { t: undefined as unknown as TestApp };

/** The test file's app with the four restaurants and the gift cards of R: $5, $100 and empty. */
export function orderSubmitApp() {
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    expect((await importDataFile(ctx.t.db, orderDataFile())).ok).toBe(true);
    expect(
      (
        await importDataFile(
          ctx.t.db,
          orderDataFile({ id: PAUSED, slug: 'paused-bistro', ordersPaused: true }),
        )
      ).ok,
    ).toBe(true);
    const holiday = orderDataFile({ id: HOLIDAY, slug: 'holiday-bistro' });
    holiday.restaurant = {
      ...holiday.restaurant,
      holiday_hours: [{ date: torontoDate(HOLIDAY_PICKUP), full_day: true }],
    } as typeof holiday.restaurant;
    expect((await importDataFile(ctx.t.db, holiday)).ok).toBe(true);
    const lastCall = orderDataFile({ id: LAST_CALL, slug: 'last-call-bistro' });
    lastCall.menus = lastCall.menus.map((m) => (m.id === 'to' ? { ...m, last_call_time: '00:01' } : m));
    expect((await importDataFile(ctx.t.db, lastCall)).ok).toBe(true);
    await ensureGiftCard(ctx.t.db, { restaurantId: R, number: '6000 1111 2222 3333', balanceCents: 500 });
    await ensureGiftCard(ctx.t.db, { restaurantId: R, number: '6000 9999 9999 9999', balanceCents: 10_000 });
    await ensureGiftCard(ctx.t.db, { restaurantId: R, number: '6000 0000 0000 0000', balanceCents: 0 });
  });
  afterAll(async () => {
    await ctx.t.close();
  });
}

let keySeq = 0;
export const newKey = () => `test-key-${Date.now()}-${keySeq++}`;

const { card, ...guest } = CARD_CHECKOUT;

/** A take-out submission, paid by `CARD_CHECKOUT` (another card number, or none: `card: null`). */
export const body = (opts: {
  items?: unknown[];
  total?: number;
  card?: string | null;
  voucher?: string;
  pickup?: string;
  restaurantId?: number;
}) =>
  submissionBody(opts.restaurantId ?? R, {
    items: opts.items,
    costs: {
      ...(opts.total === undefined ? {} : { total: opts.total }),
      ...(opts.voucher ? { voucher: { code: opts.voucher } } : {}),
    },
    checkout: {
      ...guest,
      ...(opts.card === null ? {} : { card: { ...card, number: opts.card ?? card.number } }),
    },
    pickup: opts.pickup ?? futureSlot(),
  });

export function submit(payload: unknown, key: string | null = newKey(), restaurantId = R) {
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(restaurantId), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
}

export async function countRows(table: typeof orders | typeof slotReservations | typeof orderTenders) {
  const [row] = await ctx.t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
