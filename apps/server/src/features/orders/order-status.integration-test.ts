/**
 * The order lifecycle seen live: staff move an order with POST /staff/orders/{id}/status and the diner's
 * server-sent event stream (a real server on 127.0.0.1, read with fetch) hears each step.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, startClockAt } from '../../clock';
import type { Listen } from '../../db/listen';
import { orderEvents, orders } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { openEventStream } from '../../testing/event-stream';
import type { SignedInStaff } from '../../testing/staff';
import { ORDER_STATUS_CHANNEL } from './order-status-bus';
import {
  closeStatusApp,
  OTHER,
  R,
  setUpStatusApp,
  startSecondNode,
  statusHelpers,
} from './order-status-fixtures';

let t: TestApp;
let base: string;
let manager: SignedInStaff;
beforeAll(async () => {
  ({ t, base, manager } = await setUpStatusApp());
});
afterAll(() => closeStatusApp(t));
const { placeOrder, move } = statusHelpers(() => ({ t, manager }));

/** The order's stream, with its status events' data. */
async function openStream(url: string) {
  const stream = await openEventStream(url);
  return {
    ...stream,
    nextStatus: () => stream.nextEvent('status') as Promise<Record<string, unknown> | null>,
  };
}

const eventsUrl = (id: string, restaurant: number | string = R, root = base) =>
  `${root}/api/orders/${id}/events?restaurant=${restaurant}`;

async function eventually(check: () => boolean | Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /orders/{id}/events', () => {
  it('streams the current status, then each change staff make, and lets go when the client leaves', async () => {
    const order = await placeOrder();
    const stream = await openStream(eventsUrl(order.id));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(await stream.nextStatus()).toEqual({
      orderId: order.id,
      status: 'pending',
      cancelReason: null,
      at: expect.any(String),
    });

    expect((await move(t.app, order.id, { status: 'in_progress' })).statusCode).toBe(200);
    expect(await stream.nextStatus()).toMatchObject({ orderId: order.id, status: 'in_progress' });
    expect((await move(t.app, order.id, { status: 'ready' })).statusCode).toBe(200);
    expect(await stream.nextStatus()).toMatchObject({ status: 'ready' });

    expect(t.app.orderStatusBus.subscriberCount(order.id)).toBe(1);
    stream.close();
    await eventually(() => t.app.orderStatusBus.subscriberCount(order.id) === 0);
  });

  it('starts from the status the order has now, and sends a cancellation with its reason', async () => {
    const order = await placeOrder();
    await move(t.app, order.id, { status: 'in_progress' });
    const stream = await openStream(eventsUrl(order.id));
    expect(await stream.nextStatus()).toMatchObject({ status: 'in_progress' });
    await move(t.app, order.id, { status: 'cancelled', reason: 'Kitchen closed early' });
    expect(await stream.nextStatus()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Kitchen closed early',
    });
    stream.close();
  });

  it('sends heartbeat comments while nothing changes', async () => {
    const order = await placeOrder();
    const stream = await openStream(eventsUrl(order.id));
    expect(await stream.nextStatus()).toMatchObject({ status: 'pending' });
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
    stream.close();
  });

  it('reaches a stream held by another API node on the same database (LISTEN/NOTIFY)', async () => {
    const { app: other, base: otherBase } = await startSecondNode(t);
    try {
      const order = await placeOrder();
      const stream = await openStream(eventsUrl(order.id, R, otherBase));
      expect(await stream.nextStatus()).toMatchObject({ status: 'pending' });
      await move(t.app, order.id, { status: 'in_progress' });
      expect(await stream.nextStatus()).toMatchObject({ status: 'in_progress' });
      // Closing a node ends its open streams instead of waiting for the diners to leave.
      await other.close();
      expect(await stream.nextStatus()).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('ends its streams when its LISTEN was lost and is back, so a change made meanwhile is read again', async () => {
    // The node's LISTEN, with the call that says it is back after a lost connection (db/listen.ts).
    let back: (() => void) | undefined;
    const listen: Listen = (channel, onPayload, onError, onReconnect) => {
      if (channel === ORDER_STATUS_CHANNEL) back = onReconnect;
      return t.handle.listen!(channel, onPayload, onError, onReconnect);
    };
    const { app: other, base: otherBase } = await startSecondNode(t, listen);
    try {
      const order = await placeOrder();
      const stream = await openStream(eventsUrl(order.id, R, otherBase));
      expect(await stream.nextStatus()).toMatchObject({ status: 'pending' });
      expect(back).toBeTypeOf('function');
      // The change's notice is lost with the connection; the reconnection ends the stream, and the client's next
      // stream starts from the status the order has now.
      await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.publicId, order.id));
      back?.();
      expect(await stream.nextStatus()).toBeNull();
      const again = await openStream(eventsUrl(order.id, R, otherBase));
      expect(await again.nextStatus()).toMatchObject({ status: 'in_progress' });
      again.close();
    } finally {
      await other.close();
    }
  });

  it.each([
    ['an unknown order', 'AAAAAAAAAAAAAAAAAAAAA', R, 404, 'We could not find this order.'],
    [
      'an unknown restaurant',
      'AAAAAAAAAAAAAAAAAAAAA',
      424242,
      404,
      'We could not find the restaurant 424242.',
    ],
    [
      'a non-numeric restaurant',
      'AAAAAAAAAAAAAAAAAAAAA',
      'abc',
      400,
      'Some of the information entered is not valid.',
    ],
    ['a malformed order id', 'bad id!', R, 400, 'Some of the information entered is not valid.'],
  ])('answers %s with a %i {code, message}', async (_name, id, restaurant, status, message) => {
    const res = await t.app.inject({ method: 'GET', url: eventsUrl(id, restaurant, '') });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, message });
  });

  it('needs the restaurant, and refuses an order of another restaurant', async () => {
    const order = await placeOrder(OTHER);
    const missing = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/events` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, details: [{ path: 'querystring.restaurant' }] });
    const wrong = await t.app.inject({ method: 'GET', url: eventsUrl(order.id, R, '') });
    expect(wrong.statusCode).toBe(404);
    expect(t.app.orderStatusBus.subscriberCount(order.id)).toBe(0);
  });

  it('is documented in the OpenAPI with its restaurant query parameter', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/orders/{id}/events'].get;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'restaurant', required: true }),
    );
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
  });
});

describe('POST /staff/orders/{id}/status', () => {
  it('moves the order along, writes an order event and answers the new status', async () => {
    const order = await placeOrder();
    const res = await move(t.app, order.id, { status: 'in_progress' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: order.id,
      number: order.number,
      status: 'in_progress',
      cancelReason: null,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    expect(row).toMatchObject({ status: 'in_progress' });
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row!.id), eq(orderEvents.type, 'status_changed')));
    expect(events).toEqual([
      expect.objectContaining({
        status: 'in_progress',
        data: { from: 'pending', reason: null, by: manager.userId },
      }),
    ]);
  });

  it('dates every event by the ordering clock, not the database', async () => {
    // An hour on (the orders here are for a slot two days off, taken at any hour): the database's own clock is an
    // hour behind.
    startClockAt(new Date(Date.now() + 3_600_000).toISOString());
    try {
      const order = await placeOrder();
      const moved = await move(t.app, order.id, { status: 'in_progress' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await move(t.app, order.id, { status: 'ready' })).statusCode).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
      expect(events.map((e) => e.type)).toEqual(['created', 'status_changed', 'status_changed']);
      for (const event of events)
        expect(Math.abs(event.createdAt.getTime() - now().getTime())).toBeLessThan(60_000);
    } finally {
      startClockAt(undefined);
    }
  });

  it.each([
    ['pending', 'ready', 'This order is pending: it cannot be marked ready.'],
    ['pending', 'completed', 'This order is pending: it cannot be marked completed.'],
    ['pending', 'pending', 'This order is pending: it cannot be marked pending.'],
    ['completed', 'cancelled', 'This order is completed: it cannot be marked cancelled.'],
    ['cancelled', 'in_progress', 'This order is cancelled: it cannot be marked in progress.'],
  ])('refuses %s -> %s with a 409', async (from, to, message) => {
    const order = await placeOrder();
    const path: Record<string, string[]> = {
      pending: [],
      completed: ['in_progress', 'ready', 'completed'],
      cancelled: ['cancelled'],
    };
    for (const step of path[from]!) {
      const body = { status: step, ...(step === 'cancelled' ? { reason: 'Out of rice' } : {}) };
      expect((await move(t.app, order.id, body)).statusCode).toBe(200);
    }
    const res = await move(t.app, order.id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message });
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    expect(row?.status).toBe(from);
  });

  it('translates the refusal by the Locale header', async () => {
    const order = await placeOrder();
    const res = await move(
      t.app,
      order.id,
      { status: 'completed' },
      { authorization: `Bearer ${manager.token}`, locale: 'fr-CA' },
    );
    expect(res.json()).toEqual({
      code: 409,
      message: 'Cette commande est en attente\u00a0: elle ne peut pas être marquée terminée.',
    });
  });

  it.each([
    ['no session', {}],
    ['an unknown session', { authorization: `Bearer ${'x'.repeat(43)}` }],
    ['the old staff token header alone', { 'x-staff-token': 'dev-staff-token-local' }],
  ])('answers 401 (code 201) with %s, before looking at the body', async (_name, headers) => {
    const order = await placeOrder();
    for (const body of [{ status: 'in_progress' }, { status: 'nonsense' }]) {
      const res = await move(t.app, order.id, body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 201 });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    expect(row?.status).toBe('pending');
  });

  it('answers 404 for an unknown order or an order of another restaurant', async () => {
    const res = await move(t.app, 'AAAAAAAAAAAAAAAAAAAAA', { status: 'in_progress' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'We could not find this order.' });
    const elsewhere = await placeOrder(OTHER);
    expect((await move(t.app, elsewhere.id, { status: 'in_progress' })).statusCode).toBe(404);
  });

  it.each([
    ['an unknown status', { status: 'shipped' }],
    ['the spec’s hyphenated spelling', { status: 'in-progress' }],
    ['an unknown field', { status: 'ready', note: 'x' }],
    ['an overlong reason', { status: 'cancelled', reason: 'x'.repeat(501) }],
    ['no body', undefined],
  ])('answers 400 for %s', async (_name, body) => {
    const order = await placeOrder();
    const res = await move(t.app, order.id, body as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
  });

  it('needs the restaurant header', async () => {
    const order = await placeOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { status: 'in_progress' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});
