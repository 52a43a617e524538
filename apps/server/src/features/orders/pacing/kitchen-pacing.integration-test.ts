/**
 * Kitchen pacing through the API: the quote a diner sees before paying is the time the order keeps; take-out,
 * scheduled pickup, dine-in and a hub's kitchens draw on make-time buckets (one capacity per kitchen); busy mode moves
 * quotes at once; a refused payment, and a declined or cancelled order, give their make-time back; concurrent orders never overfill a bucket (on PGlite
 * the transactions serialize; on PostgreSQL, DATABASE_URL, they interleave on the locked bucket rows). The clock is
 * frozen on Wednesday 4 March 2026, 11:30 in Toronto, so every quote is exact.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kitchenLoads, slotReservations } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../../testing/order-fixtures';
import { signInStaff } from '../../../testing/staff';
import { importDataFile } from '../../restaurants';

const QUOTES = 9460;
const BUSY = 9461;
const CHANNELS = 9462;
const RACE = 9463;
const HUB = 9464;
const UNPACED = 9465;
const CANCEL = 9466;
const CANCEL_HUB = 9467;
const CAPPED = 9468;
const HUB_QUOTE = 9469;
const AHEAD = 9459;
const UNPACED_CAPPED = 9457;
const NOW = new Date('2026-03-04T16:30:00Z');
const DATE = '2026-03-04';
const at = (hhmm: string) => `2026-03-04T${Number(hhmm.slice(0, 2)) + 5}:${hhmm.slice(3)}:00.000Z`;
/** The grill makes 30 minutes of work per 15-minute bucket; a bowl or a club sandwich takes 5. */
const GRILL_SECONDS = 30 * 60;

function pacedFile(id: number, slug: string, hub = false, maxPerSlot = 1000) {
  const file = orderDataFile({ id, slug, maxPerSlot });
  const restaurant = {
    ...file.restaurant,
    marketplace_hub: hub,
    kitchen: { stations: [{ id: 'grill', name: 'Grill', minutes_per_bucket: 30 }] },
  };
  const menus = file.menus.map((menu) => ({
    ...menu,
    sections: menu.sections.map((s) => ({ ...s, make_time: 5, station: 'grill' })),
  }));
  if (hub) {
    const takeout = menus.find((m) => m.id === 'to')!;
    menus.push({
      ...takeout,
      id: 'k2',
      name: 'Taco stand',
      slug: 'tacos',
      sections: [
        {
          id: 'k2s',
          name: 'Tacos',
          make_time: 5,
          station: 'grill',
          items: [{ id: 'taco', name: 'Taco', price: 4 }],
        },
      ],
    } as (typeof menus)[number]);
  }
  return { ...file, restaurant, menus } as typeof file;
}

let t: TestApp;
let manager = '';
let staff = '';
let unpacedManager = '';
let cancelManager = '';
let cancelHubManager = '';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await buildTestApp();
  for (const [id, slug] of [
    [QUOTES, 'pace-quotes'],
    [BUSY, 'pace-busy'],
    [CHANNELS, 'pace-channels'],
    [RACE, 'pace-race'],
    [CANCEL, 'pace-cancel'],
    [AHEAD, 'pace-ahead'],
  ] as const) {
    expect((await importDataFile(t.db, pacedFile(id, slug))).ok).toBe(true);
  }
  expect((await importDataFile(t.db, pacedFile(HUB, 'pace-hub', true))).ok).toBe(true);
  expect((await importDataFile(t.db, pacedFile(CANCEL_HUB, 'pace-cancel-hub', true))).ok).toBe(true);
  expect((await importDataFile(t.db, pacedFile(HUB_QUOTE, 'pace-hub-quote', true))).ok).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: UNPACED, slug: 'pace-none' }))).ok).toBe(true);
  // Take-out for now only (as the demo restaurants have it), two orders per 15-minute slot.
  const capped = pacedFile(CAPPED, 'pace-capped', false, 2);
  const asapOnly = {
    ...capped,
    menus: capped.menus.map((m) => (m.id === 'to' ? { ...m, scheduled: false } : m)),
  };
  expect((await importDataFile(t.db, asapOnly)).ok).toBe(true);
  // The same without make times: not paced, two orders per 15-minute slot, take-out for now only.
  const unpaced = orderDataFile({ id: UNPACED_CAPPED, slug: 'pace-none-capped', maxPerSlot: 2 });
  const unpacedAsap = {
    ...unpaced,
    menus: unpaced.menus.map((m) => (m.id === 'to' ? { ...m, scheduled: false } : m)),
  };
  expect((await importDataFile(t.db, unpacedAsap)).ok).toBe(true);
  manager = (await signInStaff(t.db, { restaurantId: BUSY, role: 'manager' })).token;
  staff = (await signInStaff(t.db, { restaurantId: BUSY, role: 'staff' })).token;
  unpacedManager = (await signInStaff(t.db, { restaurantId: UNPACED, role: 'manager' })).token;
  cancelManager = (await signInStaff(t.db, { restaurantId: CANCEL, role: 'manager' })).token;
  cancelHubManager = (await signInStaff(t.db, { restaurantId: CANCEL_HUB, role: 'manager' })).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

let seq = 0;
const headers = (restaurantId: number) => ({
  'x-restaurant-id': String(restaurantId),
  'idempotency-key': `pacing-${restaurantId}-${++seq}`,
});

type Channel = 'asap' | 'dine-in' | 'pickup';
function order(
  restaurantId: number,
  channel: Channel,
  opts: { items?: unknown[]; pickup?: string; card?: string } = {},
) {
  const config =
    channel === 'dine-in'
      ? { restaurantId: String(restaurantId), tableNum: '4' }
      : channel === 'pickup'
        ? { restaurantId: String(restaurantId), takeout: true, takeoutType: 'pickup' }
        : { restaurantId: String(restaurantId), takeout: true };
  const items =
    opts.items ??
    (channel === 'dine-in' ? [{ ...cartItem('i1'), menu_id: 'm1', section_id: 's1' }] : [cartItem('bowl')]);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: headers(restaurantId),
    payload: {
      type: channel === 'dine-in' ? 'dine-in' : channel === 'pickup' ? 'pickup' : 'take-out',
      data: {
        config,
        items,
        costs: {},
        checkout: {
          ...CARD_CHECKOUT,
          ...(opts.card ? { card: { ...CARD_CHECKOUT.card, number: opts.card } } : {}),
          pickup: { scheduled: channel === 'pickup' },
        },
      },
      pickup_time: opts.pickup ?? NOW.toISOString(),
    },
  });
}

async function quote(restaurantId: number, items: unknown[], menuId = 'to') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/scheduling',
    headers: { 'x-restaurant-id': String(restaurantId) },
    payload: { menuId, type: 'take-out', date: DATE, items },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    slots: { start: string; full: boolean }[];
    quote: { asap: string | null; delayMinutes: number; ordersAhead: number } | null;
  };
}

async function pickupTimeOf(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}` });
  return res.json().pickup_time as string;
}

async function loads(restaurantId: number, kitchen = '') {
  const rows = await t.db
    .select({ bucket: kitchenLoads.bucketStart, seconds: kitchenLoads.seconds })
    .from(kitchenLoads)
    .where(and(eq(kitchenLoads.restaurantId, restaurantId), eq(kitchenLoads.kitchen, kitchen)));
  return Object.fromEntries(
    rows.filter((r) => r.seconds > 0).map((r) => [r.bucket.toISOString(), r.seconds]),
  ) as Record<string, number>;
}

describe('the quote before paying', () => {
  it('is the time the order keeps, and a large cart is quoted later and sees fewer slots', async () => {
    // Now is 11:30: the 11:30 bucket's 5 minutes before 11:35 hold two bowls (10 minutes of work is 600 s).
    expect((await quote(QUOTES, [cartItem('bowl', 2)])).quote).toEqual({
      asap: at('11:35'),
      delayMinutes: 0,
      ordersAhead: 0,
    });
    const placed = await order(QUOTES, 'asap', { items: [cartItem('bowl', 2)] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await pickupTimeOf(placed.json().id)).toBe(at('11:35'));
    expect(await loads(QUOTES)).toEqual({ [at('11:30')]: 600 });

    const big = await quote(QUOTES, [cartItem('bowl', 12)]);
    expect(big.quote?.asap).toBe(at('12:05'));
    const small = await quote(QUOTES, [cartItem('bowl')]);
    const fullAt = (day: typeof big, time: string) => day.slots.find((s) => s.start === at(time))?.full;
    expect([fullAt(big, '11:45'), fullAt(big, '12:00'), fullAt(big, '12:15')]).toEqual([true, true, false]);
    expect([fullAt(small, '11:45'), fullAt(small, '12:00'), fullAt(small, '12:15')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('a cart no time can take within four hours is quoted no time and refused as the kitchen being full', async () => {
    // 100 bowls are 500 minutes of grill work: more than the 16 buckets before any due time hold (480).
    const huge = [cartItem('bowl', 100)];
    expect((await quote(QUOTES, huge)).quote?.asap).toBeNull();
    for (const [locale, message] of [
      [
        'en-CA',
        "The kitchen can't fit this order in the next 4 hours. Please try again later, or order fewer items.",
      ],
      [
        'fr-CA',
        'La cuisine ne peut pas préparer cette commande dans les 4 prochaines heures. Veuillez réessayer plus tard ou commander moins d’articles.',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers(QUOTES), 'accept-language': locale },
        payload: {
          type: 'take-out',
          data: {
            config: { restaurantId: String(QUOTES), takeout: true },
            items: huge,
            costs: {},
            checkout: { ...CARD_CHECKOUT, pickup: { scheduled: false } },
          },
          pickup_time: NOW.toISOString(),
        },
      });
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([409, 417, message]);
    }
  });

  it('a refused payment gives its make-time back', async () => {
    const before = await loads(QUOTES);
    const declined = await order(QUOTES, 'asap', {
      items: [cartItem('bowl', 3)],
      card: '4000 0000 0000 0002',
    });
    expect(declined.json().code).toBe(410);
    expect(await loads(QUOTES)).toEqual(before);
  });

  it('a data file without make times quotes its lead, whatever the cart, and keeps its per-slot caps', async () => {
    const day = await quote(UNPACED, [cartItem('bowl', 50)]);
    // No lead and a slot with room: now; no bucket is read or written.
    expect(day.quote).toMatchObject({ asap: at('11:30'), delayMinutes: 0 });
    expect(day.slots.every((s) => !s.full)).toBe(true);
    expect(await loads(UNPACED)).toEqual({});
  });
});

describe('the orders ahead of a cart', () => {
  it("are those due by the time this cart is quoted, not by the quickest item's", async () => {
    // The grill is booked from 11:45 to 12:30 by two pickups (30 and 60 minutes of work); 11:30 is free.
    for (const [due, bowls] of [
      ['12:00', 6],
      ['12:30', 12],
    ] as const) {
      const res = await order(AHEAD, 'pickup', { pickup: at(due), items: [cartItem('bowl', bowls)] });
      expect(res.statusCode, res.body).toBe(200);
    }
    // One bowl is made in the free bucket by 11:35: nothing is due before it, and the menu says so.
    expect((await quote(AHEAD, [cartItem('bowl')])).quote).toMatchObject({
      asap: at('11:35'),
      ordersAhead: 0,
    });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time',
      headers: { 'x-restaurant-id': String(AHEAD) },
    });
    expect(queue.json()).toEqual({ orderCount: 0, estimatedWaitMinutes: 5 });
    // Twelve bowls wait for the grill to be free after the two pickups: both are ahead of this cart.
    expect((await quote(AHEAD, [cartItem('bowl', 12)])).quote).toMatchObject({
      asap: at('12:45'),
      ordersAhead: 2,
    });
    // A cart no time takes within four hours has every order due before the horizon ahead of it.
    expect((await quote(AHEAD, [cartItem('bowl', 100)])).quote).toMatchObject({ asap: null, ordersAhead: 2 });
  });
});

/**
 * Two orders "as soon as possible" fill the slot of `first` at a menu taking two a slot; the cart is then quoted at
 * `moved`, still taken into a cart (not refused as a full slot), and a third order is kept there.
 */
async function fillsThenMoves(restaurantId: number, first: string, moved: string) {
  for (const _ of [1, 2]) {
    const res = await order(restaurantId, 'asap');
    expect(res.statusCode, res.body).toBe(200);
    expect(await pickupTimeOf(res.json().id)).toBe(at(first));
  }
  expect((await quote(restaurantId, [cartItem('bowl')])).quote?.asap).toBe(at(moved));
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/orders/item',
    headers: { 'x-restaurant-id': String(restaurantId) },
    payload: { itemsInCart: [], itemToAdd: cartItem('bowl'), type: 'take-out' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const third = await order(restaurantId, 'asap');
  expect(third.statusCode, third.body).toBe(200);
  expect(await pickupTimeOf(third.json().id)).toBe(at(moved));
}

describe('a kitchen paced by make-time whose menu also caps orders per slot', () => {
  it('quotes "as soon as possible" in the first slot with room, takes the cart, and keeps that time', async () => {
    // The 11:30 slot holds its two orders; the buckets could make a third by 11:40, the slots only from 11:45.
    await fillsThenMoves(CAPPED, '11:35', '11:45');
  });
});

describe('a kitchen not paced whose menu caps orders per slot', () => {
  it('moves "as soon as possible" past a full slot, as quoted, rather than refusing it', async () => {
    // No make time and no lead: now, until the 11:30 slot holds its two orders; then 11:45.
    await fillsThenMoves(UNPACED_CAPPED, '11:30', '11:45');
    const counts = await t.db
      .select({ start: slotReservations.slotStart, count: slotReservations.count })
      .from(slotReservations)
      .where(eq(slotReservations.restaurantId, UNPACED_CAPPED));
    expect(Object.fromEntries(counts.map((c) => [c.start.toISOString(), c.count]))).toEqual({
      [at('11:30')]: 2,
      [at('11:45')]: 1,
    });
    expect(await loads(UNPACED_CAPPED)).toEqual({});
  });

  it('refuses a declined card and gives the moved order’s slot place back', async () => {
    // 11:30 is full from the test above; 11:45 holds one: this order takes its second place, then is declined.
    const declined = await order(UNPACED_CAPPED, 'asap', { card: '4000 0000 0000 0002' });
    expect(declined.json().code).toBe(410);
    const [slot] = await t.db
      .select({ count: slotReservations.count })
      .from(slotReservations)
      .where(
        and(
          eq(slotReservations.restaurantId, UNPACED_CAPPED),
          eq(slotReservations.slotStart, new Date(at('11:45'))),
        ),
      );
    expect(slot?.count).toBe(1);
  });
});

describe('one capacity for every channel', () => {
  it('take-out now, dine-in and a scheduled pickup fill the same buckets, and later quotes wait for them', async () => {
    const takeOut = await order(CHANNELS, 'asap', { items: [cartItem('bowl', 3)] });
    const dineIn = await order(CHANNELS, 'dine-in', {
      items: [{ ...cartItem('i1', 3), menu_id: 'm1', section_id: 's1' }],
    });
    const pickup = await order(CHANNELS, 'pickup', { items: [cartItem('bowl', 6)], pickup: at('12:00') });
    for (const res of [takeOut, dineIn, pickup]) expect(res.statusCode, res.body).toBe(200);
    // 15 minutes of take-out work fits by 11:40; the dine-in's 15 more only by 11:45, the 11:30 bucket then full.
    expect(await pickupTimeOf(takeOut.json().id)).toBe(at('11:40'));
    expect(await pickupTimeOf(dineIn.json().id)).toBe(at('11:45'));
    expect(await pickupTimeOf(pickup.json().id)).toBe(at('12:00'));
    expect(await loads(CHANNELS)).toEqual({ [at('11:30')]: GRILL_SECONDS, [at('11:45')]: GRILL_SECONDS });
    // Nothing is left before noon: a pickup for 11:45 is refused as full, and a coffee-sized cart waits for 12:05.
    const late = await order(CHANNELS, 'pickup', { pickup: at('11:45') });
    expect([late.statusCode, late.json().code]).toEqual([409, 417]);
    expect((await quote(CHANNELS, [cartItem('bowl')])).quote?.asap).toBe(at('12:05'));
  });

  it("a hub's kitchens each keep their own buckets", async () => {
    const res = await order(HUB, 'asap', {
      items: [cartItem('bowl', 6), { ...cartItem('taco', 6, 4), menu_id: 'k2', section_id: 'k2s' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Each kitchen makes its 30 minutes by 11:45, as it would alone.
    expect(await loads(HUB, 'to')).toEqual({ [at('11:30')]: GRILL_SECONDS });
    expect(await loads(HUB, 'k2')).toEqual({ [at('11:30')]: GRILL_SECONDS });
  });

  it("quotes a hub's cart when its last kitchen can have it ready, the time that kitchen's order keeps", async () => {
    const taco = (quantity: number) => ({
      ...cartItem('taco', quantity, 4),
      menu_id: 'k2',
      section_id: 'k2s',
    });
    // The taco stand's grill is full until 11:45; the bowls' kitchen is empty.
    const busy = await order(HUB_QUOTE, 'asap', { items: [taco(6)] });
    expect(busy.statusCode, busy.body).toBe(200);
    const tacoAlone = (await quote(HUB_QUOTE, [taco(1)], 'k2')).quote?.asap;
    expect(tacoAlone).toBe(at('11:50'));
    expect((await quote(HUB_QUOTE, [cartItem('bowl')])).quote?.asap).toBe(at('11:35'));
    // Asked of either kitchen's menu (the checkout asks the one with the longest lead), the whole cart's time.
    const both = [cartItem('bowl'), taco(1)];
    expect((await quote(HUB_QUOTE, both, 'to')).quote?.asap).toBe(tacoAlone);
    expect((await quote(HUB_QUOTE, both, 'k2')).quote?.asap).toBe(tacoAlone);
    const res = await order(HUB_QUOTE, 'asap', { items: both });
    expect(res.statusCode, res.body).toBe(200);
    const times = await Promise.all((res.json().orders as { id: string }[]).map((o) => pickupTimeOf(o.id)));
    expect(times.sort()).toEqual([at('11:35'), at('11:50')]);
  });

  it('200 concurrent orders across channels never overfill a bucket', async () => {
    const channels: Channel[] = ['asap', 'dine-in', 'pickup'];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        order(RACE, channels[i % 3]!, i % 3 === 2 ? { pickup: at(i % 2 ? '12:00' : '13:00') } : {}),
      ),
    );
    const statuses = results.map((r) => (r.statusCode === 200 ? 200 : r.json().code));
    expect(
      statuses.every((s) => s === 200 || s === 417),
      results.find((r) => r.statusCode !== 200 && r.json().code !== 417)?.body,
    ).toBe(true);
    const placed = statuses.filter((s) => s === 200).length;
    const rows = await loads(RACE);
    expect(Math.max(...Object.values(rows))).toBeLessThanOrEqual(GRILL_SECONDS);
    // Every placed order's five minutes, no more, no less.
    expect(Object.values(rows).reduce((a, b) => a + b, 0)).toBe(placed * 300);
    expect(placed).toBeGreaterThan(0);
    expect(statuses).toContain(417);
  }, 120_000);
});

describe('busy mode', () => {
  const busy = (token: string, body: object, restaurantId = BUSY) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${restaurantId}/busy`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it('a manager delays every quote or cuts capacity for a while, and quotes follow at once', async () => {
    expect((await quote(BUSY, [cartItem('bowl', 6)])).quote?.asap).toBe(at('11:45'));
    const delayed = await busy(manager, { delayMinutes: 20, capacityCutPercent: 0, forMinutes: 60 });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json()).toMatchObject({
      paced: true,
      delayMinutes: 20,
      until: '2026-03-04T17:30:00.000Z',
    });
    // The bowl's 5 minutes, then the 20 of the delay.
    expect((await quote(BUSY, [cartItem('bowl')])).quote).toEqual({
      asap: at('11:55'),
      delayMinutes: 20,
      ordersAhead: 0,
    });
    // Slots before the delay are full for every cart.
    const day = await quote(BUSY, [cartItem('bowl')]);
    expect(day.slots.find((s) => s.start === at('11:45'))?.full).toBe(true);

    expect(
      (await busy(manager, { delayMinutes: 0, capacityCutPercent: 50, forMinutes: 60 })).statusCode,
    ).toBe(200);
    // Half the grill: 30 minutes of work takes two buckets, ready at noon instead of 11:45.
    expect((await quote(BUSY, [cartItem('bowl', 6)])).quote?.asap).toBe(at('12:00'));

    const ended = await busy(manager, { delayMinutes: 0, capacityCutPercent: 0, forMinutes: 5 });
    expect(ended.json()).toMatchObject({ delayMinutes: 0, capacityCutPercent: 0, until: null });
    expect((await quote(BUSY, [cartItem('bowl', 6)])).quote?.asap).toBe(at('11:45'));
  });

  it('is refused to staff without the pause right, off its steps, and where nothing is paced', async () => {
    expect((await busy(staff, { delayMinutes: 10, capacityCutPercent: 0, forMinutes: 30 })).statusCode).toBe(
      403,
    );
    expect((await busy(manager, { delayMinutes: 7, capacityCutPercent: 0, forMinutes: 30 })).statusCode).toBe(
      400,
    );
    expect(
      (await busy(manager, { delayMinutes: 125, capacityCutPercent: 0, forMinutes: 30 })).statusCode,
    ).toBe(400);
    const unpaced = await busy(
      unpacedManager,
      { delayMinutes: 10, capacityCutPercent: 0, forMinutes: 30 },
      UNPACED,
    );
    expect(unpaced.statusCode).toBe(409);
  });
});

describe('a cancelled order gives its make-time and its slot back', () => {
  const setStatus = (token: string, restaurantId: number, id: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${id}/status`,
      headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': String(restaurantId) },
      payload: body,
    });
  const slotCount = async (restaurantId: number) => {
    const rows = await t.db
      .select({ count: slotReservations.count })
      .from(slotReservations)
      .where(eq(slotReservations.restaurantId, restaurantId));
    return rows.reduce((sum, r) => sum + r.count, 0);
  };

  it('declined while pending (the card voided) and cancelled once accepted (the card refunded)', async () => {
    const empty = (await quote(CANCEL, [cartItem('bowl', 4)])).quote?.asap;
    const kept = await order(CANCEL, 'pickup', { items: [cartItem('bowl', 2)], pickup: at('12:00') });
    const declined = await order(CANCEL, 'asap', { items: [cartItem('bowl', 3)] });
    const accepted = await order(CANCEL, 'pickup', { items: [cartItem('bowl', 4)], pickup: at('12:30') });
    for (const res of [kept, declined, accepted]) expect(res.statusCode, res.body).toBe(200);
    const all = await loads(CANCEL);
    expect(Object.values(all).reduce((a, b) => a + b, 0)).toBe(9 * 300);
    expect(await slotCount(CANCEL)).toBe(3);

    const decline = await setStatus(cancelManager, CANCEL, declined.json().id, {
      status: 'cancelled',
      reason: 'Out of bowls',
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(Object.values(await loads(CANCEL)).reduce((a, b) => a + b, 0)).toBe(6 * 300);
    expect(await slotCount(CANCEL)).toBe(2);

    expect(
      (await setStatus(cancelManager, CANCEL, accepted.json().id, { status: 'in_progress' })).statusCode,
    ).toBe(200);
    const cancel = await setStatus(cancelManager, CANCEL, accepted.json().id, {
      status: 'cancelled',
      reason: 'Fryer down',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // What is left is the kept order's ten minutes, where they were.
    expect(await loads(CANCEL)).toEqual({ [at('11:45')]: 600 });
    expect(await slotCount(CANCEL)).toBe(1);
    // The freed capacity is quoted at once: four bowls are quoted as before any of these orders.
    expect(empty).toBe(at('11:40'));
    expect((await quote(CANCEL, [cartItem('bowl', 4)])).quote?.asap).toBe(empty);
  });

  it("one order of a hub's checkout gives back its own kitchen's part alone", async () => {
    const res = await order(CANCEL_HUB, 'asap', {
      items: [cartItem('bowl', 2), { ...cartItem('taco', 3, 4), menu_id: 'k2', section_id: 'k2s' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().orders as { id: string; menuId: string }[];
    const tacos = placed.find((o) => o.menuId === 'k2')!;
    const cancel = await setStatus(cancelHubManager, CANCEL_HUB, tacos.id, {
      status: 'cancelled',
      reason: 'Taco stand closed',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await loads(CANCEL_HUB, 'k2')).toEqual({});
    expect(await loads(CANCEL_HUB, 'to')).toEqual({ [at('11:30')]: 600 });
  });

  it('gives back only the buckets not yet past', async () => {
    const res = await order(CANCEL, 'pickup', { items: [cartItem('bowl', 6)], pickup: at('13:00') });
    expect(res.statusCode, res.body).toBe(200);
    const before = await loads(CANCEL);
    expect(before[at('12:45')]).toBe(GRILL_SECONDS);
    // At 13:01 the work placed in the 12:45 bucket is spent: nothing of it is given back.
    vi.setSystemTime(new Date('2026-03-04T18:01:00Z'));
    try {
      const cancel = await setStatus(cancelManager, CANCEL, res.json().id, {
        status: 'cancelled',
        reason: 'Too late',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    } finally {
      vi.setSystemTime(NOW);
    }
    expect(await loads(CANCEL)).toEqual({ ...before, [at('12:45')]: GRILL_SECONDS });
  });
});
