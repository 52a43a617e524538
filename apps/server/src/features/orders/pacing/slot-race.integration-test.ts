/**
 * Two orders "as soon as possible" racing for a slot's last place at a paced kitchen whose menu caps orders per slot
 * (decision 085), on two app instances sharing one PostgreSQL database: the one that loses the place is moved to the
 * next slot with room, never refused, and no slot holds more than its cap. The race is made certain, not hoped for:
 * the test holds a lock both submissions must wait on, and lets go once both are waiting. PostgreSQL only (the
 * PostgreSQL leg, DATABASE_URL): PGlite runs one transaction at a time, so nothing races there.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../../../app';
import type { Database } from '../../../db/client';
import { kitchenLoads, slotReservations } from '../../../db/schema';
import { buildTestAppPair } from '../../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, orderDataFile } from '../../../testing/order-fixtures';
import { importDataFile } from '../../restaurants';

const source = inject('testDb');
/** Wednesday 4 March 2026, 11:30 in Toronto. */
const NOW = new Date('2026-03-04T16:30:00Z');
const at = (hhmm: string) => `2026-03-04T${Number(hhmm.slice(0, 2)) + 5}:${hhmm.slice(3)}:00.000Z`;
const SLOT_ROW = 9457;
const BUCKET_ROWS = 9458;

/**
 * Take-out for now only, two orders per 15-minute slot; a bowl is 5 minutes at the grill, a tea 5 at the bar (two
 * stations, so two orders need not share a bucket row).
 */
function racedFile(id: number, slug: string) {
  const file = orderDataFile({ id, slug, maxPerSlot: 2 });
  return {
    ...file,
    restaurant: {
      ...file.restaurant,
      kitchen: {
        stations: [
          { id: 'grill', name: 'Grill', minutes_per_bucket: 30 },
          { id: 'bar', name: 'Bar', minutes_per_bucket: 30 },
        ],
      },
    },
    menus: file.menus.map((menu) =>
      menu.id === 'to'
        ? {
            ...menu,
            scheduled: false,
            sections: menu.sections.map((s) => ({
              ...s,
              make_time: 5,
              station: 'grill',
              items: [...s.items, { id: 'tea', name: 'Tea', price: 3, make_time: 5, station: 'bar' }],
            })),
          }
        : menu,
    ),
  } as typeof file;
}

let seq = 0;
const order = (app: App, restaurantId: number, item: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(restaurantId),
      'idempotency-key': `slot-race-${restaurantId}-${++seq}`,
    },
    payload: {
      type: 'take-out',
      data: {
        config: { restaurantId: String(restaurantId), takeout: true },
        items: [cartItem(item)],
        costs: {},
        checkout: { ...CARD_CHECKOUT, pickup: { scheduled: false } },
      },
      pickup_time: NOW.toISOString(),
    },
  });

/** Orders per slot start of the take-out menu. */
async function slotCounts(db: Database, restaurantId: number) {
  const rows = await db
    .select({ start: slotReservations.slotStart, count: slotReservations.count })
    .from(slotReservations)
    .where(and(eq(slotReservations.restaurantId, restaurantId), eq(slotReservations.menuId, 'to')))
    .orderBy(asc(slotReservations.slotStart));
  return Object.fromEntries(rows.map((r) => [r.start.toISOString(), r.count]));
}

/** Waits until `n` statements of this database wait for a lock: both submissions are then queued behind the test. */
async function waitersReach(db: Database, n: number) {
  const until = performance.now() + 15_000;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    if ((row?.n ?? 0) >= n) return;
    if (performance.now() > until) throw new Error(`fewer than ${n} statements waited for the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The times the orders keep, earliest first. */
async function keptTimes(app: App, answers: { json(): { id: string } }[]) {
  const times = await Promise.all(
    answers.map(
      async (a) =>
        (await app.inject({ method: 'GET', url: `/api/orders/${a.json().id}` })).json().pickup_time,
    ),
  );
  return times.sort();
}

describe.runIf(source.kind === 'pg')(
  'two orders "as soon as possible" racing for a slot’s last place',
  () => {
    let pair: Awaited<ReturnType<typeof buildTestAppPair>>;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
      pair = await buildTestAppPair();
      for (const [id, slug] of [
        [SLOT_ROW, 'race-slot-row'],
        [BUCKET_ROWS, 'race-bucket-rows'],
      ] as const) {
        expect((await importDataFile(pair.db, racedFile(id, slug))).ok).toBe(true);
      }
    }, 60_000);
    afterAll(async () => {
      await pair?.close();
      vi.useRealTimers();
    });

    /**
     * One order takes the 11:30 slot's first place; then, while the test holds `lock`, one order on each instance
     * starts, and both wait on it; the test lets go. Returns both answers and the slots' counts after.
     */
    async function race(
      restaurantId: number,
      items: [string, string],
      lock: (tx: Database) => Promise<unknown>,
    ) {
      const first = await order(pair.a, restaurantId, 'bowl');
      expect(first.statusCode, first.body).toBe(200);
      expect(await slotCounts(pair.db, restaurantId)).toEqual({ [at('11:30')]: 1 });
      let answers: Awaited<ReturnType<typeof order>>[] = [];
      let racing: Promise<void> = Promise.resolve();
      await pair.db.transaction(async (tx) => {
        await lock(tx as unknown as Database);
        racing = Promise.all([
          order(pair.a, restaurantId, items[0]),
          order(pair.b, restaurantId, items[1]),
        ]).then((both) => {
          answers = both;
        });
        await waitersReach(pair.db, 2);
      });
      await racing;
      return { answers, counts: await slotCounts(pair.db, restaurantId) };
    }

    it('on different stations (no bucket row shared), the slot row decides: the loser takes the next slot', async () => {
      const { answers, counts } = await race(SLOT_ROW, ['bowl', 'tea'], (tx) =>
        tx.execute(
          sql`select count from slot_reservations where restaurant_id = ${SLOT_ROW} and menu_id = 'to'
            and slot_start = ${at('11:30')}::timestamptz for update`,
        ),
      );
      expect(answers.map((a) => [a.statusCode, a.json().code ?? null])).toEqual([
        [200, null],
        [200, null],
      ]);
      expect(counts).toEqual({ [at('11:30')]: 2, [at('11:45')]: 1 });
      expect(await keptTimes(pair.a, answers)).toEqual([at('11:35'), at('11:45')]);
    });

    it('on the same station, the one that waited for the buckets sees the place taken and quotes the next slot', async () => {
      const { answers, counts } = await race(BUCKET_ROWS, ['bowl', 'bowl'], (tx) =>
        tx
          .select({ seconds: kitchenLoads.seconds })
          .from(kitchenLoads)
          .where(and(eq(kitchenLoads.restaurantId, BUCKET_ROWS), eq(kitchenLoads.station, 'grill')))
          .for('update'),
      );
      expect(answers.map((a) => [a.statusCode, a.json().code ?? null])).toEqual([
        [200, null],
        [200, null],
      ]);
      expect(counts).toEqual({ [at('11:30')]: 2, [at('11:45')]: 1 });
      expect(await keptTimes(pair.a, answers)).toEqual([at('11:35'), at('11:45')]);
    });
  },
);
