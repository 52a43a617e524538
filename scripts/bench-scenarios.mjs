// The routes measured by `npm run bench`. The first is the baseline every other route is compared with.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

/**
 * maple-table's data file without its kitchen (stations and make times too: a station must be the kitchen's), written
 * to a temporary file for the import command. Every demo restaurant paces its kitchen by make-time
 * (docs/decisions/041-kitchen-pacing.md): at one instant a few hundred orders fill maple-table's buckets and the rest
 * are refused as full (417). The benches measure the order path, not the kitchen, so they publish this version after
 * the demo seed, and nothing caps the scenarios' dine-in orders.
 */
export function unpacedMapleTable() {
  const unpaced = JSON.parse(readFileSync(join(root, 'demo/maple-table.json'), 'utf8'), (key, value) =>
    key === 'kitchen' || key === 'station' || key === 'make_time' ? undefined : value,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-unpaced-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'maple-table.json');
  writeFileSync(file, JSON.stringify(unpaced));
  return file;
}

export async function benchScenarios(base) {
  const slug = 'maple-table';
  const etag = (await fetch(`${base}/${slug}/data.json`)).headers.get('etag') ?? '';
  return [
    { name: 'GET /api/ping (baseline)', request: { path: '/api/ping' } },
    {
      // As a browser asks for it: compressed (the server keeps a brotli copy of each published version).
      name: `GET /${slug}/data.json (200, br)`,
      request: { path: `/${slug}/data.json`, headers: { 'accept-encoding': 'br, gzip' } },
      goal: atLeastOfBaseline(80),
    },
    {
      // A client that accepts no compression gets the whole 160 KB body, the same bytes kept with the version.
      name: `GET /${slug}/data.json (200, identity)`,
      request: { path: `/${slug}/data.json` },
      goal: atLeastOfBaseline(80),
    },
    {
      name: `GET /${slug}/data.json (304)`,
      request: { path: `/${slug}/data.json`, headers: { 'if-none-match': etag } },
      expectStatus: 304,
      goal: atLeastOfBaseline(80),
    },
    {
      // The server reprices a 20-line maple-table cart (domain pipeline on the menu in memory, promo code, tip).
      name: 'POST /api/orders/set-costs (20 lines)',
      request: {
        path: '/api/orders/set-costs',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-restaurant-id': '101' },
        body: JSON.stringify({
          items: takeoutCart(20),
          costs: { discount: { code: 'WELCOME10' }, tip: { type: 'percentage', percentageValue: 15 } },
          config: { takeout: true },
          type: 'take-out',
        }),
      },
      goal: both(atLeastOfBaseline(40), p99AtMost(15)),
    },
    {
      // A new order per request (fresh Idempotency-Key): repricing, one transaction, a sandbox authorization.
      // Dine-in on the dinner menu has no slot capacity; the server's clock is in maple-table's hours (CLOCK_START).
      name: 'POST /api/orders (new order, dine-in, 3 lines)',
      request: {
        path: '/api/orders',
        method: 'POST',
        requests: [{ method: 'POST', path: '/api/orders', setupRequest: newOrderRequest }],
      },
      goal: p99AtMost(150),
    },
    {
      // A retried submission: the stored first answer, no transaction and no charge.
      name: 'POST /api/orders (retry, same Idempotency-Key)',
      request: await retryRequest(base),
    },
  ];
}

/**
 * A row's goal: `text` says it in the table, `met` reads the row. Goals are the same on both databases; the order
 * path's PostgreSQL-only goals (commit rate) are printed by bench.mjs.
 */
function atLeastOfBaseline(percent) {
  return {
    text: `>= ${percent} % of baseline`,
    met: (row) => Number.parseInt(row['% of baseline'], 10) >= percent,
  };
}

function p99AtMost(ms) {
  return { text: `p99 <= ${ms} ms`, met: (row) => row['p99 ms'] <= ms };
}

function both(...goals) {
  return { text: goals.map((g) => g.text).join(', '), met: (row) => goals.every((g) => g.met(row)) };
}

const TAKEOUT = [
  ['mt-t-starters', 'mt-poutine'],
  ['mt-t-starters', 'mt-squash-soup'],
  ['mt-t-mains', 'mt-maple-salmon'],
  ['mt-t-mains', 'mt-mushroom-risotto'],
  ['mt-t-mains', 'mt-roast-chicken'],
  ['mt-t-mains', 'mt-tourtiere'],
  ['mt-t-mains', 'mt-buddha-bowl'],
  ['mt-t-burgers', 'mt-smash-burger'],
  ['mt-t-burgers', 'mt-chicken-sandwich'],
  ['mt-t-burgers', 'mt-plant-burger'],
  ['mt-t-sides', 'mt-fries'],
  ['mt-t-sides', 'mt-sweet-potato-fries'],
  ['mt-t-desserts', 'mt-butter-tart'],
  ['mt-t-desserts', 'mt-sticky-toffee'],
  ['mt-t-desserts', 'mt-apple-crumble'],
  ['mt-t-drinks', 'mt-drip-coffee'],
  ['mt-t-drinks', 'mt-lemonade'],
  ['mt-t-market', 'mt-maple-syrup'],
];

function takeoutCart(lines) {
  return Array.from({ length: lines }, (_, n) => {
    const [section, id] = TAKEOUT[n % TAKEOUT.length];
    return {
      id,
      menu_id: 'mt-takeout',
      section_id: section,
      orderId: n + 1,
      // One of each: maple-table takes at most 22 items per cart.
      quantity: 1,
      orderPrice: 0,
    };
  });
}

const DINNER = [
  ['mt-s-starters', 'mt-calamari'],
  ['mt-s-starters', 'mt-trout-dip'],
  ['mt-s-starters', 'mt-squash-soup'],
];

// The server's clock started at CLOCK_START when bench.mjs spawned it (CLOCK_STARTED_AT) and runs at the wall
// clock's pace.
function serverNow() {
  const { CLOCK_START, CLOCK_STARTED_AT } = process.env;
  if (!CLOCK_START || !CLOCK_STARTED_AT) return Date.now();
  return Date.parse(CLOCK_START) + (Date.now() - Number(CLOCK_STARTED_AT));
}

function orderBody() {
  return {
    type: 'dine-in',
    data: {
      config: { tableNum: '12', restaurantId: '101' },
      items: DINNER.map(([section, id], n) => ({
        id,
        menu_id: 'mt-dinner',
        section_id: section,
        orderId: n + 1,
        quantity: 1,
        orderPrice: 0,
      })),
      costs: {},
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Bench Diner', phone_number: '416-555-0100' },
        // maple-table asks a required question.
        questions: [{ id: 'q-allergies', answer: 'No allergies' }],
        card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
      },
    },
    pickup_time: new Date(serverNow() + 60_000).toISOString(),
  };
}

let orderSeq = 0;
function newOrderRequest(req) {
  orderSeq += 1;
  return {
    ...req,
    headers: {
      'content-type': 'application/json',
      'x-restaurant-id': '101',
      'idempotency-key': `bench-${process.pid}-${Date.now()}-${orderSeq}`,
    },
    body: JSON.stringify(orderBody()),
  };
}

/** Places one order, then replays its key: every request of the scenario is a retry of that order. */
async function retryRequest(base) {
  const headers = {
    'content-type': 'application/json',
    'x-restaurant-id': '101',
    'idempotency-key': `bench-retry-${process.pid}-${Date.now()}`,
  };
  const body = JSON.stringify(orderBody());
  await fetch(`${base}/api/orders`, { method: 'POST', headers, body });
  return { path: '/api/orders', method: 'POST', headers, body };
}
