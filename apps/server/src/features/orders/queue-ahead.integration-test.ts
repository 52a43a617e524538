/**
 * The queue a placed order's confirmation reads (GET /orders/get-next-order-queue-time?orderId=): the open orders
 * due before it, never itself, and the minutes to its own time; the queue of a new order (no orderId) counts every
 * open order due within the wait.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { now } from '../../clock';
import { orders } from '../../db/schema';
import { futureSlot } from '../../testing/order-fixtures';
import { body, ctx, newKey, orderSubmitApp, PAUSED, R, submit } from './order-submit-fixtures';

orderSubmitApp();

const queue = (orderId?: string, restaurantId = R) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/orders/get-next-order-queue-time${orderId ? `?orderId=${orderId}` : ''}`,
    headers: { 'x-restaurant-id': String(restaurantId) },
  });

async function place(hoursAhead: number): Promise<string> {
  const res = await submit(body({ pickup: futureSlot(hoursAhead) }), newKey());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe('the queue ahead of a placed order', () => {
  it('counts the open orders due before it, not itself nor one due after it', async () => {
    const first = await place(70);
    const second = await place(75);
    const third = await place(80);
    expect((await queue(first)).json()).toEqual({ orderCount: 0, estimatedWaitMinutes: expect.any(Number) });
    expect((await queue(second)).json().orderCount).toBe(1);
    expect((await queue(third)).json().orderCount).toBe(2);
    // Its own time, not the kitchen's wait for a new order.
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, third));
    const minutes = Math.ceil(((row?.pickupTime.getTime() ?? 0) - now().getTime()) / 60_000);
    expect(Math.abs((await queue(third)).json().estimatedWaitMinutes - minutes)).toBeLessThanOrEqual(1);
    // A finished order leaves the queue of those after it, and has none ahead of it.
    await ctx.t.db.update(orders).set({ status: 'completed' }).where(eq(orders.publicId, first));
    expect((await queue(third)).json().orderCount).toBe(1);
    expect((await queue(first)).json()).toEqual({ orderCount: 0, estimatedWaitMinutes: 0 });
  });

  it('is not told for another restaurant’s order, nor a malformed id', async () => {
    const mine = await place(90);
    const other = await queue(mine, PAUSED);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, message: 'We could not find this order.' });
    expect((await queue('not an id!')).statusCode).toBe(400);
  });
});
