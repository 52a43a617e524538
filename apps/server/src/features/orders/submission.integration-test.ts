/**
 * The submission pipeline end to end (DESIGN.md sections 9 and 12): what an order keeps, refusals that write
 * nothing, a marketplace hub's checkout split into one order per kitchen, and the two-phase payment under faults
 * (a processor that dies after authorizing, a crash between the two transactions and its recovery).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { rotationFor, weekdayOf } from '@ordering/domain/ordering/k12-rotation';
import { localDate } from '@ordering/domain/ordering/zoned';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizeRequest, PaymentGateway } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { repoRoot } from '../../config';
import { checkouts, orderLines, orders, orderTenders, outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInStaff } from '../../testing/staff';
import { setPaymentGateway } from '../payments/gateway-registry';
import { importDataFile } from '../restaurants/restaurants.service';
import { cartItem, futureSlot, orderDataFile } from './order-fixtures';
import { recoverCheckout } from './submission/recover';

const R = 9500;
const HUB = 9501;
let t: TestApp;
let gateway: FaultyGateway;

/** The sandbox, with a fault to inject: the processor authorizes, then the answer never reaches the server. */
class FaultyGateway extends SandboxGateway {
  dieAfterAuthorize = false;
  authorized = 0;
  override async authorize(request: AuthorizeRequest) {
    const result = await super.authorize(request);
    if (result.ok) this.authorized++;
    if (this.dieAfterAuthorize) throw new Error('connection reset');
    return result;
  }
}

function restaurantFile() {
  const file = orderDataFile({ id: R, slug: 'record-bistro' });
  file.restaurant = {
    ...file.restaurant,
    delivery: {
      type: 'zones',
      delivery_charge: '5$',
      zones: [{ name: 'King West', postal_prefixes: ['M5V'], delivery_charge: '4$' }],
    },
  } as typeof file.restaurant;
  (file as Record<string, unknown>).order_options = {
    custom_questions: [
      {
        id: 'allergy',
        question: 'Any allergies?',
        question_type: 'select_one',
        options: ['None', 'Nuts'],
        required: true,
      },
    ],
  };
  const menus = file.menus as { id: string; sections: { items: { id: string }[] }[] }[];
  (file as { menus: unknown }).menus = menus.map((m) =>
    m.id === 'to'
      ? {
          ...m,
          sections: m.sections.map((s) => ({
            ...s,
            items: s.items.map((i) =>
              i.id === 'bowl' ? { ...i, localization: { fr: { name: 'Bol de riz' } } } : i,
            ),
          })),
        }
      : m,
  );
  return file;
}

/** A hub of two kitchens: the take-out menu, and a second kitchen that takes one order per slot. */
function hubFile() {
  const file = orderDataFile({ id: HUB, slug: 'record-hub' });
  file.restaurant = { ...file.restaurant, marketplace_hub: true } as typeof file.restaurant;
  const takeout = file.menus.find((m) => m.id === 'to');
  if (!takeout) throw new Error('fixture');
  file.menus = [
    ...file.menus,
    {
      ...takeout,
      id: 'k2',
      name: 'Taco stand',
      slug: 'tacos',
      max_orders_per_interval: 1,
      sections: [
        {
          id: 'k2s',
          name: 'Tacos',
          items: [
            { id: 'taco', name: 'Taco', price: 4.25 },
            // Zero-rated: its kitchen's order carries no tax (DESIGN.md section 7, step 6).
            { id: 'tortillas', name: 'Tortillas', price: 3, tax_rate: 0 },
          ],
        },
      ],
    },
  ] as typeof file.menus;
  return file;
}

beforeAll(async () => {
  t = await buildTestApp();
  gateway = new FaultyGateway();
  setPaymentGateway(t.app, gateway);
  expect((await importDataFile(t.db, restaurantFile())).ok).toBe(true);
  expect((await importDataFile(t.db, hubFile())).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const key = () => `submission-${Date.now()}-${seq++}`;
const taco = (orderId = 2) => ({ ...cartItem('taco', 1, 4.25), menu_id: 'k2', section_id: 'k2s', orderId });

function body(opts: {
  restaurantId?: number;
  type?: string;
  items?: unknown[];
  pickup?: string;
  questions?: unknown[];
  delivery?: Record<string, string>;
  card?: string;
}) {
  return {
    type: opts.type ?? 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(opts.restaurantId ?? R) },
      items: opts.items ?? [cartItem('bowl')],
      costs: {},
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
        questions: opts.questions ?? [{ id: 'allergy', answer: 'Nuts' }],
        pickup: { notes: 'Extra napkins, please', scheduled: true },
        ...(opts.delivery ? { delivery: opts.delivery } : {}),
        card: { number: opts.card ?? '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
        legalAge: true,
      },
    },
    pickup_time: opts.pickup ?? futureSlot(50),
  };
}

function submit(payload: unknown, opts: { url?: string; restaurantId?: number; locale?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/orders',
    headers: {
      'x-restaurant-id': String(opts.restaurantId ?? R),
      'idempotency-key': key(),
      ...(opts.locale ? { locale: opts.locale } : {}),
    },
    payload: payload as object,
  });
}

async function rows(table: typeof orders | typeof checkouts | typeof orderTenders) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('what an order keeps', () => {
  it('keeps the answers with their question, the notes, the legal age and the delivery address', async () => {
    const res = await submit(
      body({ type: 'delivery', delivery: { address: '200 King St W', postal_code: 'M5V 3L9' } }),
      { locale: 'fr-CA' },
    );
    expect(res.json()).toMatchObject({ id: expect.any(String) });
    const placed = res.json();
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, placed.id));
    expect(order).toMatchObject({
      status: 'pending',
      answers: [{ id: 'allergy', question: 'Any allergies?', answer: 'Nuts' }],
      notes: 'Extra napkins, please',
      legalAgeConfirmed: true,
      fulfilment: {
        type: 'delivery',
        delivery: { address: '200 King St W', postalCode: 'M5V 3L9', zone: 'King West' },
      },
    });
    expect((order?.contact as Record<string, unknown> | undefined)?.password).toBeUndefined();

    // The diner's anonymous view: fulfilment, answers and notes, lines in the reader's language, no contact.
    const read = async (locale: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { locale } })).json();
    const fr = await read('fr-CA');
    expect(fr.lines[0].name).toBe('Bol de riz');
    expect(fr.fulfilment.delivery).toEqual({
      address: '200 King St W',
      postalCode: 'M5V 3L9',
      zone: 'King West',
    });
    expect(fr.answers).toEqual([{ id: 'allergy', question: 'Any allergies?', answer: 'Nuts' }]);
    expect(fr.notes).toBe('Extra napkins, please');
    expect(JSON.stringify(fr)).not.toContain('ada@example.com');
    expect((await read('en-CA')).lines[0].name).toBe('Rice bowl');
  });

  it.each([
    ['a required question left unanswered', { questions: [] }, 400],
    ['an answer that is not one of the choices', { questions: [{ id: 'allergy', answer: 'Gluten' }] }, 400],
    ['a question the restaurant does not ask', { questions: [{ id: 'x', answer: 'y' }] }, 400],
    [
      'a delivery outside every zone',
      { type: 'delivery', delivery: { address: '1 Main', postal_code: 'V6B 1A1' } },
      400,
    ],
    [
      'a total over the maximum ($10,000)',
      { items: [cartItem('bowl', 999, 10), cartItem('bowl', 99, 10)] },
      400,
    ],
  ])('refuses %s and writes nothing', async (_name, opts, status) => {
    const before = {
      orders: await rows(orders),
      checkouts: await rows(checkouts),
      auths: gateway.authorized,
    };
    const res = await submit(body(opts as Parameters<typeof body>[0]));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect({
      orders: await rows(orders),
      checkouts: await rows(checkouts),
      auths: gateway.authorized,
    }).toEqual(before);
  });

  it('says the maximum in the diner language', async () => {
    const res = await submit(body({ items: [cartItem('bowl', 999, 10), cartItem('bowl', 99, 10)] }), {
      locale: 'fr-CA',
    });
    expect(res.json().message).toMatch(/10\s000,00\s\$/);
  });
});

describe('a marketplace hub', () => {
  it('places one order per kitchen, in one checkout with one authorization, costs adding up', async () => {
    const auths = gateway.authorized;
    const res = await submit(
      body({
        restaurantId: HUB,
        items: [cartItem('bowl', 2), taco()],
        questions: [],
        pickup: futureSlot(51),
      }),
      { url: '/api/orders/create-marketplace-order', restaurantId: HUB },
    );
    expect(res.statusCode).toBe(200);
    const placed = res.json();
    expect(placed.orders).toHaveLength(2);
    expect(gateway.authorized).toBe(auths + 1);
    const kitchens = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.publicId,
          placed.orders.map((o: { id: string }) => o.id),
        ),
      );
    expect(new Set(kitchens.map((o) => o.number)).size).toBe(2);
    expect(kitchens.map((o) => o.menuId).sort()).toEqual(['k2', 'to']);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          kitchens.map((o) => o.id),
        ),
      );
    for (const order of kitchens) {
      const own = lines.filter((l) => l.orderId === order.id);
      expect(own.every((l) => l.menuId === order.menuId)).toBe(true);
      expect((order.costs as { subtotal: number }).subtotal).toBe(own.reduce((s, l) => s + l.lineCents, 0));
    }
    const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.publicId, placed.checkoutId));
    expect(kitchens.reduce((s, o) => s + o.totalCents, 0)).toBe(checkout?.totalCents);
    const tenders = await t.db
      .select()
      .from(orderTenders)
      .where(
        inArray(
          orderTenders.orderId,
          kitchens.map((o) => o.id),
        ),
      );
    expect(new Set(tenders.map((x) => x.reference)).size).toBe(1);
    expect(tenders.reduce((s, x) => s + x.amountCents, 0)).toBe(checkout?.chargeCents);
  });

  it('gives each kitchen’s order the taxes of its own goods: none on a zero-rated one', async () => {
    const res = await submit(
      body({
        restaurantId: HUB,
        items: [cartItem('bowl', 1), { ...taco(), id: 'tortillas', orderPrice: 3 }],
        questions: [],
        pickup: futureSlot(60),
      }),
      { url: '/api/orders/create-marketplace-order', restaurantId: HUB },
    );
    expect(res.statusCode).toBe(200);
    const placed = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.publicId,
          res.json().orders.map((o: { id: string }) => o.id),
        ),
      );
    const byKitchen = Object.fromEntries(
      placed.map((o) => [o.menuId, { taxes: (o.costs as { taxes: number }).taxes, total: o.totalCents }]),
    );
    // The $10 bowl bears HST 13 %; the $3 tortillas none. Split by subtotal, they had $0.30 and $1.00.
    expect(byKitchen).toEqual({ to: { taxes: 130, total: 1130 }, k2: { taxes: 0, total: 300 } });
  });

  it('each kitchen captures its own share of the one authorization; a declined kitchen releases only its share', async () => {
    const res = await submit(
      body({
        restaurantId: HUB,
        items: [cartItem('bowl', 2), taco()],
        questions: [],
        pickup: futureSlot(57),
      }),
      { url: '/api/orders/create-marketplace-order', restaurantId: HUB },
    );
    const [bowls, tacos] = res.json().orders as { id: string }[];
    const manager = await signInStaff(t.db, { restaurantId: HUB, role: 'manager' });
    const staff = (id: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${id}/status`,
        headers: manager.headers(),
        payload: status === 'cancelled' ? { status, reason: 'Out of tortillas' } : { status },
      });
    expect((await staff(tacos?.id ?? '', 'cancelled')).statusCode).toBe(200);
    expect((await staff(bowls?.id ?? '', 'in_progress')).statusCode).toBe(200);
    const kitchens = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.publicId, [bowls?.id ?? '', tacos?.id ?? '']));
    const tenders = await t.db
      .select()
      .from(orderTenders)
      .where(
        inArray(
          orderTenders.orderId,
          kitchens.map((o) => o.id),
        ),
      );
    const of = (publicId: string | undefined) =>
      tenders.find((x) => x.orderId === kitchens.find((o) => o.publicId === publicId)?.id);
    expect(of(tacos?.id)?.details).toMatchObject({ voidId: 'share_released' });
    expect(of(bowls?.id)?.details).toMatchObject({ captureId: expect.any(String) });
  });

  it("shows each kitchen's order on that kitchen's own staff board (kitchen=menu id)", async () => {
    const pickup = futureSlot(63);
    const res = await submit(
      body({ restaurantId: HUB, items: [cartItem('bowl'), taco(2)], questions: [], pickup }),
      { url: '/api/orders/create-marketplace-order', restaurantId: HUB },
    );
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().orders as { id: string; number: number; menuId: string }[];
    const ZONE = 'America/Toronto'; // the fixture's zone: the data file's default
    const staff = await signInStaff(t.db, { restaurantId: HUB, role: 'staff' });
    const board = async (kitchen?: string) => {
      const query = new URLSearchParams({
        restaurantId: String(HUB),
        date: localDate(new Date(pickup), ZONE),
      });
      if (kitchen) query.set('kitchen', kitchen);
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/staff/orders?${query}`,
        headers: staff.headers(),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().orders as { id: string; menuId: string }[]).filter((o) =>
        placed.some((p) => p.id === o.id),
      );
    };
    expect((await board()).map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
    for (const kitchen of ['to', 'k2']) {
      const own = await board(kitchen);
      expect(own.map((o) => o.id)).toEqual(placed.filter((p) => p.menuId === kitchen).map((p) => p.id));
      expect(own.every((o) => o.menuId === kitchen)).toBe(true);
    }
    expect(await board('no-such-kitchen')).toEqual([]);
  });

  it('checks the capacity of each kitchen: a full kitchen refuses the whole checkout', async () => {
    const pickup = futureSlot(52);
    const first = await submit(body({ restaurantId: HUB, items: [taco(1)], questions: [], pickup }), {
      restaurantId: HUB,
    });
    expect(first.statusCode).toBe(200);
    const before = await rows(orders);
    const res = await submit(
      body({ restaurantId: HUB, items: [cartItem('bowl'), taco()], questions: [], pickup }),
      {
        restaurantId: HUB,
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(417);
    expect(await rows(orders)).toBe(before);
  });
});

describe('two-phase payment under faults', () => {
  it('a settled checkout retires its recovery message: the worker never reads it', async () => {
    const res = await submit(body({ pickup: futureSlot(57) }));
    expect(res.statusCode).toBe(200);
    const [placed] = await t.db.select().from(checkouts).where(eq(checkouts.publicId, res.json().checkoutId));
    expect(placed?.status).toBe('placed');
    const recovery = await t.db.select().from(outbox).where(eq(outbox.type, 'checkout.recover'));
    expect(recovery.some((m) => (m.payload as { checkoutId: string }).checkoutId === placed?.publicId)).toBe(
      false,
    );
  });

  it('a retry sent while the first submission is still paying waits for it and answers its order', async () => {
    const slow = new SandboxGateway({ latencyMs: 400 });
    setPaymentGateway(t.app, slow);
    try {
      const payload = body({ pickup: futureSlot(58) });
      const headers = { 'x-restaurant-id': String(R), 'idempotency-key': key() };
      const send = () => t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
      const first = send();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [a, b] = await Promise.all([first, send()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.json().id).toBe(a.json().id);
    } finally {
      setPaymentGateway(t.app, gateway);
    }
  });

  it('a processor that dies after authorizing leaves no order and no hold', async () => {
    gateway.dieAfterAuthorize = true;
    try {
      const res = await submit(body({ pickup: futureSlot(53) }));
      expect(res.statusCode).toBe(402);
      expect(res.json().code).toBe(1803);
    } finally {
      gateway.dieAfterAuthorize = false;
    }
    const [last] = await t.db
      .select()
      .from(checkouts)
      .orderBy(checkouts.id)
      .limit(1)
      .offset((await rows(checkouts)) - 1);
    expect(last?.status).toBe('payment_failed');
    expect(await gateway.findAuthorization(`checkout:${last?.publicId}`)).toEqual({ found: false });
  });

  it('a crash between the two transactions is recovered: one order and one authorization, or none and no hold', async () => {
    // The crash: the server authorized, then died before transaction 2. Simulated by a gateway whose answer is lost
    // and whose "ask again" also fails, so the request leaves the checkout for recovery.
    const lost: PaymentGateway = Object.create(gateway);
    lost.authorize = async (request) => {
      await gateway.authorize(request);
      throw new Error('process killed');
    };
    lost.findAuthorization = async () => {
      throw new Error('process killed');
    };
    setPaymentGateway(t.app, lost);
    let res: Awaited<ReturnType<typeof submit>>;
    try {
      res = await submit(body({ pickup: futureSlot(54) }));
    } finally {
      setPaymentGateway(t.app, gateway);
    }
    expect(res.json().code).toBe(1803);
    const [answered] = await t.db
      .select()
      .from(checkouts)
      .orderBy(checkouts.id)
      .offset((await rows(checkouts)) - 1);
    expect(answered?.status).toBe('awaiting_payment');
    const recovery = await t.db.select().from(outbox).where(eq(outbox.type, 'checkout.recover'));
    expect(
      recovery.some((m) => (m.payload as { checkoutId: string }).checkoutId === answered?.publicId),
    ).toBe(true);
    // The diner was told it failed: recovery voids the authorization and releases everything.
    await recoverCheckout(t.db, gateway, answered?.publicId ?? '');
    const [released] = await t.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, answered?.id ?? 0));
    expect(released?.status).toBe('payment_failed');
    expect(await gateway.findAuthorization(`checkout:${answered?.publicId}`)).toEqual({ found: false });

    // A crash before any answer: the checkout reserved and authorized, never settled. Recovery places it once.
    const { RECOVERY_DELAY_MS, reserve } = await import('./submission/reserve');
    const { pay } = await import('./submission/pay');
    const { planOrders } = await import('./submission/plan-orders');
    const { validateOrders } = await import('./submission/validate-orders');
    const { priceOrders } = await import('./submission/price-orders');
    const { planPayment } = await import('../payments/payment-plan');
    const entry = await t.app.publishedVersions.getByRestaurantId(R);
    if (!entry) throw new Error('restaurant');
    const input = {
      kind: 'order' as const,
      entry,
      body: body({ pickup: futureSlot(55) }) as unknown as SubmitOrderRequest,
      idempotencyKey: key(),
      // The ordering clock six hours ahead, as CLOCK_START sets it in journeys and the bench.
      now: new Date(Date.now() + 6 * 3_600_000),
      locale: 'en-CA' as const,
      userId: null,
      maxTotalCents: 1_000_000,
    };
    const priced = await priceOrders(t.db, input, validateOrders(input, await planOrders(t.db, input)));
    const plan = await planPayment(gateway, {
      file: entry.data,
      checkout: input.body.data.checkout,
      amount: priced.costs.amountToCharge,
      now: input.now,
    });
    const reserved = await reserve(t.db, input, priced, plan, 'hash');
    // Its recovery falls due by the real clock, which the outbox worker claims by, not by the ordering clock.
    const [message] = await t.db.select().from(outbox).where(eq(outbox.id, reserved.recoveryId));
    const dueIn = (message?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(dueIn).toBeGreaterThan(RECOVERY_DELAY_MS - 60_000);
    expect(dueIn).toBeLessThanOrEqual(RECOVERY_DELAY_MS);
    const auths = gateway.authorized;
    expect((await pay(gateway, reserved)).kind).toBe('authorized');
    // ... the process dies here. The outbox worker runs recovery, twice (at least once delivery).
    await recoverCheckout(t.db, gateway, reserved.checkoutPublicId);
    await recoverCheckout(t.db, gateway, reserved.checkoutPublicId);
    const placed = await t.db.select().from(orders).where(eq(orders.checkoutId, reserved.checkoutId));
    expect(placed.map((o) => o.status)).toEqual(['pending']);
    expect(gateway.authorized).toBe(auths + 1);
    const tenders = await t.db
      .select()
      .from(orderTenders)
      .where(eq(orderTenders.orderId, placed[0]?.id ?? 0));
    expect(tenders.filter((x) => x.kind === 'card')).toHaveLength(1);

    // And a crash before the processor was asked: recovery finds no authorization and releases.
    const again = {
      ...input,
      idempotencyKey: key(),
      body: body({ pickup: futureSlot(56) }) as unknown as SubmitOrderRequest,
    };
    const priced2 = await priceOrders(t.db, again, validateOrders(again, await planOrders(t.db, again)));
    const reserved2 = await reserve(t.db, again, priced2, plan, 'hash');
    await recoverCheckout(t.db, gateway, reserved2.checkoutPublicId);
    const [gone] = await t.db.select().from(orders).where(eq(orders.checkoutId, reserved2.checkoutId));
    expect(gone?.status).toBe('payment_failed');
  });
});

describe('K-12: one order per date', () => {
  const SCHOOL = 104;
  // Two school days (weekdays) at least four days out, past the menu's cutoff, and not on the school's holidays.
  const schoolDays = (holidays: string[]) => {
    const days: string[] = [];
    for (let offset = 4; days.length < 2; offset++) {
      const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
      const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5 && !holidays.includes(d)) days.push(d);
    }
    return days;
  };

  it('refuses a guest (the school program requires login), then places one order per date for a parent', async () => {
    const file = JSON.parse(readFileSync(join(repoRoot, 'demo/northview-schools.json'), 'utf8'));
    expect((await importDataFile(t.db, file)).ok).toBe(true);
    const [first, second] = schoolDays(
      (file.restaurant.holiday_hours ?? []).map((h: { date: string }) => h.date),
    );
    const line = (id: string) => ({
      id,
      menu_id: 'nv-lunch',
      section_id: null,
      orderId: 1,
      quantity: 1,
      orderPrice: 0,
    });
    // Only what a date's cycle serves can be ordered for it: each date's first main, and milk (served every day).
    const mainOn = (date: string) => {
      const served = rotationFor(file.rotational_menus, date);
      return served?.rotation.weeks[served.week]?.[weekdayOf(date)]?.[0] as string;
    };
    const meal = {
      ...line('nv-cheese-pizza'),
      orderOptions: [
        { id: 'og-nv-drink', values: [{ id: 'water', quantity: 1, adjustedPrice: 0 }] },
        { id: 'og-nv-fruit', values: [{ id: 'apple', quantity: 1, adjustedPrice: 0 }] },
      ],
    };
    const payload = {
      type: 'school',
      data: {
        config: { restaurantId: String(SCHOOL) },
        items: [],
        costs: {},
        rotationalMenuOrders: {
          [first as string]: { items: [{ ...meal, id: mainOn(first as string) }] },
          [second as string]: {
            items: [
              { ...meal, id: mainOn(second as string) },
              { ...line('nv-milk'), orderId: 2 },
            ],
          },
        },
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Pat Parent', email: 'pat@example.com', phone_number: '416-555-0100' },
          delivery: { student: 'Sam Parent', school: 'Northview Public School', grade: '3', classroom: '3B' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
        },
      },
      pickup_time: `${first}T16:00:00.000Z`,
    };
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create-k12-order',
        headers: { 'x-restaurant-id': String(SCHOOL), 'idempotency-key': key(), ...headers },
        payload,
      });
    const guest = await send({});
    expect(guest.statusCode).toBe(400);
    expect(guest.json().message).toMatch(/signin|sign in|log in/i);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: {
        email: `parent-${Date.now()}@example.com`,
        password: 'Parent-2026!',
        firstName: 'Pat',
        lastName: 'Parent',
      },
    });
    expect(signup.statusCode).toBe(200);
    // The student named at checkout must be one of the parent's (K-12 orders go to its school and classroom).
    const student = await t.app.inject({
      method: 'POST',
      url: '/api/auth/students',
      headers: { authorization: `Bearer ${signup.json().token}`, 'x-restaurant-id': String(SCHOOL) },
      payload: { name: 'Sam Parent', school: 'Northview Public School', grade: '3', classroom: '103' },
    });
    expect(student.statusCode, student.body).toBe(200);
    const res = await send({ authorization: `Bearer ${signup.json().token}` });
    expect(res.json()).toMatchObject({ orders: [expect.anything(), expect.anything()] });
    const placed = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.publicId,
          res.json().orders.map((o: { id: string }) => o.id),
        ),
      );
    const dates = placed.map((o) => (o.student as { date: string }).date).sort();
    expect(dates).toEqual([first, second]);
    expect(placed.every((o) => o.userId !== null)).toBe(true);
    expect(placed.every((o) => (o.student as { student: string }).student === 'Sam Parent')).toBe(true);
    expect(placed.every((o) => (o.student as { classroom: string }).classroom === '103')).toBe(true);

    // A date outside the ordering window (past; a weekend) says so, 422, before what its cycle serves (426).
    const sunday = new Date(`${first}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + (7 - sunday.getUTCDay()));
    for (const date of ['2020-01-06', sunday.toISOString().slice(0, 10)]) {
      const outside = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-k12-order',
        headers: {
          'x-restaurant-id': String(SCHOOL),
          'idempotency-key': key(),
          authorization: `Bearer ${signup.json().token}`,
        },
        payload: {
          ...payload,
          data: {
            ...payload.data,
            rotationalMenuOrders: { [date]: { items: [{ ...meal, id: mainOn(first as string) }] } },
          },
          pickup_time: `${date}T16:00:00.000Z`,
        },
      });
      expect(outside.json(), date).toMatchObject({ code: 422 });
    }
  });
});
