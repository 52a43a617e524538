// `npx tsx scripts/pacing-sim.ts [seed]`: a lunch rush at the demo's Maple Table (its data file's make times,
// stations and capacities), seeded and reproducible, quoted two ways on the same arrivals: with kitchen pacing
// (packages/domain/src/pacing) and with today's per-slot order caps. A simulated kitchen then makes every order (each
// station works at its capacity, earliest due first, and no order is made faster than its longest line) and says
// when it is really ready. Prints, for each way: the
// gap between quoted and simulated ready times, the share of orders pacing quotes later, and the peak load of a
// 15-minute bucket against its capacity. Docs: docs/decisions/041-kitchen-pacing.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DataFileMenu, parseDataFile } from '@ordering/domain/menu/data-file';
import { BUCKET_MS, bucketOf, kitchenState, stationSeconds } from '@ordering/domain/pacing/kitchen';
import { type LoadLine, makeSpanMinutes, orderLoad, type StationLoad } from '@ordering/domain/pacing/load';
import { earliestFit, spreadLoad, withAllocations } from '@ordering/domain/pacing/spread';

const seed = Number(process.argv[2] ?? 39);
const parsed = parseDataFile(
  JSON.parse(readFileSync(join(import.meta.dirname, '../demo/maple-table.json'), 'utf8')),
);
if (!parsed.ok) throw new Error('demo/maple-table.json does not parse');
const file = parsed.data;
const kitchen = file.restaurant.kitchen;
if (!kitchen) throw new Error('maple-table has no kitchen');
const zone = file.restaurant.timezone;
const dineInMenu = file.menus.find((m) => m.id === 'mt-dinner')!;
const takeOutMenu = file.menus.find((m) => m.id === 'mt-takeout')!;
const TAKE_OUT_LEAD = takeOutMenu.estimated_prep_time ?? 25;
const SLOT_CAP = takeOutMenu.max_orders_per_interval ?? 6;
const MIN = 60_000;
// Wednesday 4 March 2026: the doors open at 11:30 (16:30 UTC), the rush is over by 14:00.
const OPEN = Date.parse('2026-03-04T16:30:00Z');
const LAST_ORDER = Date.parse('2026-03-04T19:00:00Z');

// Mulberry32: a small seeded generator, so a seed gives the same service every run.
let state = seed >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const exp = (rate: number) => -Math.log(1 - random()) / rate;

function sectionItems(menu: DataFileMenu, station: string): LoadLine[] {
  return menu.sections
    .filter((s) => s.station === station)
    .flatMap((s) => s.items.map((i) => ({ id: i.id, menu_id: menu.id, section_id: s.id, quantity: 1 })));
}

/** A diner's lines: a main for most, a starter or side for some, a drink and a dessert now and then. */
function cartFor(menu: DataFileMenu, guests: number): LoadLine[] {
  const lines: LoadLine[] = [];
  for (let g = 0; g < guests; g++) {
    lines.push(pick(random() < 0.85 ? sectionItems(menu, 'grill') : sectionItems(menu, 'cold')));
    if (random() < 0.4) lines.push(pick(sectionItems(menu, 'fryer')));
    if (random() < 0.5) lines.push(pick(sectionItems(menu, 'bar')));
    if (random() < 0.15) lines.push(pick(sectionItems(menu, 'pastry')));
  }
  return lines;
}

type Channel = 'dine-in' | 'take-out' | 'scheduled';
interface Order {
  channel: Channel;
  at: number;
  load: StationLoad;
  /** The longest line's make time (ms): no cook makes the order faster. */
  span: number;
  /** Take-out and dine-in: the earliest the diner may have it; scheduled: the slot asked for. */
  wanted: number;
}

/** Arrivals per minute by channel, rising to the noon peak and falling after 13:00. */
function rate(channel: Channel, at: number): number {
  const minute = (at - OPEN) / MIN;
  const peak = minute >= 30 && minute < 90 ? 1 : minute < 150 ? 0.4 : 0.2;
  return { 'dine-in': 0.22, 'take-out': 0.16, scheduled: 0.07 }[channel] * peak;
}

const orders: Order[] = [];
for (const channel of ['dine-in', 'take-out', 'scheduled'] as const) {
  // Thinning a Poisson process at the peak rate gives the varying rate.
  const top = rate(channel, OPEN + 45 * MIN);
  for (let at = OPEN + exp(top) * MIN; at < LAST_ORDER; at += exp(top) * MIN) {
    if (random() > rate(channel, at) / top) continue;
    const menu = channel === 'dine-in' ? dineInMenu : takeOutMenu;
    const guests = channel === 'dine-in' ? 1 + Math.floor(random() * 4) : 1 + Math.floor(random() * 3);
    const lines = cartFor(menu, guests);
    const load = orderLoad(file, lines);
    const span = makeSpanMinutes(file, lines);
    const lead = channel === 'dine-in' ? 0 : TAKE_OUT_LEAD;
    const ahead = channel === 'scheduled' ? (30 + Math.floor(random() * 7) * 15) * MIN : 0;
    const wanted =
      channel === 'scheduled' ? Math.ceil((at + ahead) / BUCKET_MS) * BUCKET_MS : at + lead * MIN;
    orders.push({ channel, at, load, span: span * MIN, wanted });
  }
}
orders.sort((a, b) => a.at - b.at);

interface Quoted {
  due: number;
  /** When the kitchen gets the ticket: the first bucket pacing gave it, or today due minus the lead. */
  release: number;
}

/** Kitchen pacing: the domain's quote on the buckets as the earlier orders left them. */
function pacedQuotes(): { quotes: Quoted[]; used: Map<string, number> } {
  let used = new Map<string, number>();
  const quotes = orders.map((o) => {
    const now = new Date(o.at);
    const s = kitchenState({ kitchen: kitchen!, zone, busy: null, used });
    const fit =
      o.channel === 'scheduled'
        ? (() => {
            // The diner takes the slot asked for, or the first later one the kitchen can make.
            for (let due = o.wanted; due < o.wanted + 4 * 3_600_000; due += BUCKET_MS) {
              const allocations = spreadLoad({ load: o.load, due: new Date(due), now, state: s });
              if (allocations) return { due: new Date(due), allocations };
            }
            return null;
          })()
        : earliestFit({
            load: o.load,
            // As the server quotes: not before the longest line can be made (kitchen-pacing.ts).
            earliest: new Date(Math.max(o.wanted, o.at + o.span)),
            latest: new Date(o.wanted + 4 * 3_600_000),
            now,
            state: s,
          });
    if (!fit) throw new Error('nothing fits in four hours');
    used = withAllocations(used, fit.allocations);
    // Fired when its work must start to be done by its time at the stations' pace (its longest line at least), never
    // before the first bucket pacing gave it: a scheduled order is not made an hour early and kept warm.
    const due = fit.due.getTime();
    const first = Math.min(...fit.allocations.map((a) => a.bucket), due);
    const pace = Math.max(
      o.span,
      ...Object.entries(o.load).map(([station, seconds]) => {
        const perMs = stationSeconds(kitchen!, station, bucketOf(due - 1), zone) / BUCKET_MS;
        return perMs > 0 ? seconds / perMs : 0;
      }),
    );
    return { due, release: Math.max(o.at, first, due - pace) };
  });
  return { quotes, used };
}

/** Today: now plus the lead for an order now; the slot asked for; a full slot (take-out's cap) moves it on. */
function cappedQuotes(): Quoted[] {
  const taken = new Map<number, number>();
  return orders.map((o) => {
    if (o.channel === 'dine-in') return { due: o.wanted, release: o.at };
    let due = o.wanted;
    let slot = bucketOf(due);
    while ((taken.get(slot) ?? 0) >= SLOT_CAP) {
      slot += BUCKET_MS;
      due = slot;
    }
    taken.set(slot, (taken.get(slot) ?? 0) + 1);
    return { due, release: Math.max(o.at, due - TAKE_OUT_LEAD * MIN) };
  });
}

/**
 * The kitchen at work: each station makes, every 15 seconds, its capacity's share of work on the tickets it holds,
 * earliest due first. An order is ready when its last station is done with it.
 */
function simulate(quotes: readonly Quoted[]): number[] {
  const stations = kitchen!.stations.map((s) => s.id);
  const left = orders.map((o) => ({ ...o.load }) as Record<string, number>);
  const ready = orders.map((o, i) =>
    Object.values(o.load).every((v) => v === 0) ? quotes[i]!.release : Number.NaN,
  );
  const step = 15_000;
  for (let t = OPEN; ready.some(Number.isNaN) && t < OPEN + 12 * 3_600_000; t += step) {
    for (const station of stations) {
      let budget = (stationSeconds(kitchen!, station, bucketOf(t), zone) * step) / BUCKET_MS;
      const waiting = orders
        .map((_, i) => i)
        .filter((i) => quotes[i]!.release <= t && (left[i]![station] ?? 0) > 0)
        .sort((a, b) => quotes[a]!.due - quotes[b]!.due);
      for (const i of waiting) {
        if (budget <= 0) break;
        const done = Math.min(budget, left[i]![station]!);
        left[i]![station]! -= done;
        budget -= done;
      }
    }
    for (let i = 0; i < orders.length; i++) {
      // Shared capacity aside, an order takes at least its longest line's make time from when it is fired.
      if (Number.isNaN(ready[i]!) && Object.values(left[i]!).every((v) => v <= 1e-9))
        ready[i] = Math.max(t + step, quotes[i]!.release + orders[i]!.span);
    }
  }
  return ready;
}

/** Make-time due per station and bucket: with pacing, as placed; today, each order's work in the bucket before it. */
function peakShare(used: Map<string, number>): number {
  let peak = 0;
  for (const [key, seconds] of used) {
    const [station, bucket] = key.split('|');
    const capacity = stationSeconds(kitchen!, station!, Number(bucket), zone);
    if (capacity > 0) peak = Math.max(peak, seconds / capacity);
  }
  return peak;
}
function cappedLoad(quotes: readonly Quoted[]): Map<string, number> {
  const used = new Map<string, number>();
  orders.forEach((o, i) => {
    const bucket = bucketOf(quotes[i]!.due - 1);
    for (const [station, seconds] of Object.entries(o.load)) {
      const key = `${station}|${bucket}`;
      used.set(key, (used.get(key) ?? 0) + seconds);
    }
  });
  return used;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};
function report(name: string, quotes: readonly Quoted[], used: Map<string, number>) {
  const ready = simulate(quotes);
  // Late: ready after the time promised; the gap either way is how far the promise is from the truth.
  const late = quotes.map((q, i) => Math.max(0, ready[i]! - q.due) / MIN);
  const gap = quotes.map((q, i) => Math.abs(ready[i]! - Math.max(q.due, orders[i]!.at)) / MIN);
  const wait = quotes.map((q, i) => (q.due - orders[i]!.at) / MIN);
  return {
    way: name,
    'p90 late (min)': percentile(late, 0.9).toFixed(1),
    'p90 |gap| (min)': percentile(gap, 0.9).toFixed(1),
    'max late (min)': Math.max(...late).toFixed(1),
    'mean quoted wait (min)': (wait.reduce((a, b) => a + b, 0) / wait.length).toFixed(1),
    'peak bucket load / capacity': `${Math.round(peakShare(used) * 100)} %`,
  };
}

const paced = pacedQuotes();
const capped = cappedQuotes();
const later = paced.quotes.filter((q, i) => q.due > capped[i]!.due).length;
const counts = Object.fromEntries(
  (['dine-in', 'take-out', 'scheduled'] as const).map((c) => [
    c,
    orders.filter((o) => o.channel === c).length,
  ]),
);
console.log(`seed ${seed}: ${orders.length} orders (${JSON.stringify(counts)}), Maple Table, 11:30-14:00`);
console.table([
  report('kitchen pacing', paced.quotes, paced.used),
  report('per-slot caps', capped, cappedLoad(capped)),
]);
console.log(
  `orders quoted later with pacing than with per-slot caps: ${((100 * later) / orders.length).toFixed(1)} %`,
);
// Today a table order is promised nothing (its time is now), so most of those count as later; take-out alone:
const takeAway = orders.map((_, i) => i).filter((i) => orders[i]!.channel !== 'dine-in');
const laterTakeAway = takeAway.filter((i) => paced.quotes[i]!.due > capped[i]!.due).length;
const soonerTakeAway = takeAway.filter((i) => paced.quotes[i]!.due < capped[i]!.due).length;
console.log(
  `take-out and scheduled: ${((100 * laterTakeAway) / takeAway.length).toFixed(1)} % quoted later, ` +
    `${((100 * soonerTakeAway) / takeAway.length).toFixed(1)} % sooner`,
);
