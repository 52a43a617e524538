/** The staff console's refunds (decision 014): by line or in full, previewed, to a card or a gift card, after a cancellation. */

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  giftCards,
  orderEvents,
  orderRefunds,
  orderSettlements,
  orders,
  orderTenders,
} from '../../db/schema';
import { cartItem } from '../../testing/order-fixtures';
import { call, gateway, manager, placeOrder, R, t, useStaffConsole, who } from './staff-test-kit';

useStaffConsole();

describe('refunds', () => {
  it('refunds by line back to the card, then the rest; the diner’s view shows it', async () => {
    const order = await placeOrder({
      items: [
        cartItem('bowl', 2),
        {
          ...cartItem('wings', 1, 18, [
            { id: 'sauce', values: [{ id: 'bbq', quantity: 1, adjustedPrice: 0, options: [] }] },
          ]),
          orderId: 2,
        },
      ],
    });
    const refund = (body: object) => call('POST', `/api/staff/orders/${order.id}/refund`, who.manager!, body);
    const pending = await refund({});
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toMatch(/decline a pending order/);
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    const before = (await call('GET', `/api/staff/orders/${order.id}`, who.staff!)).json();
    const paid = before.tenders[0].amount;

    gateway.refunds = [];
    const first = await refund({ lines: [{ position: 0, quantity: 1 }], reason: 'Cold' });
    expect(first.statusCode, first.body).toBe(200);
    const { refund: r1, order: o1 } = first.json();
    // One bowl of two $10 bowls and $18 wings: 10/38 of what was paid (tax and tip pro rata).
    expect(r1.amount).toBeCloseTo((paid * 10) / 38, 1);
    expect(r1).toMatchObject({
      reason: 'Cold',
      lines: [{ position: 0, quantity: 1 }],
      tenders: [{ kind: 'card' }],
      by: manager.email,
    });
    expect(o1.lines[0].refundedQuantity).toBe(1);
    expect(o1.tenders[0]).toMatchObject({ state: 'partially_refunded', refunded: r1.amount });
    expect(gateway.refunds).toEqual([
      { amount: Math.round(r1.amount * 100), key: expect.stringMatching(/^tender:\d+:refund@0\+\d+$/) },
    ]);

    const tooMany = await refund({ lines: [{ position: 0, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Line 0 has only 1 left to refund.');
    expect((await refund({ lines: [{ position: 7, quantity: 1 }] })).statusCode).toBe(400);

    const rest = await refund({});
    expect(rest.statusCode).toBe(200);
    expect(rest.json().refund.amount).toBeCloseTo(paid - r1.amount, 2);
    expect(rest.json().order).toMatchObject({
      refunded: paid,
      tenders: [{ state: 'refunded', refunded: paid }],
    });
    expect(gateway.refunds.reduce((s, x) => s + x.amount, 0)).toBe(Math.round(paid * 100));

    const nothing = await refund({});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('There is nothing left to refund on this order.');

    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row!.id), eq(orderEvents.type, 'refunded')));
    expect(events).toHaveLength(2);
    const diner = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { 'x-restaurant-id': String(R) },
    });
    expect(diner.json().refunded).toBe(paid);
  });

  it('previews a refund with what it is made of, writing nothing, and then refunds exactly that', async () => {
    const order = await placeOrder({
      tipPercent: 20,
      items: [
        cartItem('bowl', 2),
        {
          ...cartItem('wings', 1, 18, [
            { id: 'sauce', values: [{ id: 'bbq', quantity: 1, adjustedPrice: 0, options: [] }] },
          ]),
          orderId: 2,
        },
      ],
    });
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    const preview = (body: object) =>
      call('POST', `/api/staff/orders/${order.id}/refund-preview`, who.manager!, body);
    const refund = (body: object) => call('POST', `/api/staff/orders/${order.id}/refund`, who.manager!, body);
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    const written = async () => ({
      refunds: (await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row!.id))).length,
      events: (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id))).length,
      settling: (await t.db.select().from(orderSettlements).where(eq(orderSettlements.orderId, row!.id)))
        .length,
      ticket: (await call('GET', `/api/staff/orders/${order.id}`, who.staff!)).json(),
    });
    const before = await written();
    gateway.refunds = [];

    const wings = { lines: [{ position: 1, quantity: 1 }] };
    const shown = await preview(wings);
    expect(shown.statusCode, shown.body).toBe(200);
    const p1 = shown.json();
    // The $18 wings: the item itself, its taxes and its share of the tip, adding up to the amount.
    expect(p1.parts.items).toBe(18);
    expect(p1.parts.taxes).toBeGreaterThan(0);
    expect(p1.parts.tip).toBeGreaterThan(0);
    const { items, taxes, tip, charges } = p1.parts;
    expect(Math.round((items + taxes + tip + charges) * 100)).toBe(Math.round(p1.amount * 100));
    expect(await written()).toEqual(before);
    expect(gateway.refunds).toEqual([]);
    expect(
      (await call('POST', `/api/staff/orders/${order.id}/refund-preview`, who.staff!, wings)).statusCode,
    ).toBe(403);

    const cancelling = await call('POST', `/api/staff/orders/${order.id}/cancel-preview`, who.manager!);
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    expect(cancelling.json()).toMatchObject({ returned: before.ticket.total, released: 0 });
    expect(await written()).toEqual(before);

    const done = (await refund(wings)).json().refund;
    expect(done.amount).toBe(p1.amount);
    expect(done.lines).toEqual(p1.lines);
    expect(done.tenders).toEqual(p1.tenders);

    const rest = (await preview({})).json();
    expect((await refund({})).json().refund.amount).toBe(rest.amount);
    expect((await preview({})).statusCode).toBe(409);
  });

  it('credits a gift card back, and a card refusal writes nothing', async () => {
    const order = await placeOrder({ voucher: true, card: false });
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.restaurantId, R));
    const res = await call('POST', `/api/staff/orders/${order.id}/refund`, who.owner!, {
      lines: [{ position: 0, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund.tenders).toEqual([{ kind: 'gift_card', amount: res.json().refund.amount }]);
    const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after!.balanceCents - card!.balanceCents).toBe(Math.round(res.json().refund.amount * 100));

    const paidByCard = await placeOrder();
    await call('POST', `/api/staff/orders/${paidByCard.id}/status`, who.staff!, { status: 'in_progress' });
    gateway.refuseNextRefund = true;
    const refused = await call('POST', `/api/staff/orders/${paidByCard.id}/refund`, who.manager!, {});
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, paidByCard.id));
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect((tenders[0]!.details as Record<string, unknown>).refundedCents).toBeUndefined();
    // Tried again, it goes through.
    expect(
      (await call('POST', `/api/staff/orders/${paidByCard.id}/refund`, who.manager!, {})).statusCode,
    ).toBe(200);
  });

  it('a cancellation after a partial refund returns only what is left', async () => {
    const order = await placeOrder();
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    const r = (
      await call('POST', `/api/staff/orders/${order.id}/refund`, who.manager!, {
        lines: [{ position: 0, quantity: 1 }],
      })
    ).json();
    gateway.refunds = [];
    const cancelled = await call('POST', `/api/staff/orders/${order.id}/status`, who.manager!, {
      status: 'cancelled',
      reason: 'Closed',
    });
    expect(cancelled.statusCode).toBe(200);
    const paid = r.order.tenders[0].amount;
    expect(gateway.refunds).toEqual([
      { amount: Math.round((paid - r.refund.amount) * 100), key: expect.stringMatching(/:refund$/) },
    ]);
  });
});
