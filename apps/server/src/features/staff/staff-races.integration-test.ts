/**
 * Two staff changes of one order at the same moment (two refunds, an accept and a cancel, two cancels): one goes
 * through, the other answers 409 or goes through after it; never a 500, and the money moves once. The deadlock these
 * guard against needs two connections: on the embedded database (one connection, transactions in turn) they pass
 * either way; CI's PostgreSQL leg is where they bite.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderRefunds, orders, orderTenders } from '../../db/schema';
import {
  CARD_CHECKOUT,
  CountingGateway,
  cartItem,
  futureSlot,
  orderDataFile,
  payingApp,
  submissionBody,
  submitter,
} from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';

const R = 9750;
const { ctx, setUp } = payingApp(
  () => new CountingGateway(),
  () => [orderDataFile({ id: R, slug: 'race-bistro', maxPerSlot: 1000 })],
);
setUp();

let seq = 0;
const submit = submitter(
  () => ctx.t,
  R,
  () => `race-${Date.now()}-${seq++}`,
);

async function placeOrder(): Promise<string> {
  const res = await submit(
    submissionBody(R, {
      items: [cartItem('bowl', 2)],
      checkout: CARD_CHECKOUT,
      pickup: futureSlot(),
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function manager() {
  const signedIn = await signInStaff(ctx.t.db, { restaurantId: R, role: 'manager' });
  return (method: 'POST', url: string, payload: object) =>
    ctx.t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${signedIn.token}`, 'x-restaurant-id': String(R) },
      payload,
    });
}

/** Both calls at once: their statuses, sorted. */
async function together(
  first: () => Promise<{ statusCode: number; body: string }>,
  second: () => Promise<{ statusCode: number; body: string }>,
) {
  const answers = await Promise.all([first(), second()]);
  for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  return answers.map((a) => a.statusCode).sort();
}

const ROUNDS = 4;

describe('two staff changes of one order at once', () => {
  it('two whole refunds: one refund at the processor, the other answers 409', async () => {
    const call = await manager();
    for (let i = 0; i < ROUNDS; i++) {
      const id = await placeOrder();
      expect(
        (await call('POST', `/api/staff/orders/${id}/status`, { status: 'in_progress' })).statusCode,
      ).toBe(200);
      const refund = () => call('POST', `/api/staff/orders/${id}/refund`, {});
      const statuses = await together(refund, refund);
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).toBe(409);
      const [row] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, id));
      const refunds = await ctx.t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row!.id));
      expect(refunds.map((r) => r.amountCents)).toEqual([row!.totalCents]);
    }
  });

  it('an accept and a cancel, two cancels: each pair settles once, no 500', async () => {
    const call = await manager();
    for (let i = 0; i < ROUNDS; i++) {
      const id = await placeOrder();
      const move = (body: object) => () => call('POST', `/api/staff/orders/${id}/status`, body);
      const statuses = await together(
        move({ status: 'in_progress' }),
        move({ status: 'cancelled', reason: 'Out of rice' }),
      );
      expect(statuses).toContain(200);
      // The card as the order ended: accepted, captured; cancelled, nothing kept (voided, or refunded after a capture).
      const [accepted] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, id));
      const [card] = await ctx.t.db.select().from(orderTenders).where(eq(orderTenders.orderId, accepted!.id));
      const held = (card?.details ?? {}) as Record<string, unknown>;
      if (accepted!.status === 'in_progress') expect(held).toMatchObject({ captureId: expect.any(String) });
      else expect(Boolean(held.voidId) || Boolean(held.refundId)).toBe(true);
      const other = await placeOrder();
      const cancel = (reason: string) => () =>
        call('POST', `/api/staff/orders/${other}/status`, { status: 'cancelled', reason });
      expect((await together(cancel('Closed'), cancel('No rice')))[0]).toBe(200);
      const [row] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, other));
      expect(row!.status).toBe('cancelled');
    }
  });
});
