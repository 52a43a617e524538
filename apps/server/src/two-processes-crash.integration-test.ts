/**
 * A process killed under load loses nothing when another process shares its database: the orders A had reserved
 * and the processor had authorized when A died are placed, once, by B's outbox worker (its recovery of each
 * checkout), while B keeps taking its own orders. On PostgreSQL (the CI leg with DATABASE_URL) each app has its own
 * pool, as two processes; on PGlite they share the one embedded database.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from './adapters/payments/gateway';
import type { App } from './app';
import { checkouts, orders, orderTenders } from './db/schema';
import { checkoutRecoveryHandler, RECOVERY_DELAY_MS } from './features/orders';
import { setPaymentGateway } from './features/payments';
import { importDataFile } from './features/restaurants';
import { drainOutbox } from './outbox/outbox-worker';
import { buildTestAppPair } from './testing/build-test-app';
import {
  CARD_CHECKOUT,
  CountingGateway,
  cartItem,
  futureSlot,
  orderDataFile,
  submissionBody,
} from './testing/order-fixtures';

const R = 9400;
const ORDERS = 16;

let pair: Awaited<ReturnType<typeof buildTestAppPair>>;
beforeAll(async () => {
  pair = await buildTestAppPair();
  expect((await importDataFile(pair.db, orderDataFile())).ok).toBe(true);
}, 60_000);
afterAll(async () => {
  await pair?.close();
});

/** An order of one item at its own hour (a slot takes three), with its own Idempotency-Key. */
const order = (app: App, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `crash-${Date.now()}-${n}` },
    payload: submissionBody(R, {
      items: [cartItem('bowl')],
      checkout: CARD_CHECKOUT,
      pickup: futureSlot(30 + n),
    }),
  });

describe('a process killed under load, another on the same database', () => {
  it('B places once every order A had authorized when it died, and takes its own meanwhile', async () => {
    const processor = new CountingGateway();
    // A dies once the processor has authorized: its requests never answer and it writes nothing more.
    const dying: PaymentGateway = Object.create(processor);
    let authorizedOnA = 0;
    dying.authorize = async (request) => {
      await processor.authorize(request);
      authorizedOnA++;
      return new Promise<never>(() => undefined);
    };
    setPaymentGateway(pair.a, dying);
    setPaymentGateway(pair.b, processor);
    const checkoutsBefore = (await pair.db.select({ id: checkouts.id }).from(checkouts)).map((c) => c.id);

    // The load: orders to A and B alternately, all at once. A's never answer; B's are placed.
    const onB: Promise<Awaited<ReturnType<typeof order>>>[] = [];
    for (let n = 0; n < ORDERS; n++) {
      if (n % 2 === 0) void order(pair.a, n);
      else onB.push(order(pair.b, n));
    }
    const answers = await Promise.all(onB);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const until = Date.now() + 10_000;
    while (authorizedOnA < ORDERS / 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(authorizedOnA).toBe(ORDERS / 2);

    const fromA = await pair.db.select().from(checkouts).where(eq(checkouts.status, 'awaiting_payment'));
    const abandoned = fromA.filter((c) => !checkoutsBefore.includes(c.id));
    expect(abandoned).toHaveLength(ORDERS / 2);

    // Later, B's outbox worker claims the recoveries as they fall due: twice at once (at-least-once delivery).
    const later = () => new Date(Date.now() + RECOVERY_DELAY_MS + 60_000);
    const worker = () =>
      drainOutbox(
        pair.b.db,
        { 'checkout.recover': checkoutRecoveryHandler(pair.b.db, () => processor) },
        {
          now: later,
        },
      );
    await Promise.all([worker(), worker()]);

    const ids = abandoned.map((c) => c.id);
    const placed = await pair.db.select().from(orders).where(inArray(orders.checkoutId, ids));
    expect(placed.map((o) => o.checkoutId).sort()).toEqual([...ids].sort());
    expect(new Set(placed.map((o) => o.status))).toEqual(new Set(['pending']));
    const tenders = await pair.db
      .select()
      .from(orderTenders)
      .where(
        inArray(
          orderTenders.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(tenders.filter((t) => t.kind === 'card')).toHaveLength(ORDERS / 2);
    // One authorization an order, none made twice: A's eight and B's eight.
    expect(processor.authorized).toBe(ORDERS);
  }, 60_000);
});
