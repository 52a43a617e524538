/**
 * The staff console's API (decision 014), by role: staff, manager, owner, another restaurant's staff, a
 * diner and anonymous, on every route; then what each route does.
 */

import type { Cents } from '@ordering/domain/money/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettleResult } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import {
  dataFileVersions,
  giftCards,
  orderEvents,
  orderRefunds,
  orderSettlements,
  orders,
  orderTenders,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type SignedInStaff, signInDiner, signInStaff } from '../../testing/staff';
import { cartItem, futureSlot, orderDataFile } from '../orders/order-fixtures';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { ensureGiftCard } from '../vouchers';

const R = 9700;
const OTHER = 9701;
const GIFT = '6000 7777 5555 6666';

/** The sandbox, counting what it was asked to refund (and refusing once when told to). */
class CountingGateway extends SandboxGateway {
  refunds: { amount: Cents; key: string | undefined }[] = [];
  refuseNextRefund = false;
  override async refund(authorizationId: string, amount: Cents, key?: string): Promise<SettleResult> {
    if (this.refuseNextRefund) {
      this.refuseNextRefund = false;
      return { ok: false, code: 1803, reason: 'processor_error' };
    }
    this.refunds.push({ amount, key });
    return super.refund(authorizationId, amount, key);
  }
}

let t: TestApp;
let gateway: CountingGateway;
let base: string;
const who: Record<string, Record<string, string>> = {};
let owner: SignedInStaff;
let manager: SignedInStaff;
let staff: SignedInStaff;

beforeAll(async () => {
  t = await buildTestApp({ orderEventsHeartbeatMs: 200 });
  gateway = new CountingGateway();
  setPaymentGateway(t.app, gateway);
  expect(
    (await importDataFile(t.db, orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot: 1000 }))).ok,
  ).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: OTHER, slug: 'staff-other' }))).ok).toBe(true);
  await ensureGiftCard(t.db, { restaurantId: R, number: GIFT, balanceCents: 5000 });
  owner = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
  manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
  staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
  const elsewhere = await signInStaff(t.db, { restaurantId: OTHER, role: 'owner' });
  const diner = await signInDiner(t.db);
  who.owner = { authorization: `Bearer ${owner.token}` };
  who.manager = { authorization: `Bearer ${manager.token}` };
  who.staff = { authorization: `Bearer ${staff.token}` };
  who.elsewhere = { authorization: `Bearer ${elsewhere.token}` };
  who.diner = { authorization: `Bearer ${diner.token}` };
  who.anonymous = {};
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

let seq = 0;
async function placeOrder(
  options: {
    restaurantId?: number;
    items?: unknown[];
    voucher?: boolean;
    card?: boolean;
    tipPercent?: number;
  } = {},
): Promise<{ id: string; number: number }> {
  const restaurantId = options.restaurantId ?? R;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(restaurantId), 'idempotency-key': `staff-${Date.now()}-${seq++}` },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true },
        items: options.items ?? [cartItem('bowl', 2)],
        costs: {
          ...(options.voucher ? { voucher: { code: GIFT } } : {}),
          ...(options.tipPercent ? { tip: { type: 'percentage', percentageValue: options.tipPercent } } : {}),
        },
        checkout: {
          contact: { full_name: 'Ada Diner', phone_number: '416-555-0100', email: 'ada@example.com' },
          ...(options.card === false
            ? {}
            : { card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' } }),
        },
      },
      pickup_time: futureSlot(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  restaurantId: number | null = R,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, ...(restaurantId === null ? {} : { 'x-restaurant-id': String(restaurantId) }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

describe('who may call what', () => {
  type Who = 'owner' | 'manager' | 'staff' | 'elsewhere' | 'diner' | 'anonymous';
  const expected = (allowed: Who[]) => (w: Who) =>
    allowed.includes(w) ? 'ok' : w === 'anonymous' ? 401 : 403;
  const all: Who[] = ['owner', 'manager', 'staff', 'elsewhere', 'diner', 'anonymous'];
  const managers: Who[] = ['owner', 'manager'];

  const routes: {
    name: string;
    allowed: Who[];
    run: (w: Record<string, string>, order: string) => ReturnType<typeof call>;
  }[] = [
    {
      name: 'GET /staff/orders',
      allowed: ['owner', 'manager', 'staff'],
      run: (w) => call('GET', `/api/staff/orders?restaurantId=${R}`, w),
    },
    {
      name: 'GET /staff/orders/{id}',
      allowed: ['owner', 'manager', 'staff'],
      run: (w, id) => call('GET', `/api/staff/orders/${id}`, w),
    },
    {
      name: 'POST /staff/orders/{id}/status (accept)',
      allowed: ['owner', 'manager', 'staff'],
      run: (w, id) => call('POST', `/api/staff/orders/${id}/status`, w, { status: 'in_progress' }),
    },
    {
      name: 'POST /staff/orders/{id}/status (decline)',
      allowed: managers,
      run: (w, id) =>
        call('POST', `/api/staff/orders/${id}/status`, w, { status: 'cancelled', reason: 'Closed' }),
    },
    {
      name: 'POST /staff/orders/{id}/refund',
      allowed: managers,
      run: async (w, id) => {
        await call('POST', `/api/staff/orders/${id}/status`, who.staff!, { status: 'in_progress' });
        return call('POST', `/api/staff/orders/${id}/refund`, w, { lines: [{ position: 0, quantity: 1 }] });
      },
    },
    {
      name: 'GET /staff/restaurants/{id}/live',
      allowed: ['owner', 'manager', 'staff'],
      run: (w) => call('GET', `/api/staff/restaurants/${R}/live`, w),
    },
    {
      name: 'POST /staff/restaurants/{id}/pause',
      allowed: managers,
      run: async (w) => {
        const res = await call('POST', `/api/staff/restaurants/${R}/pause`, w, { message: 'Busy' });
        await call('POST', `/api/staff/restaurants/${R}/resume`, who.owner!);
        return res;
      },
    },
    {
      name: 'POST /staff/restaurants/{id}/resume',
      allowed: managers,
      run: (w) => call('POST', `/api/staff/restaurants/${R}/resume`, w),
    },
    {
      name: 'POST /staff/restaurants/{id}/sold-out',
      allowed: managers,
      run: (w) =>
        call('POST', `/api/staff/restaurants/${R}/sold-out`, w, {
          kind: 'item',
          id: 'wings',
          soldOut: false,
        }),
    },
    {
      name: 'POST /staff/restaurants/{id}/data-file',
      allowed: ['owner'],
      run: (w) =>
        call(
          'POST',
          `/api/staff/restaurants/${R}/data-file`,
          w,
          orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot: 1000 }),
        ),
    },
    {
      name: 'GET /staff/restaurants/{id}/staff',
      allowed: ['owner'],
      run: (w) => call('GET', `/api/staff/restaurants/${R}/staff`, w),
    },
    {
      name: 'POST /staff/restaurants/{id}/staff',
      allowed: ['owner'],
      run: (w) => call('POST', `/api/staff/restaurants/${R}/staff`, w, { email: staff.email, role: 'staff' }),
    },
    {
      name: 'PUT /staff/restaurants/{id}/staff/{userId}',
      allowed: ['owner'],
      run: async (w) => {
        const list = await call('GET', `/api/staff/restaurants/${R}/staff`, who.owner!);
        const member = list.json().staff.find((m: { email: string }) => m.email === staff.email);
        return call('PUT', `/api/staff/restaurants/${R}/staff/${member.userId}`, w, { role: 'staff' });
      },
    },
  ];

  for (const route of routes) {
    it.each(all)(`${route.name} as %s`, async (w) => {
      const order = await placeOrder();
      const res = await route.run(who[w]!, order.id);
      const want = expected(route.allowed)(w);
      if (want === 'ok') expect(res.statusCode, res.body).toBe(200);
      else {
        expect(res.statusCode, res.body).toBe(want);
        expect(res.json()).toMatchObject({ code: want === 401 ? 201 : 403, message: expect.any(String) });
      }
    });
  }

  it('an order of another restaurant is a 404, even to its own restaurant’s staff calling through this one', async () => {
    const theirs = await placeOrder({ restaurantId: OTHER });
    for (const res of [
      await call('GET', `/api/staff/orders/${theirs.id}`, who.owner!),
      await call('POST', `/api/staff/orders/${theirs.id}/status`, who.owner!, { status: 'in_progress' }),
      await call('POST', `/api/staff/orders/${theirs.id}/refund`, who.owner!, {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'We could not find this order.' });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, theirs.id));
    expect(row?.status).toBe('pending');
  });

  it('a role held at the group reaches every restaurant of it', async () => {
    const file = orderDataFile({ id: 9702, slug: 'staff-group-a' }) as {
      restaurant: Record<string, unknown>;
    };
    file.restaurant.group = { slug: 'staff-chain', name: 'Chain', kind: 'venue_chain' };
    expect((await importDataFile(t.db, file)).ok).toBe(true);
    const [row] = await t.db.select().from(dataFileVersions).where(eq(dataFileVersions.restaurantId, 9702));
    expect(row).toBeDefined();
    const { restaurants } = await import('../../db/schema');
    const [r] = await t.db
      .select({ groupId: restaurants.groupId })
      .from(restaurants)
      .where(eq(restaurants.id, 9702));
    const chain = await signInStaff(t.db, { groupId: r!.groupId!, role: 'manager' });
    const res = await call('GET', '/api/staff/orders?restaurantId=9702', chain.headers(), undefined, null);
    expect(res.statusCode).toBe(200);
    const me = await call('GET', '/api/staff/me', chain.headers(), undefined, null);
    expect(me.json().restaurants).toEqual([expect.objectContaining({ id: 9702, role: 'manager' })]);
    expect(
      (await call('GET', `/api/staff/orders?restaurantId=${R}`, chain.headers(), undefined, null)).statusCode,
    ).toBe(403);
  });
});

describe('the board and the ticket', () => {
  it('lists the day’s orders with every detail, filtered by status', async () => {
    const order = await placeOrder();
    const date = dayOf(futureSlot());
    const res = await call(
      'GET',
      `/api/staff/orders?restaurantId=${R}&date=${date}&status=pending`,
      who.staff!,
      undefined,
      null,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ restaurantId: R, date, timezone: 'America/Toronto' });
    const ticket = body.orders.find((o: { id: string }) => o.id === order.id);
    expect(ticket).toMatchObject({
      number: order.number,
      status: 'pending',
      type: 'take-out',
      contact: { name: 'Ada Diner', email: 'ada@example.com', phone: '416-555-0100' },
      // The diner's language, and the names as published, for staff reading the other one.
      locale: 'en-CA',
      lines: [
        {
          position: 0,
          itemId: 'bowl',
          name: 'Rice bowl',
          names: { en: 'Rice bowl' },
          quantity: 2,
          price: 20,
          refundedQuantity: 0,
        },
      ],
      tenders: [{ kind: 'card', state: 'authorized', last4: '4242', refunded: 0 }],
      refunds: [],
      refunded: 0,
      legalAgeConfirmed: false,
    });
    expect(body.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    const inProgress = await call(
      'GET',
      `/api/staff/orders?restaurantId=${R}&date=${date}&status=in_progress,ready`,
      who.staff!,
      undefined,
      null,
    );
    expect(inProgress.json().orders.some((o: { id: string }) => o.id === order.id)).toBe(false);
    const yesterday = await call(
      'GET',
      `/api/staff/orders?restaurantId=${R}&date=2020-01-01`,
      who.staff!,
      undefined,
      null,
    );
    expect(yesterday.json().orders).toEqual([]);
    const one = await call('GET', `/api/staff/orders/${order.id}`, who.staff!);
    expect(one.json()).toEqual(ticket);
  });

  it.each([
    ['a bad status', 'status=shipped'],
    ['a date that does not exist', 'date=2026-02-30'],
    ['no restaurant', ''],
    ['an unknown field', `restaurantId=${R}&x=1`],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await call(
      'GET',
      `/api/staff/orders?${query.includes('restaurantId') || query === '' ? query : `restaurantId=${R}&${query}`}`,
      who.staff!,
      undefined,
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('status by role, the processor outside the transaction', () => {
  it('staff accept (captured), mark ready and complete; a decline needs a manager and a reason', async () => {
    const order = await placeOrder();
    const move = (w: string, body: object) =>
      call('POST', `/api/staff/orders/${order.id}/status`, who[w]!, body);
    expect((await move('staff', { status: 'cancelled', reason: 'No' })).statusCode).toBe(403);
    const noReason = await move('manager', { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 400, details: [{ path: 'body.reason' }] });
    expect((await move('staff', { status: 'in_progress' })).json()).toMatchObject({ status: 'in_progress' });
    const ticket = (await call('GET', `/api/staff/orders/${order.id}`, who.staff!)).json();
    expect(ticket.tenders).toEqual([expect.objectContaining({ state: 'captured' })]);
    expect((await move('staff', { status: 'ready' })).statusCode).toBe(200);
    expect((await move('staff', { status: 'completed' })).statusCode).toBe(200);
    const { orderSettlements } = await import('../../db/schema');
    expect(await t.db.select().from(orderSettlements)).toEqual([]);
  });

  it('a settlement in flight makes a second change of the same order wait (409), never settle twice', async () => {
    const order = await placeOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    const { orderSettlements } = await import('../../db/schema');
    await t.db
      .insert(orderSettlements)
      .values({ orderId: row!.id, restaurantId: R, action: 'capture', startedAt: new Date() });
    const res = await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, {
      status: 'in_progress',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/being processed/);
    // A claim left by a crash is taken over after two minutes, with the same keys.
    await t.db
      .update(orderSettlements)
      .set({ startedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(orderSettlements.orderId, row!.id));
    expect(
      (await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a process that dies between the processor and the second transaction', () => {
  /** The same processor: it captures when asked, but the answer never comes back (the process died). */
  const dyingAfterCapture = (live: CountingGateway) =>
    new Proxy(live, {
      get(target, prop) {
        if (prop === 'capture')
          return async (...args: Parameters<CountingGateway['capture']>) => {
            await target.capture(...args);
            return new Promise<SettleResult>(() => undefined);
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  it('the outbox finishes the accept: captured once, in progress, the claim released', async () => {
    const order = await placeOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    const { orderSettlements, outbox } = await import('../../db/schema');
    const { recoverSettlement } = await import('../orders');
    setPaymentGateway(t.app, dyingAfterCapture(gateway));
    void t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { ...who.staff, 'x-restaurant-id': String(R) },
      payload: { status: 'in_progress' },
    });
    const claimed = async () =>
      t.db.select().from(orderSettlements).where(eq(orderSettlements.orderId, row!.id));
    for (let i = 0; i < 100 && (await claimed()).length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100)); // the processor was asked
    setPaymentGateway(t.app, gateway);
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'settlement.recover'), eq(outbox.restaurantId, R)))
      .orderBy(outbox.id)
      .then((rows) => rows.filter((m) => (m.payload as { orderRowId: number }).orderRowId === row!.id));
    expect(message, 'the claim leaves its way to be finished').toBeDefined();
    expect(message!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(2 * 60_000);

    // Before the claim is stale, nothing is done (the change may still be on its way).
    expect(await recoverSettlement(t.db, t.app.orderStatusBus, () => gateway, message!, new Date())).toEqual({
      ok: true,
    });
    const [still] = await t.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(still!.status).toBe('pending');
    expect((await claimed()).length).toBe(1);

    const later = new Date(Date.now() + 3 * 60_000);
    expect(await recoverSettlement(t.db, t.app.orderStatusBus, () => gateway, message!, later)).toEqual({
      ok: true,
    });
    const ticket = (await call('GET', `/api/staff/orders/${order.id}`, who.staff!)).json();
    expect(ticket.status).toBe('in_progress');
    expect(ticket.tenders).toEqual([expect.objectContaining({ state: 'captured' })]);
    expect(await claimed()).toEqual([]);
    // Run again (the message delivered twice): nothing more happens.
    expect(await recoverSettlement(t.db, t.app.orderStatusBus, () => gateway, message!, later)).toEqual({
      ok: true,
    });
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect(tenders.map((x) => (x.details as { captureId?: string }).captureId)).toEqual([
      expect.stringMatching(/^cap_/),
    ]);
  });
});

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

describe('pause, sold out, publishing', () => {
  it('pauses with a message diners read, refuses orders, and resumes', async () => {
    const paused = await call(
      'POST',
      `/api/staff/restaurants/${R}/pause`,
      who.manager!,
      { message: 'Back at 5 pm' },
      null,
    );
    expect(paused.json()).toMatchObject({
      restaurantId: R,
      ordersPaused: true,
      pausedMessage: 'Back at 5 pm',
    });
    const file = await t.app.inject({ method: 'GET', url: '/staff-bistro/data.json' });
    expect(file.json()).toMatchObject({
      restaurant: { orders_paused: true },
      order_options: { orders_paused_message: 'Back at 5 pm' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-restaurant-id': String(R), 'idempotency-key': `paused-${Date.now()}` },
      payload: {
        type: 'take-out',
        data: {
          config: { takeout: true },
          items: [cartItem('bowl')],
          costs: {},
          checkout: {
            contact: { full_name: 'A', phone_number: '416-555-0100' },
            card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
          },
        },
        pickup_time: futureSlot(),
      },
    });
    expect(refused.json()).toMatchObject({ code: 419 });
    const resumed = await call('POST', `/api/staff/restaurants/${R}/resume`, who.manager!, undefined, null);
    expect(resumed.json()).toMatchObject({ ordersPaused: false, pausedMessage: null });
    await placeOrder();
  });

  it('marks an item and an option value sold out and back: menus and pricing honour it', async () => {
    const mark = (kind: string, id: string, soldOut: boolean) =>
      call('POST', `/api/staff/restaurants/${R}/sold-out`, who.manager!, { kind, id, soldOut }, null);
    const validate = (items: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/validate',
        headers: { 'x-restaurant-id': String(R) },
        payload: { itemsInCart: items, type: 'take-out' },
      });
    const hot = {
      ...cartItem('wings', 1, 19, [
        { id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 1, options: [] }] },
      ]),
    };

    expect((await mark('item', 'bowl', true)).json().soldOut.items).toEqual({ bowl: true });
    expect((await validate([cartItem('bowl')])).json()).toMatchObject({ code: 415 });
    const file = await t.app.inject({ method: 'GET', url: '/staff-bistro/data.json' });
    const items = file.json().menus.find((m: { id: string }) => m.id === 'to').sections[0].items;
    expect(items.find((i: { id: string }) => i.id === 'bowl').sold_out).toBe(true);
    expect((await mark('item', 'bowl', false)).json().soldOut.items).toEqual({});
    expect((await validate([cartItem('bowl')])).statusCode).toBe(200);

    expect((await validate([hot])).statusCode).toBe(200);
    expect((await mark('value', 'hot', true)).json().soldOut.values).toEqual({ hot: true });
    expect((await validate([hot])).json()).toMatchObject({ code: 415 });
    await mark('value', 'hot', false);
    // The file's own sold-out soup can be marked available.
    expect((await mark('item', 'gone', false)).json().soldOut.items).toEqual({ gone: false });
    expect((await validate([cartItem('gone', 1, 6)])).statusCode).toBe(200);
    await mark('item', 'gone', true);

    const unknown = await mark('item', 'nope', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The published menu has no item “nope”.');
  });

  it('publishes the owner’s file; a broken one lists every error by path and changes nothing', async () => {
    const versions = async () =>
      (await t.db.select().from(dataFileVersions).where(eq(dataFileVersions.restaurantId, R))).length;
    const before = await versions();
    const broken = orderDataFile({ id: R, slug: 'staff-bistro' }) as {
      menus: { sections: { items: Record<string, unknown>[] }[] }[];
    };
    broken.menus[1]!.sections[0]!.items[0]!.price = -3;
    broken.menus[1]!.sections[0]!.items[1]!.name = '';
    const res = await call('POST', `/api/staff/restaurants/${R}/data-file`, who.owner!, broken, null);
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['menus[1].sections[0].items[0].price', 'menus[1].sections[0].items[1].name']),
    );
    expect(await versions()).toBe(before);

    const theirs = await call(
      'POST',
      `/api/staff/restaurants/${R}/data-file`,
      who.owner!,
      orderDataFile({ id: OTHER, slug: 'staff-other' }),
      null,
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().details.map((d: { path: string }) => d.path)).toEqual([
      'restaurant.slug',
      'restaurant.id',
    ]);

    const changed = orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot: 999 });
    const ok = await call('POST', `/api/staff/restaurants/${R}/data-file`, who.owner!, changed, null);
    expect(ok.json()).toEqual({ restaurantId: R, version: expect.any(Number), unchanged: false });
    expect(await versions()).toBe(before + 1);
  });
});

describe('staff management (owners)', () => {
  it('adds by e-mail, changes a role, removes, and keeps an owner', async () => {
    const url = `/api/staff/restaurants/${R}/staff`;
    const newcomer = await signInDiner(t.db);
    const { users } = await import('../../db/schema');
    const [user] = await t.db.select().from(users).where(eq(users.id, newcomer.userId));
    const added = await call(
      'POST',
      url,
      who.owner!,
      { email: user!.email.toUpperCase(), role: 'manager' },
      null,
    );
    expect(added.statusCode).toBe(200);
    const member = added.json().staff.find((m: { email: string }) => m.email === user!.email);
    expect(member).toMatchObject({ role: 'manager', scope: 'restaurant' });
    expect(
      (
        await call(
          'GET',
          `/api/staff/orders?restaurantId=${R}`,
          { authorization: `Bearer ${newcomer.token}` },
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(200);

    expect(
      (await call('PUT', `${url}/${member.userId}`, who.owner!, { role: 'staff' }, null)).json().staff,
    ).toContainEqual(expect.objectContaining({ email: user!.email, role: 'staff' }));
    expect((await call('DELETE', `${url}/${member.userId}`, who.owner!, undefined, null)).statusCode).toBe(
      200,
    );
    expect(
      (
        await call(
          'GET',
          `/api/staff/orders?restaurantId=${R}`,
          { authorization: `Bearer ${newcomer.token}` },
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(403);

    expect(
      (await call('POST', url, who.owner!, { email: 'nobody@example.com', role: 'staff' }, null)).statusCode,
    ).toBe(404);
    const list = (await call('GET', url, who.owner!, undefined, null)).json().staff;
    const me = list.find((m: { email: string }) => m.email === owner.email);
    const demoted = await call('PUT', `${url}/${me.userId}`, who.owner!, { role: 'manager' }, null);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('A restaurant keeps at least one owner.');
  });
});

interface SseBlock {
  event?: string;
  data?: string;
  comment?: string;
}

async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<SseBlock | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const block: SseBlock = {};
        for (const line of raw.split('\n')) {
          if (line.startsWith('event: ')) block.event = line.slice(7);
          else if (line.startsWith('data: ')) block.data = line.slice(6);
          else if (line.startsWith(': ')) block.comment = line.slice(2);
        }
        if (block.event || block.data) return block;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  const nextEvent = async (name: string) => {
    for (;;) {
      const block = await next();
      if (!block) return null;
      if (block.event === name) return JSON.parse(block.data ?? 'null');
    }
  };
  return { status: res.status, nextEvent, close: () => controller.abort() };
}

describe('live streams', () => {
  it('a board hears new and changed orders; open menus hear pause and sold out, nothing about orders', async () => {
    const board = await openStream(`${base}/api/staff/restaurants/${R}/events`, who.staff);
    expect(board.status).toBe(200);
    const menu = await openStream(`${base}/api/restaurants/${R}/live`);
    expect(await board.nextEvent('live')).toMatchObject({ restaurantId: R, ordersPaused: false });
    expect(await menu.nextEvent('live')).toMatchObject({ restaurantId: R, ordersPaused: false });

    const order = await placeOrder();
    expect(await board.nextEvent('order')).toMatchObject({
      kind: 'new',
      order: { id: order.id, status: 'pending' },
    });
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    expect(await board.nextEvent('order')).toMatchObject({
      kind: 'changed',
      order: { id: order.id, status: 'in_progress' },
    });

    await call(
      'POST',
      `/api/staff/restaurants/${R}/sold-out`,
      who.manager!,
      { kind: 'item', id: 'wings', soldOut: true },
      null,
    );
    expect(await menu.nextEvent('live')).toMatchObject({ soldOut: { items: { wings: true } } });
    expect(await board.nextEvent('live')).toMatchObject({ soldOut: { items: { wings: true } } });
    await call(
      'POST',
      `/api/staff/restaurants/${R}/sold-out`,
      who.manager!,
      { kind: 'item', id: 'wings', soldOut: false },
      null,
    );
    expect(await menu.nextEvent('live')).toMatchObject({ soldOut: { items: {} } });
    board.close();
    menu.close();
  });

  it('orders placed together reach the board each whole, read together, in the order they were heard', async () => {
    const board = await openStream(`${base}/api/staff/restaurants/${R}/events`, who.staff);
    expect(await board.nextEvent('live')).toMatchObject({ restaurantId: R });
    const placed = await Promise.all([placeOrder(), placeOrder(), placeOrder(), placeOrder()]);
    const heard: { kind: string; order: { id: string; status: string; lines: unknown[] } }[] = [];
    for (let i = 0; i < placed.length; i++) heard.push(await board.nextEvent('order'));
    expect(heard.map((e) => e.order.id).sort()).toEqual(placed.map((o) => o.id).sort());
    for (const event of heard) {
      expect(event).toMatchObject({ kind: 'new', order: { status: 'pending' } });
      expect(event.order.lines.length).toBeGreaterThan(0);
    }
    board.close();
  });

  it('the board stream needs a role there', async () => {
    for (const [w, status] of [
      ['anonymous', 401],
      ['diner', 403],
      ['elsewhere', 403],
    ] as const) {
      const stream = await openStream(`${base}/api/staff/restaurants/${R}/events`, who[w]);
      expect(stream.status, w).toBe(status);
      stream.close();
    }
  });
});
