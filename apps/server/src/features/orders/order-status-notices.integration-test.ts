/**
 * What the diner is told when staff move their order: the "order ready" text (only when asked for) and e-mail, and a
 * declined order's reason, e-mail and text, queued in the outbox with the status change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import type { SignedInStaff } from '../../testing/staff';
import { queueReadyEmail } from './order-notification.service';
import { closeStatusApp, R, setUpStatusApp, statusHelpers } from './order-status-fixtures';

let t: TestApp;
let manager: SignedInStaff;
beforeAll(async () => {
  ({ t, manager } = await setUpStatusApp());
});
afterAll(() => closeStatusApp(t));
const { placeOrder, messagesFor, move } = statusHelpers(() => ({ t, manager }));

/** The diner asks for texts about the order ("Text me when it's ready") at 647-555-0199, in `locale`. */
async function askForTexts(orderId: string, locale?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/notification',
    ...(locale ? { headers: { locale } } : {}),
    payload: {
      type: 'notification',
      status: 'in-progress',
      data: {
        config: { restaurantId: String(R), checkNum: orderId },
        checkout: { contact: { phone_number: '647-555-0199' } },
      },
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('POST /staff/orders/{id}/status tells the diner', () => {
  it('queues the "order ready" SMS on ready when the diner asked for one, and only then', async () => {
    const asked = await placeOrder();
    const silent = await placeOrder();
    await askForTexts(asked.id);
    for (const order of [asked, silent]) {
      await move(t.app, order.id, { status: 'in_progress' });
      expect((await move(t.app, order.id, { status: 'ready' })).statusCode).toBe(200);
    }
    const sms = await t.db.select().from(outbox).where(eq(outbox.type, 'order.ready_sms'));
    expect(sms.map((m) => m.payload)).toEqual([
      { orderId: asked.id, number: asked.number, menuId: 'to', phone: '647-555-0199', locale: 'en-CA' },
    ]);
  });

  it('e-mails "order ready" to the checkout’s address in the order’s language, never for an order at a table', async () => {
    const order = await placeOrder(R, { email: 'ada@example.com', locale: 'fr-CA' });
    const without = await placeOrder(R);
    for (const o of [order, without]) {
      await move(t.app, o.id, { status: 'in_progress' });
      expect((await move(t.app, o.id, { status: 'ready' })).statusCode).toBe(200);
    }
    const ready = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.type, 'order.ready_email'))).map((m) => m.payload);
    expect(await ready()).toEqual([
      { orderId: order.id, number: order.number, menuId: 'to', email: 'ada@example.com', locale: 'fr-CA' },
    ]);
    const atTable = { restaurantId: R, publicId: 'ord_table', number: 99, type: 'dine-in' };
    await queueReadyEmail(t.db, { ...atTable, contact: { email: 'ada@example.com', locale: 'fr-CA' } });
    expect(await ready()).toHaveLength(1);
  });

  it('keeps a cancellation reason for the diner', async () => {
    const order = await placeOrder();
    const res = await move(t.app, order.id, { status: 'cancelled', reason: 'Out of rice' });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Out of rice' });
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(read.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Out of rice' });
  });

  it('tells the diner of a decline: an e-mail in the order’s language, written with the status change', async () => {
    const order = await placeOrder(R, { email: 'ada@example.com', locale: 'fr-CA' });
    const accepted = await placeOrder(R, { email: 'bob@example.com' });
    expect((await move(t.app, accepted.id, { status: 'in_progress' })).statusCode).toBe(200);
    for (const o of [order, accepted]) {
      expect(await messagesFor(o.id)).toEqual([]);
      const res = await move(t.app, o.id, { status: 'cancelled', reason: 'Out of rice tonight' });
      expect(res.statusCode).toBe(200);
    }
    // Declined while pending: the card's hold is released. Declined once accepted: the capture is refunded.
    expect(await messagesFor(order.id)).toEqual([
      {
        type: 'order.cancelled_email',
        payload: {
          orderId: order.id,
          number: order.number,
          // The kitchen, which a marketplace hub's messages name (outbox/handlers.ts).
          menuId: 'to',
          reason: 'Out of rice tonight',
          email: 'ada@example.com',
          locale: 'fr-CA',
          money: { cardReleased: true, cardRefundedCents: 0, giftCardCents: 0, creditsCents: 0 },
        },
      },
    ]);
    const [refund] = await messagesFor(accepted.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, accepted.id));
    expect(refund?.payload).toMatchObject({
      email: 'bob@example.com',
      locale: 'en-CA',
      money: { cardReleased: false, cardRefundedCents: row?.totalCents },
    });
    expect(row?.totalCents).toBeGreaterThan(0);
  });

  it('texts a declined order only to a diner who asked for texts, in the language they asked in', async () => {
    const asked = await placeOrder(R, { email: 'cy@example.com' });
    const silent = await placeOrder(R);
    await askForTexts(asked.id, 'fr-CA');
    for (const o of [asked, silent]) {
      expect((await move(t.app, o.id, { status: 'cancelled', reason: 'Closing early' })).statusCode).toBe(
        200,
      );
    }
    expect((await messagesFor(asked.id)).map((m) => [m.type, m.payload.locale, m.payload.phone])).toEqual([
      ['order.cancelled_email', 'en-CA', undefined],
      ['order.cancelled_sms', 'fr-CA', '647-555-0199'],
    ]);
    // No e-mail given and no text asked for: nothing to send.
    expect(await messagesFor(silent.id)).toEqual([]);
  });

  it('tells nothing when the decline is refused', async () => {
    const order = await placeOrder(R, { email: 'dee@example.com' });
    expect((await move(t.app, order.id, { status: 'cancelled' })).statusCode).toBe(400);
    for (const status of ['in_progress', 'ready', 'completed'])
      expect((await move(t.app, order.id, { status })).statusCode).toBe(200);
    expect((await move(t.app, order.id, { status: 'cancelled', reason: 'Too late' })).statusCode).toBe(409);
    expect(await messagesFor(order.id)).toEqual([]);
  });
});
