/**
 * Account credits: spent after the gift card at set-costs and at submission, debited in the order's
 * transaction and never below zero when two checkouts spend them at once, given back when the payment fails, when
 * the order is cancelled and when it is refunded. Managers' grants: credit-grants.integration-test.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { creditLedger, orders, orderTenders, outbox } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot } from '../../testing/order-fixtures';
import type { SignedInStaff } from '../../testing/staff';
import { setPaymentGateway } from '../payments';
import { ensureGiftCard } from '../vouchers';
import { moveCredits } from './credits.repository';
import { buildCreditsTestApp, type CreditsTestApp, creditsHelpers, NO_CREDITS, R } from './credits-test-kit';

/** Runs `during` (once) while a submission is at the processor, between its pricing and its reservation. */
class RacingGateway extends SandboxGateway {
  during: (() => Promise<void>) | null = null;
  override async tokenizeCard(...args: Parameters<SandboxGateway['tokenizeCard']>) {
    const hook = this.during;
    if (hook) await hook();
    return super.tokenizeCard(...args);
  }
}
const racing = new RacingGateway();

const GIFT = '6000 1616 1616 1616';

let app: CreditsTestApp;
let t: TestApp;
let manager: SignedInStaff;

beforeAll(async () => {
  app = await buildCreditsTestApp();
  ({ t, manager } = app);
  setPaymentGateway(t.app, racing);
  await ensureGiftCard(t.db, { restaurantId: R, number: GIFT, balanceCents: 500 });
});
afterAll(async () => {
  await t.close();
});

const { dinerWith, balanceOf } = creditsHelpers(() => app);

let seq = 0;
function submit(
  headers: Record<string, string>,
  costs: Record<string, unknown>,
  options: { quantity?: number; card?: string; restaurant?: number } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...headers,
      'x-restaurant-id': String(options.restaurant ?? R),
      'idempotency-key': `credits-${Date.now()}-${seq++}`,
    },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true },
        items: [cartItem('bowl', options.quantity ?? 2)],
        costs,
        checkout: {
          contact: { full_name: 'Ada Diner', phone_number: '416-555-0100' },
          card: { number: options.card ?? '4242424242424242', cvd: '123', expiry_date: '12/30' },
        },
      },
      pickup_time: futureSlot(),
    },
  });
}

const setCosts = (headers: Record<string, string>, costs: Record<string, unknown>, restaurant = R) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { ...headers, 'x-restaurant-id': String(restaurant) },
    payload: { type: 'take-out', items: [cartItem('bowl', 2)], costs, config: { takeout: true } },
  });

async function tendersOfOrder(publicId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
  return t.db.select().from(orderTenders).where(eq(orderTenders.orderId, order!.id));
}

describe('account credits at set-costs', () => {
  it('are spent after the gift card, up to their balance, the rest charged', async () => {
    const diner = await dinerWith(15);
    // Two bowls: $20 + 13 % HST = $22.60; the gift card's $5 first, then $15 of credits, $2.60 on the card.
    const res = await setCosts(diner.auth, { voucher: { code: GIFT }, credits: { id: diner.publicId } });
    expect(res.statusCode, res.body).toBe(200);
    const costs = res.json();
    expect(costs.voucher.amount).toBe(5);
    expect(costs.credits).toEqual({ id: diner.publicId, balance: 15, amount: 15 });
    expect(costs.amountToCharge).toBe(2.6);
  });

  it('spend only what the order needs', async () => {
    const diner = await dinerWith(40);
    const costs = (await setCosts(diner.auth, { credits: { id: diner.publicId } })).json();
    expect(costs.credits).toEqual({ id: diner.publicId, balance: 40, amount: 22.6 });
    expect(costs.amountToCharge).toBe(0);
  });

  it('are refused to a guest and where the restaurant has no credits', async () => {
    const guest = await setCosts({ locale: 'fr-CA' }, { credits: { id: 'mine' } });
    expect(guest.statusCode).toBe(409);
    expect(guest.json().message).toBe('Les crédits de compte ne sont pas offerts pour cette commande.');
    const diner = await dinerWith(0);
    expect((await setCosts(diner.auth, { credits: { id: diner.publicId } }, NO_CREDITS)).statusCode).toBe(
      409,
    );
  });

  it('are read with the gift card and the stored subsidy code, in the one statement that reads the diner', async () => {
    const diner = await dinerWith(15);
    const statements = () => t.handle.poolStats().statements ?? 0;
    const count = async (costs: Record<string, unknown>) => {
      const before = statements();
      const res = await setCosts(diner.auth, costs);
      expect(res.statusCode, res.body).toBe(200);
      return statements() - before;
    };
    await count({});
    // Without a tender, a signed-in diner's row is read for the subsidy code stored on the account.
    const plain = await count({});
    const tenders = await count({ voucher: { code: GIFT }, credits: { id: diner.publicId } });
    // The card, the credits' owner and balance add nothing: they come with the diner's row. The failed look-ups'
    // budget is checked in memory (docs/decisions/077-clients-with-misses-in-memory.md).
    expect(tenders).toBe(plain);
  });

  it('with a zero balance spend nothing', async () => {
    const diner = await dinerWith(0);
    const costs = (await setCosts(diner.auth, { credits: { id: diner.publicId } })).json();
    expect(costs.credits.amount).toBe(0);
    expect(costs.amountToCharge).toBe(22.6);
  });
});

// set-costs as the specification's table writes it: tableNum at the top level, the diner in config {userId, token},
// no Authorization header.
const specCosts = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { ...headers, 'x-restaurant-id': String(R) },
    payload: {
      tableNum: '12',
      items: [cartItem('bowl', 2)],
      costs: {},
      config: {},
      type: 'dine-in',
      ...body,
    },
  });

describe('account credits at set-costs, as the specification sends it', () => {
  it('takes the diner from config.token, as a Bearer token, and the table from the top-level tableNum', async () => {
    const diner = await dinerWith(15);
    const res = await specCosts({
      costs: { credits: { id: diner.publicId } },
      config: { userId: diner.publicId, token: diner.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credits).toEqual({ id: diner.publicId, balance: 15, amount: 15 });
  });

  it('grants nothing for a user id without a token, and logs out a token that names no session', async () => {
    const diner = await dinerWith(15);
    const alone = await specCosts({
      costs: { credits: { id: diner.publicId } },
      config: { userId: diner.publicId },
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe('Account credits are not available for this order.');
    const forged = await specCosts({
      costs: { credits: { id: diner.publicId } },
      config: { userId: diner.publicId, token: `${diner.token}x` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(201);
  });

  it('prices a table without the diner: tableNum alone is the flag', async () => {
    const res = await specCosts({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credits.amount).toBe(0);
  });

  it('refuses credits named for someone else, in the diner’s language, never echoing the id', async () => {
    const diner = await dinerWith(15);
    for (const [locale, message] of [
      ['en', 'Only your own account credits can be used. Sign in again and try once more.'],
      [
        'fr-CA',
        'Seuls les crédits de votre propre compte peuvent être utilisés. Reconnectez-vous et réessayez.',
      ],
    ] as const) {
      const res = await specCosts(
        { costs: { credits: { id: 'someoneelse' } }, config: { userId: diner.publicId, token: diner.token } },
        { locale },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
      expect(res.body).not.toContain('someoneelse');
    }
    const submitted = await submit(diner.auth, { credits: { id: 'someoneelse' } });
    expect(submitted.statusCode).toBe(403);
    expect(await balanceOf(diner.userId)).toBe(1500);
  });
});

describe('account credits at submission', () => {
  it('are debited with the order and recorded as its credits tender', async () => {
    const diner = await dinerWith(10);
    const res = await submit(diner.auth, { credits: { id: diner.publicId } });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(diner.userId)).toBe(0);
    const tenders = await tendersOfOrder(res.json().id);
    expect(tenders.map((x) => [x.kind, x.amountCents]).sort()).toEqual([
      ['card', 1260],
      ['credits', 1000],
    ]);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, diner.userId), eq(creditLedger.reason, 'order')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountCents: -1000, balanceAfterCents: 0 });
    // The e-mailed confirmation says what the credits paid and what the card was left with, not the total alone.
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.type, 'order.confirmation'), sql`${outbox.payload}->>'orderId' = ${res.json().id}`),
      );
    expect((message?.payload as { tenders?: unknown } | undefined)?.tenders).toEqual([
      { kind: 'credits', cents: 1000 },
      { kind: 'toPay', cents: 1260 },
    ]);
  });

  it('show in the order’s answer and its anonymous read as the amount spent, without the account id or balance', async () => {
    const diner = await dinerWith(15);
    const placed = await submit(diner.auth, { credits: { id: diner.publicId } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().costs.credits).toEqual({ amount: 15 });
    // The confirmation URL's id is all it takes to read the order: no session here.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().costs.credits).toEqual({ amount: 15 });
    expect(read.body).not.toContain(diner.publicId);
    expect(read.json().costs.amountToCharge).toBe(7.6);
  });

  it('spent by two checkouts at once: both priced on the same balance, the second is refused, never below zero', async () => {
    const diner = await dinerWith(15);
    // Both checkouts price two bowls ($22.60: $15 of credits, $7.60 on the card) on the $15 balance; the second runs
    // whole while the first is at the processor (between pricing and its reservation), so the first reserves on
    // what the second left.
    let second: Promise<Awaited<ReturnType<typeof submit>>> | null = null;
    racing.during = async () => {
      racing.during = null;
      second = submit(diner.auth, { credits: { id: diner.publicId } });
      await second;
    };
    const first = await submit(diner.auth, { credits: { id: diner.publicId } });
    const other = await second!;
    expect(other.statusCode).toBe(200);
    expect(other.json().costs.credits.amount).toBe(15);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toMatch(/credits no longer cover/);
    expect(await balanceOf(diner.userId)).toBe(0);
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, diner.userId));
    expect(rows.every((r) => r.balanceAfterCents >= 0)).toBe(true);
    // The refused checkout wrote nothing that stays: one order.
    expect(await t.db.select().from(orders).where(eq(orders.userId, diner.userId))).toHaveLength(1);
  });

  it('spent in part between set-costs and the submission: 428 with the new split, nothing debited; then placed', async () => {
    const diner = await dinerWith(20);
    // Two bowls ($22.60): $20 of credits shown, $2.60 on the card.
    const shown = (await setCosts(diner.auth, { credits: { id: diner.publicId } })).json();
    expect(shown).toMatchObject({ credits: { amount: 20 }, amountToCharge: 2.6 });
    await t.db.transaction((tx) =>
      moveCredits(tx, { restaurantId: R, userId: diner.userId, amountCents: -1000, reason: 'take' }),
    );
    const sent = (amount: number) => ({
      credits: { id: diner.publicId, amount },
      total: shown.total,
      totalWithTip: shown.totalWithTip,
    });
    const refused = await submit({ ...diner.auth, locale: 'fr-CA' }, sent(20));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 428,
      message:
        'Vos crédits de compte ont changé depuis le calcul de votre commande, et le total à payer a été mis à jour. Veuillez le vérifier avant de payer.',
      details: { total: 22.6, reason: 'credits', costs: { credits: { amount: 10 }, amountToCharge: 12.6 } },
    });
    expect(await balanceOf(diner.userId)).toBe(1000);
    expect(await t.db.select().from(orders).where(eq(orders.userId, diner.userId))).toHaveLength(0);

    const placed = await submit(diner.auth, sent(10));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().costs).toMatchObject({ credits: { amount: 10 }, amountToCharge: 12.6 });
    expect(await balanceOf(diner.userId)).toBe(0);
  });

  it('spent in part by another move while the checkout is at the processor: 428 with the costs priced again', async () => {
    const diner = await dinerWith(15);
    // Three bowls ($33.90): $15 of credits priced, the rest on the card; $5 is taken meanwhile, $10 left.
    racing.during = async () => {
      racing.during = null;
      await t.db.transaction((tx) =>
        moveCredits(tx, { restaurantId: R, userId: diner.userId, amountCents: -500, reason: 'take' }),
      );
    };
    const res = await submit(diner.auth, { credits: { id: diner.publicId } }, { quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 428,
      message: expect.stringMatching(/^Your account credits changed/),
      details: { reason: 'credits', costs: { credits: { amount: 10 }, amountToCharge: 23.9 } },
    });
    expect(await balanceOf(diner.userId)).toBe(1000);
    expect(await t.db.select().from(orders).where(eq(orders.userId, diner.userId))).toHaveLength(0);
  });

  it('debited by many transactions at once never go below zero', async () => {
    const diner = await dinerWith(15);
    const debits = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) =>
          moveCredits(tx, { restaurantId: R, userId: diner.userId, amountCents: -400, reason: 'order' }),
        ),
      ),
    );
    expect(debits.filter((d) => d !== null).sort((a, b) => b! - a!)).toEqual([1100, 700, 300]);
    expect(await balanceOf(diner.userId)).toBe(300);
  });

  it('come back when the card is declined', async () => {
    const diner = await dinerWith(10);
    const res = await submit(diner.auth, { credits: { id: diner.publicId } }, { card: '4000000000000002' });
    expect(res.statusCode).toBe(402);
    expect(await balanceOf(diner.userId)).toBe(1000);
    const reasons = (await t.db.select().from(creditLedger).where(eq(creditLedger.userId, diner.userId))).map(
      (r) => [r.reason, r.amountCents],
    );
    expect(reasons).toEqual([
      ['grant', 1000],
      ['order', -1000],
      ['order_released', 1000],
    ]);
  });

  it('come back when staff cancel the order', async () => {
    const diner = await dinerWith(10);
    const order = (await submit(diner.auth, { credits: { id: diner.publicId } })).json();
    expect(await balanceOf(diner.userId)).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: manager.headers(),
      payload: { status: 'cancelled', reason: 'Out of rice' },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(diner.userId)).toBe(1000);
    const credits = (await tendersOfOrder(order.id)).find((x) => x.kind === 'credits')!;
    expect(credits.details).toMatchObject({ creditedBack: 'yes', refundedCents: 1000 });
  });

  it('come back, in part, with a staff refund', async () => {
    const diner = await dinerWith(30);
    // All of it on credits ($22.60): a refund of one of the two bowls gives back $11.30.
    const order = (await submit(diner.auth, { credits: { id: diner.publicId } })).json();
    expect(await balanceOf(diner.userId)).toBe(740);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: manager.headers(),
      payload: { status: 'in_progress' },
    });
    expect(accept.statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/refund`,
      headers: manager.headers(),
      payload: { lines: [{ position: 0, quantity: 1 }], reason: 'Cold' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().refund.tenders).toEqual([{ kind: 'credits', amount: 11.3 }]);
    expect(await balanceOf(diner.userId)).toBe(740 + 1130);
  });
});
