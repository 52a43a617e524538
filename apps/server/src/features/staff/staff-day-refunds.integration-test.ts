/**
 * The refunds made on a day, whatever day their orders were due (GET /api/staff/restaurants/{id}/refunds): the
 * Reports screen counts a refund on the day it was made, so a day's refunds of earlier days' orders reach it, and
 * the board's own list stays the orders due that day. The clock is set by the test.
 */

import { afterAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { call, placeOrder, R, useStaffConsole, who } from './staff-test-kit';

useStaffConsole();
afterAll(() => startClockAt(undefined));

const refundsOn = (date?: string, headers = who.staff!) =>
  call('GET', `/api/staff/restaurants/${R}/refunds${date ? `?date=${date}` : ''}`, headers, undefined, null);
const board = async (date?: string) => {
  const res = await call(
    'GET',
    `/api/staff/orders?restaurantId=${R}${date ? `&date=${date}` : ''}`,
    who.staff!,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orders: { id: string; refunds: { id: string }[] }[] };
};

describe('the refunds made on a day', () => {
  it("gives today's refunds of an order due yesterday and of today's, each with its order; the boards keep their days", async () => {
    // Wednesday 25 November 2026, 10:00 in Toronto: a take-out order due at 13:00, accepted and completed.
    startClockAt('2026-11-25T15:00:00Z');
    const wednesday = await placeOrder({ pickupTime: '2026-11-25T18:00:00Z' });
    for (const status of ['in_progress', 'ready', 'completed']) {
      const moved = await call('POST', `/api/staff/orders/${wednesday.id}/status`, who.staff!, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await refundsOn()).json()).toMatchObject({ date: '2026-11-25', refunds: [], orders: [] });

    // Thursday, 11:00: the manager refunds Wednesday's order whole, then one bowl of an order due today.
    startClockAt('2026-11-26T16:00:00Z');
    const thursday = await placeOrder({ pickupTime: '2026-11-26T19:00:00Z' });
    const accepted = await call('POST', `/api/staff/orders/${thursday.id}/status`, who.staff!, {
      status: 'in_progress',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const whole = await call('POST', `/api/staff/orders/${wednesday.id}/refund`, who.manager!, {});
    expect(whole.statusCode, whole.body).toBe(200);
    const bowl = await call('POST', `/api/staff/orders/${thursday.id}/refund`, who.manager!, {
      lines: [{ position: 0, quantity: 1 }],
    });
    expect(bowl.statusCode, bowl.body).toBe(200);

    const today = await refundsOn();
    expect(today.statusCode, today.body).toBe(200);
    const body = today.json();
    expect(body).toMatchObject({
      restaurantId: R,
      date: '2026-11-26',
      timezone: 'America/Toronto',
      from: '2026-11-26T05:00:00.000Z',
      to: '2026-11-27T05:00:00.000Z',
    });
    // Made on Thursday by the ordering clock, oldest first, with their amounts, lines and tenders.
    expect(body.refunds).toEqual([
      { ...whole.json().refund, orderId: wednesday.id },
      { ...bowl.json().refund, orderId: thursday.id },
    ]);
    expect(body.refunds.map((r: { createdAt: string }) => r.createdAt.slice(0, 13))).toEqual([
      '2026-11-26T16',
      '2026-11-26T16',
    ]);
    expect(body.refunds[0].lines).toEqual([{ position: 0, quantity: 2, amount: expect.any(Number) }]);
    expect(body.refunds[0].tenders).toEqual([{ kind: 'card', amount: whole.json().refund.amount }]);
    // The orders they gave back, Wednesday's too, as their tickets read.
    expect(body.orders.map((o: { id: string }) => o.id).sort()).toEqual([wednesday.id, thursday.id].sort());
    const earlier = body.orders.find((o: { id: string }) => o.id === wednesday.id);
    expect(earlier).toMatchObject({ pickupTime: '2026-11-25T18:00:00.000Z', status: 'completed' });
    expect(earlier).toEqual(whole.json().order);

    // Wednesday had no refund made on it; its board still lists its order (with the refund on its ticket), and
    // today's board has today's order only.
    expect((await refundsOn('2026-11-25')).json()).toMatchObject({ refunds: [], orders: [] });
    const wednesdayBoard = await board('2026-11-25');
    expect(wednesdayBoard.orders.map((o) => o.id)).toEqual([wednesday.id]);
    expect(wednesdayBoard.orders[0]!.refunds.map((r) => r.id)).toEqual([whole.json().refund.id]);
    expect((await board()).orders.map((o) => o.id)).toEqual([thursday.id]);
  });

  it("is staff's to read at their own restaurant only", async () => {
    expect((await refundsOn(undefined, who.elsewhere!)).statusCode).toBe(403);
    expect((await refundsOn(undefined, who.anonymous!)).statusCode).toBe(401);
    expect((await refundsOn('2026-13-40')).statusCode).toBe(400);
  });
});
