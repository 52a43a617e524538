/**
 * The order-status tests' setup, said once (order-status.integration-test.ts, order-status-notices.integration-test.ts):
 * a test app with two restaurants, a manager of the first, listening on 127.0.0.1 for the event stream; and helpers
 * to place a take-out order, move it as staff and read the cancellation messages queued for it.
 */
import { asc, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { type App, buildApp } from '../../app';
import type { Listen } from '../../db/listen';
import { outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

export const R = 9460;
export const OTHER = 9461;

export async function setUpStatusApp(): Promise<{ t: TestApp; base: string; manager: SignedInStaff }> {
  const t = await buildTestApp({ orderEventsHeartbeatMs: 150 });
  expect(
    (await importDataFile(t.db, orderDataFile({ id: R, slug: 'live-bistro', maxPerSlot: 100 }))).ok,
  ).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: OTHER, slug: 'other-bistro' }))).ok).toBe(true);
  const manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, base, manager };
}

export async function closeStatusApp(t: TestApp) {
  // After an aborted fetch, Node's fetch (undici) opens a spare socket that sends nothing; Node counts such a socket
  // as busy (not idle) until its headers timeout, so closing would wait for it for a minute.
  t.app.server.closeAllConnections();
  await t.close();
}

/**
 * Another API node on the test app's database, listening on 127.0.0.1: what a second process would be. `listen`
 * stands in for the node's LISTEN (the test app's by default). Close it in a `finally`; closing twice is harmless.
 */
export async function startSecondNode(
  t: TestApp,
  listen: Listen | undefined = t.handle.listen,
): Promise<{ app: App; base: string }> {
  const app = await buildApp({
    db: t.db,
    listen,
    config: {
      cantineHosts: [],
      production: false,
      publicOrigin: undefined,
      webDistDir: '/nonexistent',
      demoImagesDir: '/nonexistent',
    },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

export function statusHelpers(ctx: () => { t: TestApp; manager: SignedInStaff }) {
  let seq = 0;
  const placeOrder = async (
    restaurantId = R,
    diner: { email?: string; locale?: string } = {},
  ): Promise<{ id: string; number: number }> => {
    const res = await ctx().t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        'x-restaurant-id': String(restaurantId),
        'idempotency-key': `live-${Date.now()}-${seq++}`,
        ...(diner.locale ? { locale: diner.locale } : {}),
      },
      payload: {
        type: 'take-out',
        data: {
          config: { takeout: true },
          items: [cartItem('bowl')],
          costs: {},
          checkout: {
            contact: {
              full_name: 'Ada Diner',
              phone_number: '416-555-0100',
              ...(diner.email ? { email: diner.email } : {}),
            },
            card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
          },
        },
        pickup_time: futureSlot(),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** The cancellation messages queued for an order, oldest first. */
  const messagesFor = async (orderId: string) => {
    const rows = await ctx()
      .t.db.select({ id: outbox.id, type: outbox.type, payload: outbox.payload })
      .from(outbox)
      .where(inArray(outbox.type, ['order.cancelled_email', 'order.cancelled_sms']))
      .orderBy(asc(outbox.id));
    return rows
      .filter((r) => (r.payload as { orderId?: string }).orderId === orderId)
      .map(({ type, payload }) => ({ type, payload: payload as Record<string, unknown> }));
  };

  const move = (
    app: App,
    id: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = { authorization: `Bearer ${ctx().manager.token}` },
  ) => {
    return app.inject({
      method: 'POST',
      url: `/api/staff/orders/${id}/status`,
      headers: { 'x-restaurant-id': String(R), ...headers },
      payload: body,
    });
  };
  return { placeOrder, messagesFor, move };
}
