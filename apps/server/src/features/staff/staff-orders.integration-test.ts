/**
 * The staff console's orders (decision 014): the board and the ticket, status changes by role with the processor
 * called outside the transaction, and the outbox finishing an accept whose process died after the processor acted.
 */

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SettleResult } from '../../adapters/payments/gateway';
import { orders, orderTenders } from '../../db/schema';
import { futureSlot } from '../../testing/order-fixtures';
import { setPaymentGateway } from '../payments';
import {
  type CountingGateway,
  call,
  dayOf,
  gateway,
  placeOrder,
  R,
  t,
  useStaffConsole,
  who,
} from './staff-test-kit';

useStaffConsole();

describe('the board and the ticket', () => {
  it('lists the day’s orders with every detail, filtered by status', async () => {
    const order = await placeOrder();
    const date = dayOf(futureSlot());
    const res = await call(
      'GET',
      `/api/staff/orders?restaurantId=${R}&date=${date}&status=pending`,
      who.staff!,
      undefined,
      null,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ restaurantId: R, date, timezone: 'America/Toronto' });
    const ticket = body.orders.find((o: { id: string }) => o.id === order.id);
    expect(ticket).toMatchObject({
      number: order.number,
      status: 'pending',
      type: 'take-out',
      contact: { name: 'Ada Diner', email: 'ada@example.com', phone: '416-555-0100' },
      // The diner's language, and the names as published, for staff reading the other one.
      locale: 'en-CA',
      lines: [
        {
          position: 0,
          itemId: 'bowl',
          name: 'Rice bowl',
          names: { en: 'Rice bowl' },
          quantity: 2,
          price: 20,
          refundedQuantity: 0,
        },
      ],
      tenders: [{ kind: 'card', state: 'authorized', last4: '4242', refunded: 0 }],
      refunds: [],
      refunded: 0,
      legalAgeConfirmed: false,
    });
    expect(body.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    const inProgress = await call(
      'GET',
      `/api/staff/orders?restaurantId=${R}&date=${date}&status=in_progress,ready`,
      who.staff!,
      undefined,
      null,
    );
    expect(inProgress.json().orders.some((o: { id: string }) => o.id === order.id)).toBe(false);
    const yesterday = await call(
      'GET',
      `/api/staff/orders?restaurantId=${R}&date=2020-01-01`,
      who.staff!,
      undefined,
      null,
    );
    expect(yesterday.json().orders).toEqual([]);
    const one = await call('GET', `/api/staff/orders/${order.id}`, who.staff!);
    expect(one.json()).toEqual(ticket);
  });

  it.each([
    ['a bad status', 'status=shipped'],
    ['a date that does not exist', 'date=2026-02-30'],
    ['a date without a next day', 'date=9999-12-31'],
    ['no restaurant', ''],
    ['an unknown field', `restaurantId=${R}&x=1`],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await call(
      'GET',
      `/api/staff/orders?${query.includes('restaurantId') || query === '' ? query : `restaurantId=${R}&${query}`}`,
      who.staff!,
      undefined,
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('status by role, the processor outside the transaction', () => {
  it('staff accept (captured), mark ready and complete; a decline needs a manager and a reason', async () => {
    const order = await placeOrder();
    const move = (w: string, body: object) =>
      call('POST', `/api/staff/orders/${order.id}/status`, who[w]!, body);
    expect((await move('staff', { status: 'cancelled', reason: 'No' })).statusCode).toBe(403);
    const noReason = await move('manager', { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 400, details: [{ path: 'body.reason' }] });
    expect((await move('staff', { status: 'in_progress' })).json()).toMatchObject({ status: 'in_progress' });
    const ticket = (await call('GET', `/api/staff/orders/${order.id}`, who.staff!)).json();
    expect(ticket.tenders).toEqual([expect.objectContaining({ state: 'captured' })]);
    expect((await move('staff', { status: 'ready' })).statusCode).toBe(200);
    expect((await move('staff', { status: 'completed' })).statusCode).toBe(200);
    const { orderSettlements } = await import('../../db/schema');
    expect(await t.db.select().from(orderSettlements)).toEqual([]);
  });

  it('a settlement in flight makes a second change of the same order wait (409), never settle twice', async () => {
    const order = await placeOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    const { orderSettlements } = await import('../../db/schema');
    await t.db
      .insert(orderSettlements)
      .values({ orderId: row!.id, restaurantId: R, action: 'capture', startedAt: new Date() });
    const res = await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, {
      status: 'in_progress',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/being processed/);
    // A claim left by a crash is taken over after two minutes, with the same keys.
    await t.db
      .update(orderSettlements)
      .set({ startedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(orderSettlements.orderId, row!.id));
    expect(
      (await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a process that dies between the processor and the second transaction', () => {
  /** The same processor: it captures when asked, but the answer never comes back (the process died). */
  const dyingAfterCapture = (live: CountingGateway) =>
    new Proxy(live, {
      get(target, prop) {
        if (prop === 'capture')
          return async (...args: Parameters<CountingGateway['capture']>) => {
            await target.capture(...args);
            return new Promise<SettleResult>(() => undefined);
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  it('the outbox finishes the accept: captured once, in progress, the claim released', async () => {
    const order = await placeOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    const { orderSettlements, outbox } = await import('../../db/schema');
    const { recoverSettlement } = await import('../orders');
    setPaymentGateway(t.app, dyingAfterCapture(gateway));
    void t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { ...who.staff, 'x-restaurant-id': String(R) },
      payload: { status: 'in_progress' },
    });
    const claimed = async () =>
      t.db.select().from(orderSettlements).where(eq(orderSettlements.orderId, row!.id));
    for (let i = 0; i < 100 && (await claimed()).length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100)); // the processor was asked
    setPaymentGateway(t.app, gateway);
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'settlement.recover'), eq(outbox.restaurantId, R)))
      .orderBy(outbox.id)
      .then((rows) => rows.filter((m) => (m.payload as { orderRowId: number }).orderRowId === row!.id));
    expect(message, 'the claim leaves its way to be finished').toBeDefined();
    expect(message!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(2 * 60_000);

    // Before the claim is stale, nothing is done (the change may still be on its way).
    expect(await recoverSettlement(t.db, t.app.orderStatusBus, () => gateway, message!, new Date())).toEqual({
      ok: true,
    });
    const [still] = await t.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(still!.status).toBe('pending');
    expect((await claimed()).length).toBe(1);

    const later = new Date(Date.now() + 3 * 60_000);
    expect(await recoverSettlement(t.db, t.app.orderStatusBus, () => gateway, message!, later)).toEqual({
      ok: true,
    });
    const ticket = (await call('GET', `/api/staff/orders/${order.id}`, who.staff!)).json();
    expect(ticket.status).toBe('in_progress');
    expect(ticket.tenders).toEqual([expect.objectContaining({ state: 'captured' })]);
    expect(await claimed()).toEqual([]);
    // Run again (the message delivered twice): nothing more happens.
    expect(await recoverSettlement(t.db, t.app.orderStatusBus, () => gateway, message!, later)).toEqual({
      ok: true,
    });
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect(tenders.map((x) => (x.details as { captureId?: string }).captureId)).toEqual([
      expect.stringMatching(/^cap_/),
    ]);
  });
});
