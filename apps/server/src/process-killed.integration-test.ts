/**
 * A real server process killed with SIGKILL while its orders wait on the card processor (PostgreSQL only: two
 * processes cannot share an embedded database). The processor, a fake Stripe on 127.0.0.1, has authorized each
 * order and the process dies before hearing it. Another process's outbox worker then places each of those orders
 * once, with the authorization the processor made: nothing is lost, nothing is charged twice. The in-process
 * version of this, with both apps taking orders, is two-processes-crash.integration-test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeStripeEnv, gatewayAt } from './adapters/payments/stripe/fake-stripe-fixtures';
import { FakeStripe } from './adapters/payments/stripe/fake-stripe-server';
import { type DatabaseHandle, pgHandle } from './db/client';
import { checkouts, orders, orderTenders } from './db/schema';
import { checkoutRecoveryHandler, RECOVERY_DELAY_MS } from './features/orders';
import { importDataFile } from './features/restaurants';
import { drainOutbox } from './outbox/outbox-worker';
import { CARD_CHECKOUT, cartItem, futureSlot, orderDataFile, submissionBody } from './testing/order-fixtures';
import { adminQuery, createFromTemplate, databaseUrl } from './testing/test-db';

const source = inject('testDb');
const R = 9500;
const ORDERS = 6;
const serverRoot = join(import.meta.dirname, '..');

/** A port nobody holds now, for the child to listen on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function until(check: () => boolean | Promise<boolean>, what: string, waitMs = 60_000) {
  const end = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(source.kind === 'pg')('a server process killed with SIGKILL under load', () => {
  const fake = new FakeStripe();
  let name = '';
  let url = '';
  let handle: DatabaseHandle;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    if (source.kind !== 'pg') return;
    await fake.start();
    name = `${source.template}_killed_${process.pid}`;
    await createFromTemplate(source.url, source.template, name);
    url = databaseUrl(source.url, name);
    handle = pgHandle(url, 4);
    const file = orderDataFile({ id: R, slug: `killed-${R}` });
    const imported = await importDataFile(handle.db, {
      ...file,
      restaurant: { ...file.restaurant, payment_processor: 'stripe' },
    });
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
  }, 60_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await fake.stop();
    await handle?.close();
    if (source.kind === 'pg' && name)
      await adminQuery(source.url, `drop database if exists "${name}" with (force)`);
  });

  it('leaves orders the processor authorized to another process, which places each once', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        ...fakeStripeEnv(fake),
        // The process waits on the processor until it is killed, never giving up on its own first.
        STRIPE_TIMEOUT_MS: '120000',
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        ROLE: 'web',
        NODE_ENV: 'development',
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const base = `http://127.0.0.1:${port}`;
    await until(
      async () => {
        if (child?.exitCode !== null) throw new Error(`The server exited: ${output}`);
        return (await fetch(`${base}/api/ready`).catch(() => undefined))?.status === 200;
      },
      'the server to be ready',
      150_000,
    );

    // Each authorization is made at the processor, and its answer never comes back.
    for (let n = 0; n < ORDERS; n++)
      fake.failNext(/^POST \/v1\/payment_intents$/, { kind: 'act_then_stall' });
    const requests = Array.from({ length: ORDERS }, (_, n) =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-restaurant-id': String(R),
          'idempotency-key': `killed-${n}`,
        },
        body: JSON.stringify(
          submissionBody(R, {
            items: [cartItem('bowl')],
            // The card as Stripe's Payment Element hands it over: a payment method the processor issued.
            checkout: { ...CARD_CHECKOUT, card: { processor_token: 'pm_card_visa' } },
            pickup: futureSlot(30 + n),
          }),
        ),
      }).then(
        async (res) => `${res.status} ${await res.text()}`,
        () => 'no answer',
      ),
    );
    const answered: unknown[] = [];
    for (const request of requests) void request.then((status) => answered.push(status));
    await until(() => {
      if (answered.length > 0) throw new Error(`An order was answered (${answered.join(', ')}): ${output}`);
      return fake.paymentIntents.size === ORDERS;
    }, 'every authorization at the processor');
    child.kill('SIGKILL');
    const [code] = await once(child, 'exit');
    expect(code).toBeNull();
    expect(await Promise.all(requests)).toEqual(Array(ORDERS).fill('no answer'));

    const abandoned = await handle.db.select().from(checkouts);
    expect(abandoned).toHaveLength(ORDERS);
    expect(new Set(abandoned.map((c) => c.status))).toEqual(new Set(['awaiting_payment']));
    // Written whole before the processor was asked, and not yet for the kitchen.
    const reserved = await handle.db.select().from(orders);
    expect(reserved.map((o) => o.status)).toEqual(Array(ORDERS).fill('awaiting_payment'));

    // Another process (its own pool) runs the outbox once the recoveries fall due: two drains at once, as two
    // workers would.
    const other = pgHandle(url, 4);
    try {
      const gateway = gatewayAt(fake, { maxNetworkRetries: 0 });
      const later = () => new Date(Date.now() + RECOVERY_DELAY_MS + 60_000);
      const worker = () =>
        drainOutbox(
          other.db,
          { 'checkout.recover': checkoutRecoveryHandler(other.db, () => gateway) },
          { now: later },
        );
      await Promise.all([worker(), worker()]);
    } finally {
      await other.close();
    }

    const ids = abandoned.map((c) => c.id);
    const placed = await handle.db.select().from(orders).where(inArray(orders.checkoutId, ids));
    expect(placed.map((o) => o.checkoutId).sort()).toEqual([...ids].sort());
    expect(new Set(placed.map((o) => o.status))).toEqual(new Set(['pending']));
    const tenders = await handle.db
      .select()
      .from(orderTenders)
      .where(
        inArray(
          orderTenders.orderId,
          placed.map((o) => o.id),
        ),
      );
    const cards = tenders.filter((t) => t.kind === 'card');
    expect(cards).toHaveLength(ORDERS);
    // Each order holds the authorization the processor made for it: none made twice, none left behind.
    expect(fake.paymentIntents.size).toBe(ORDERS);
    const settled = await handle.db.select().from(checkouts).where(inArray(checkouts.id, ids));
    expect(new Set(settled.map((c) => c.authorizationId))).toEqual(new Set(fake.paymentIntents.keys()));
  }, 300_000);
});
