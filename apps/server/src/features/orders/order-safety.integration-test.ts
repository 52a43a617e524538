/**
 * Safety under concurrency and bad input. On PGlite the transactions serialize; on PostgreSQL (CI,
 * DATABASE_URL) they truly interleave, and the same assertions hold through conditional updates and unique keys.
 */
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { buildApp } from '../../app';
import { repoRoot } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { giftCardLedger, giftCards, orders, orderTenders, promoCodeRedemptions } from '../../db/schema';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { openTestDatabase } from '../../testing/test-db';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { ensureGiftCard } from '../vouchers';

const SLOT_R = 9410;
const CARD_R = 9411;
const KEY_R = 9412;
const PROMO_R = 9413;
/** Its take-out menu has no maximum per slot: an order there takes no hold. */
const OPEN_R = 9414;
const logs: string[] = [];
let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const authorizations: AuthorizeRequest[] = [];

class CountingGateway extends SandboxGateway {
  override async authorize(request: AuthorizeRequest) {
    authorizations.push(request);
    return super.authorize(request);
  }
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: handle.db,
    logger: { level: 'trace', stream },
    config: {
      cantineHosts: [],
      production: false,
      publicOrigin: undefined,
      webDistDir: join(repoRoot, 'apps/server/src/testing/fixtures/web-dist'),
      demoImagesDir: join(repoRoot, 'demo/images'),
    },
  });
  await app.ready();
  setPaymentGateway(app, new CountingGateway());
  for (const [id, slug, maxPerSlot] of [
    [SLOT_R, 'slot-bistro', 3],
    [CARD_R, 'card-bistro', 1000],
    [KEY_R, 'key-bistro', 1000],
    [PROMO_R, 'promo-bistro', 1000],
  ] as const) {
    expect((await importDataFile(handle.db, orderDataFile({ id, slug, maxPerSlot }))).ok).toBe(true);
  }
  const open = orderDataFile({ id: OPEN_R, slug: 'open-bistro' });
  open.menus = open.menus.map((m) =>
    m.id === 'to' ? { ...m, max_orders_per_interval: null } : m,
  ) as typeof open.menus;
  expect((await importDataFile(handle.db, open)).ok).toBe(true);
  await ensureGiftCard(handle.db, {
    restaurantId: CARD_R,
    number: '7000 5000 5000 5000',
    balanceCents: 5000,
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await handle.close();
});

const CARD = '4242424242424242';

function body(restaurantId: number, opts: { pickup?: string; voucher?: string; promo?: string } = {}) {
  return {
    type: 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(restaurantId) },
      items: [cartItem('bowl')],
      costs: {
        ...(opts.voucher ? { voucher: { code: opts.voucher } } : {}),
        ...(opts.promo ? { discount: { code: opts.promo } } : {}),
      },
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Ada Diner', phone_number: '416-555-0100' },
        card: { number: CARD, cvd: '737', expiry_date: '12/30' },
      },
    },
    pickup_time: opts.pickup ?? futureSlot(),
  };
}

const submit = (payload: unknown, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': key },
    payload: payload as object,
  });

async function ordersOf(restaurantId: number) {
  const [row] = await handle.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId));
  return row?.n ?? 0;
}

describe('concurrency', () => {
  it('100 concurrent submissions for a slot of capacity 3 place exactly 3 orders', async () => {
    const pickup = futureSlot(80);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submit(body(SLOT_R, { pickup }), `slot-race-${i}-key`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(97).fill(417),
    );
    expect(await ordersOf(SLOT_R)).toBe(3);
  }, 120_000);

  it('50 concurrent gift-card redemptions never take the balance below zero', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submit(
          body(CARD_R, { voucher: '7000 5000 5000 5000', pickup: futureSlot(90) }),
          `gift-race-${i}-key`,
        ),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 200);
    const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.restaurantId, CARD_R));
    expect(card!.balanceCents).toBeGreaterThanOrEqual(0);
    // Each placed order debited exactly its voucher amount (the last ones may take what is left and charge the
    // card for the rest); together never more than the $50 loaded.
    expect(placed.length).toBeGreaterThanOrEqual(4);
    const debited = placed.reduce((sum, r) => sum + Math.round(r.json().costs.voucher.amount * 100), 0);
    expect(debited).toBeLessThanOrEqual(5000);
    expect(card!.balanceCents).toBe(5000 - debited);
    const [ledger] = await handle.db
      .select({ total: sql<number>`sum(${giftCardLedger.amountCents})::int` })
      .from(giftCardLedger)
      .where(eq(giftCardLedger.giftCardId, card!.id));
    expect(ledger?.total).toBe(card!.balanceCents);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBeLessThan(500);
  }, 120_000);

  it('the same Idempotency-Key sent 20 times at once makes one order and one authorization', async () => {
    const before = authorizations.length;
    const payload = body(KEY_R, { pickup: futureSlot(100) });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submit(payload, 'same-key-twenty-times')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await ordersOf(KEY_R)).toBe(1);
    expect(authorizations.length - before).toBe(1);
    const [tenders] = await handle.db
      .select({ n: count() })
      .from(orderTenders)
      .where(eq(orderTenders.restaurantId, KEY_R));
    expect(tenders?.n).toBe(1);
  }, 120_000);
});

describe('promo codes under concurrency', () => {
  it('a single-use code redeemed by 10 orders at once discounts exactly one', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submit(body(PROMO_R, { promo: 'ONCE', pickup: futureSlot(95) }), `promo-race-${i}-key`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toEqual({ code: 400, message: 'This promo code has already been used.' });
    }
    expect(await ordersOf(PROMO_R)).toBe(1);
  }, 60_000);
});

describe('a code without a usage limit', () => {
  it('is recorded with an order that takes no hold, in the statement that writes the order', async () => {
    const statements = () => handle.poolStats().statements ?? 0;
    // The restaurant's published file read once, by an order without a code.
    expect((await submit(body(OPEN_R), 'open-first-key')).statusCode).toBe(200);
    const before = statements();
    const res = await submit(body(OPEN_R, { promo: 'tenoff' }), 'open-promo-key');
    expect(res.statusCode).toBe(200);
    const sent = statements() - before;
    const redemptions = await handle.db
      .select({ code: promoCodeRedemptions.code, orderId: promoCodeRedemptions.orderId })
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.restaurantId, OPEN_R));
    const [order] = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, res.json().id));
    expect(redemptions).toEqual([{ code: 'TENOFF', orderId: order?.id }]);
    // The key with the failed look-ups' budget, the numbers, the checkout with its orders and the code's use, the
    // settlement; and on PostgreSQL the announcement after it (on the embedded database, part of the settlement).
    expect(sent).toBe(handle.driver === 'pg' ? 5 : 4);
  });
});

describe('card data', () => {
  it('never lands in the database or the logs', async () => {
    const res = await submit(body(KEY_R, { pickup: futureSlot(101) }), 'card-data-check-key');
    expect(res.statusCode).toBe(200);
    const tables = await handle.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    const names = (tables as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
    expect(names).toContain('orders');
    let dump = '';
    for (const name of names) {
      const rows = await handle.db.execute(sql.raw(`select * from "${name}"`));
      dump += JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    }
    expect(dump).toContain('4242');
    expect(dump).not.toContain(CARD);
    expect(dump).not.toContain('"737"');
    const logText = logs.join('');
    expect(logText.length).toBeGreaterThan(0);
    expect(logText).not.toContain(CARD);
    expect(logText).not.toContain('"737"');
    // A field, not the letters: random request ids (nanoid) sometimes contain "cvd".
    expect(logText).not.toMatch(/"cvd"\s*:/);
  });
});
