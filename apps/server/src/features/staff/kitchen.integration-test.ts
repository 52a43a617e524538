/**
 * The console's kitchen calls through the API: an order staff enter on the phone or at the counter is quoted as a
 * diner's, takes its make-time in the same buckets (a diner's quote after it is later), keeps the buckets' time, is
 * paid at the counter and shows on the board; the owner's learned make times beside the file's; the report of quoted
 * against actual ready times per day and channel. The clock is set for every step (Wednesday 4 March 2026, 11:30 in
 * Toronto).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kitchenLoads, orders, orderTenders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

const COUNTER = 9480;
const REPORT = 9481;
const NOW = new Date('2026-03-04T16:30:00Z');
const at = (minutes: number, from = NOW) => new Date(from.getTime() + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

/** Every section makes its items in 5 minutes on the grill, which does `grill` minutes of work per 15-minute bucket. */
function pacedFile(id: number, slug: string, grill: number) {
  const file = orderDataFile({ id, slug, maxPerSlot: 1000 });
  return {
    ...file,
    // Every order is asked about allergies, whoever enters it.
    order_options: {
      custom_questions: [
        {
          id: 'allergy',
          question: 'A food allergy?',
          options: ['No', 'Yes'],
          question_type: 'select_one',
          required: true,
        },
      ],
    },
    restaurant: {
      ...file.restaurant,
      kitchen: { stations: [{ id: 'grill', name: 'Grill', minutes_per_bucket: grill }] },
    },
    menus: file.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((s) => ({ ...s, make_time: 5, station: 'grill' })),
    })),
  } as typeof file;
}

let t: TestApp;
const tokens = { staff: '', manager: '', owner: '', reportStaff: '', reportOwner: '' };
let staffUserId = 0;
let seq = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await buildTestApp();
  expect((await importDataFile(t.db, pacedFile(COUNTER, 'counter-kitchen', 30))).ok).toBe(true);
  expect((await importDataFile(t.db, pacedFile(REPORT, 'report-kitchen', 600))).ok).toBe(true);
  const staff = await signInStaff(t.db, { restaurantId: COUNTER, role: 'staff' });
  tokens.staff = staff.token;
  staffUserId = staff.userId;
  tokens.manager = (await signInStaff(t.db, { restaurantId: COUNTER, role: 'manager' })).token;
  tokens.owner = (await signInStaff(t.db, { restaurantId: COUNTER, role: 'owner' })).token;
  tokens.reportStaff = (await signInStaff(t.db, { restaurantId: REPORT, role: 'staff' })).token;
  tokens.reportOwner = (await signInStaff(t.db, { restaurantId: REPORT, role: 'owner' })).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function counter(restaurantId: number, token: string, body: object, key: string | null = `counter-${++seq}`) {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${restaurantId}/counter-orders`,
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      name: 'Sam Caller',
      phone: '416-555-0199',
      questions: [{ id: 'allergy', answer: 'No' }],
      ...body,
    },
  });
}

async function counterQuote(restaurantId: number, items: unknown[], token = tokens.staff) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${restaurantId}/counter-orders/quote`,
    headers: auth(token),
    payload: { items },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; readyAt: string | null; paced: boolean; delayMinutes: number };
}

async function dinerQuote(restaurantId: number, items: unknown[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/scheduling',
    headers: { 'x-restaurant-id': String(restaurantId) },
    payload: { menuId: 'to', type: 'take-out', date: '2026-03-04', items },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quote.asap as string | null;
}

/** A diner's own order "as soon as possible": take-out, or at table 4. */
async function dinerOrder(restaurantId: number, way: 'take-out' | 'dine-in' = 'take-out') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(restaurantId), 'idempotency-key': `diner-order-${++seq}` },
    payload: {
      type: way,
      data: {
        config:
          way === 'dine-in'
            ? { restaurantId: String(restaurantId), tableNum: '4' }
            : { restaurantId: String(restaurantId), takeout: true },
        items:
          way === 'dine-in' ? [{ ...cartItem('i1'), menu_id: 'm1', section_id: 's1' }] : [cartItem('bowl')],
        costs: {},
        checkout: {
          ...CARD_CHECKOUT,
          pickup: { scheduled: false },
          questions: [{ id: 'allergy', answer: 'No' }],
        },
      },
      pickup_time: new Date().toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

async function setStatus(restaurantId: number, token: string, id: string, status: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: { ...auth(token), 'x-restaurant-id': String(restaurantId) },
    payload: status === 'cancelled' ? { status, reason: 'The diner called to cancel' } : { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('an order staff enter on the phone or at the counter', () => {
  it('is quoted as a diner’s cart is, and keeps that time on the board, paid at the counter', async () => {
    const items = [cartItem('bowl', 2)];
    const quote = await counterQuote(COUNTER, items);
    expect(quote).toMatchObject({ readyAt: iso(5), paced: true, delayMinutes: 0 });
    expect(quote.readyAt).toBe(await dinerQuote(COUNTER, items));

    const placed = await counter(COUNTER, tokens.staff, { items, total: quote.total });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ readyAt: iso(5), total: quote.total });
    const { id } = placed.json() as { id: string };

    const board = await t.app.inject({
      method: 'GET',
      url: `/api/staff/orders?restaurantId=${COUNTER}`,
      headers: auth(tokens.staff),
    });
    const shown = (board.json().orders as Record<string, unknown>[]).find((o) => o.id === id);
    expect(shown).toMatchObject({
      type: 'take-out',
      status: 'pending',
      pickupTime: iso(5),
      scheduled: false,
      enteredByStaff: true,
      contact: { name: 'Sam Caller', phone: '416-555-0199' },
      answers: [expect.objectContaining({ id: 'allergy', answer: 'No' })],
      tenders: [{ kind: 'pay_on_premise', amount: quote.total }],
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, id));
    expect(row?.placedByUserId).toBe(staffUserId);
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect(tenders.map((x) => x.kind)).toEqual(['pay_on_premise']);
    // Two bowls are 10 minutes of the grill's 11:30 bucket.
    const loads = await t.db.select().from(kitchenLoads).where(eq(kitchenLoads.restaurantId, COUNTER));
    expect(loads.filter((l) => l.seconds > 0).map((l) => [l.bucketStart.toISOString(), l.seconds])).toEqual([
      [iso(0), 600],
    ]);
  });

  it('is refused as it is quoted when the placement would refuse it: over the largest order total', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${COUNTER}/counter-orders/quote`,
      headers: { ...auth(tokens.staff), 'accept-language': 'fr-CA' },
      payload: { items: [cartItem('bowl', 999)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Une commande en ligne ne peut dépasser 10\s000,00\s\$\./);
  });

  it('draws on the same capacity as diners: once it fills the bucket, a diner is quoted later', async () => {
    // 20 minutes of work left in the 11:30 bucket: four more bowls fill it by 11:45; the next bowl waits for the
    // 11:45 bucket's first five minutes.
    const placed = await counter(COUNTER, tokens.staff, { items: [cartItem('bowl', 4)] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().readyAt).toBe(iso(15));
    expect(await dinerQuote(COUNTER, [cartItem('bowl')])).toBe(iso(20));
    // The wait a diner is told before ordering is that same time, not a count of the orders ahead.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time',
      headers: { 'x-restaurant-id': String(COUNTER) },
    });
    expect(queue.json().estimatedWaitMinutes).toBe(20);
    expect((await counterQuote(COUNTER, [cartItem('bowl')])).readyAt).toBe(iso(20));
  });

  it('follows busy mode, and the order keeps the buckets’ time even past a quote read before', async () => {
    const before = await counterQuote(COUNTER, [cartItem('bowl')]);
    const busy = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${COUNTER}/busy`,
      headers: auth(tokens.manager),
      payload: { delayMinutes: 30, capacityCutPercent: 0, forMinutes: 60 },
    });
    expect(busy.statusCode, busy.body).toBe(200);
    const during = await counterQuote(COUNTER, [cartItem('bowl')]);
    expect(during).toMatchObject({ readyAt: iso(35), delayMinutes: 30 });
    const placed = await counter(COUNTER, tokens.staff, { items: [cartItem('bowl')] });
    expect(placed.json().readyAt).toBe(iso(35));
    expect(Date.parse(placed.json().readyAt)).toBeGreaterThan(Date.parse(before.readyAt!));
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${COUNTER}/busy`,
      headers: auth(tokens.manager),
      payload: { delayMinutes: 0, capacityCutPercent: 0, forMinutes: 0 },
    });
  });

  it('is refused as a diner’s would be: a required option missing, a changed price, no name', async () => {
    const missing = await counter(COUNTER, tokens.staff, { items: [cartItem('wings', 1, 18)] });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    const withSauce = [
      cartItem('wings', 1, 19, [{ id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 1 }] }]),
    ];
    const quote = await counterQuote(COUNTER, withSauce);
    const stale = await counter(COUNTER, tokens.staff, { items: withSauce, total: quote.total + 1 });
    expect(stale.json().code).toBe(428);
    const nameless = await counter(COUNTER, tokens.staff, { items: withSauce, name: '  ' });
    expect(nameless.statusCode).toBe(400);
    // The restaurant's required question of a pickup is asked of an order staff enter too.
    const unasked = await counter(COUNTER, tokens.staff, { items: withSauce, questions: [] });
    expect(unasked.statusCode).toBe(400);
    const placed = await counter(COUNTER, tokens.staff, { items: withSauce, total: quote.total });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('is one order for one key, and only for staff of the restaurant', async () => {
    const first = await counter(COUNTER, tokens.staff, { items: [cartItem('bowl')] }, 'counter-same-key');
    const again = await counter(COUNTER, tokens.staff, { items: [cartItem('bowl')] }, 'counter-same-key');
    expect(again.json().id).toBe(first.json().id);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${COUNTER}/counter-orders`,
      payload: { items: [cartItem('bowl')], name: 'A', phone: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await counter(REPORT, tokens.staff, { items: [cartItem('bowl')] });
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('the kitchen’s measures', () => {
  /** An order accepted at NOW and marked ready `readyAfter` seconds later; the clock back at NOW after. */
  async function readyAfter(id: string, seconds: number, from = NOW) {
    vi.setSystemTime(from);
    await setStatus(REPORT, tokens.reportStaff, id, 'in_progress');
    vi.setSystemTime(new Date(from.getTime() + seconds * 1000));
    await setStatus(REPORT, tokens.reportStaff, id, 'ready');
    vi.setSystemTime(NOW);
  }

  // The grill here takes any number of orders: every order "as soon as possible" is quoted five minutes on.
  it('reports quoted against actual ready times per day and channel', async () => {
    // Yesterday, one take-out quoted 11:35 and ready at 11:50 (15 minutes late).
    const yesterday = new Date('2026-03-03T16:30:00Z');
    vi.setSystemTime(yesterday);
    const late = await dinerOrder(REPORT);
    await readyAfter(late, 20 * 60, yesterday);
    // Today every order is quoted 11:35.
    const early = await dinerOrder(REPORT);
    const slow = await dinerOrder(REPORT);
    const table = await dinerOrder(REPORT, 'dine-in');
    const phoned = await counter(REPORT, tokens.reportStaff, { items: [cartItem('bowl')] });
    const cancelled = await dinerOrder(REPORT);
    await readyAfter(early, 4 * 60); // 60 s early
    await readyAfter(slow, 15 * 60); // 600 s late
    await readyAfter(table, 10 * 60); // 300 s late
    await readyAfter(phoned.json().id, 5 * 60 + 30); // 30 s late: within the quoted minute
    vi.setSystemTime(at(1));
    await setStatus(REPORT, tokens.reportOwner, cancelled, 'cancelled');
    vi.setSystemTime(NOW);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${REPORT}/ready-times?from=2026-03-03&to=2026-03-04`,
      headers: auth(tokens.reportStaff),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (
      day: string,
      channel: string,
      orders: number,
      median: number,
      p90: number,
      onTime: number,
    ) => ({
      day,
      channel,
      orders,
      medianLateSeconds: median,
      p90LateSeconds: p90,
      onTimeShare: onTime,
    });
    expect(res.json()).toEqual({
      from: '2026-03-03',
      to: '2026-03-04',
      rows: [
        row('2026-03-04', 'all', 4, 30, 600, 0.5),
        row('2026-03-04', 'dine-in', 1, 300, 300, 0),
        row('2026-03-04', 'pickup', 2, -60, 600, 0.5),
        row('2026-03-04', 'counter', 1, 30, 30, 1),
        row('2026-03-03', 'all', 1, 900, 900, 0),
        row('2026-03-03', 'pickup', 1, 900, 900, 0),
      ],
    });
    // By default the week to today.
    const week = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${REPORT}/ready-times`,
      headers: auth(tokens.reportStaff),
    });
    expect(week.json()).toMatchObject({ from: '2026-02-26', to: '2026-03-04' });
    expect(week.json().rows).toEqual(res.json().rows);
    // A number of days to today instead: today's rows alone.
    const today = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${REPORT}/ready-times?days=1`,
      headers: auth(tokens.reportStaff),
    });
    expect(today.json()).toMatchObject({ from: '2026-03-04', to: '2026-03-04' });
    expect(today.json().rows).toEqual(res.json().rows.filter((r: { day: string }) => r.day === '2026-03-04'));
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${REPORT}/ready-times?from=2026-03-05&to=2026-03-04`,
      headers: auth(tokens.reportStaff),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('shows the owner each item’s learned make time beside the file’s, with its samples', async () => {
    const makeTimes = async (token = tokens.reportOwner) =>
      t.app.inject({
        method: 'GET',
        url: `/api/staff/restaurants/${REPORT}/make-times`,
        headers: auth(token),
      });
    expect((await makeTimes(tokens.reportStaff)).statusCode).toBe(403);
    const bowl = async () => {
      const res = await makeTimes();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().minSamples).toBe(5);
      return (res.json().items as { menuId: string; itemId: string }[]).find(
        (i) => i.menuId === 'to' && i.itemId === 'bowl',
      );
    };
    // Four bowls were made above, in 4, 15, 5½ and 20 minutes: too few samples for a figure.
    expect(await bowl()).toEqual({
      menuId: 'to',
      itemId: 'bowl',
      name: 'Rice bowl',
      names: {},
      station: 'grill',
      fileMinutes: 5,
      learnedMinutes: null,
      samples: 4,
    });
    await readyAfter(await dinerOrder(REPORT), 10 * 60);
    // The median of 4, 5½, 10, 15 and 20 minutes.
    expect(await bowl()).toMatchObject({ fileMinutes: 5, learnedMinutes: 10, samples: 5 });
  });
});
