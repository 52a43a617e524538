// The staff console's two performance figures, measured by `npm run bench`:
// - the board with 500 orders of the day: the time from the orders' data being read to the board being in the DOM,
//   and to the next frame, in Debian's Chromium (the list is the real one of the server, repeated to 500 orders);
// - an order event reaching a board while the bench's order load runs: from the order's confirmation to its `order`
//   event on the restaurant's staff stream.
import { chromium } from '@playwright/test';

const STAFF = { email: 'staff.manager@example.com', password: 'Staff-2026!' };
const RESTAURANT_ID = 101; // maple-table

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => (n === null ? null : Math.round(n * 10) / 10);

export async function staffToken(base) {
  const res = await fetch(`${base}/api/auth/login-native`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}`);
  return (await res.json()).token;
}

/**
 * Listens to the restaurant's staff stream while the bench's order load runs: for each new order, the time from
 * its confirmation (the order's `updatedAt`, the server's ordering clock when the settling transaction marks it
 * placed, just before that transaction's commit sends the notice) to the event's arrival here, read on the same
 * clock.
 */
export function eventLatencyProbe(base, token) {
  const latencies = [];
  const abort = new AbortController();
  let running = true;
  const listening = (async () => {
    // An order's times are the server's ordering clock's (CLOCK_START, running since the server started): the
    // distance from this machine's clock, read once from the health check, halfway through its round trip.
    const asked = Date.now();
    const { time } = await (await fetch(`${base}/api/health`)).json();
    const serverAhead = Date.parse(time) - (asked + Date.now()) / 2;
    const res = await fetch(`${base}/api/staff/restaurants/${RESTAURANT_ID}/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`staff stream answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      const now = Date.now() + serverAhead;
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!message.startsWith('event: order')) continue;
        const event = JSON.parse(message.slice(message.indexOf('data: ') + 6));
        if (event.kind === 'new') latencies.push(now - Date.parse(event.order.updatedAt));
      }
    }
  })().catch((error) => {
    if (running) throw error;
  });
  return {
    async stop() {
      await new Promise((r) => setTimeout(r, 1000)); // the last events' way here
      running = false;
      abort.abort();
      await listening;
      return {
        events: latencies.length,
        'p50 ms': round(percentile(latencies, 50)),
        'p95 ms': round(percentile(latencies, 95)),
        'max ms': round(latencies.length ? Math.max(...latencies) : null),
      };
    },
  };
}

/**
 * Opens the board of maple-table in Chromium (a 1280x800 landscape screen, like a kitchen tablet's) with the day's
 * list made 500 orders long, `runs` times; the median figures.
 */
export async function boardRender(base, { orders = 500, runs = 5 } = {}) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const signIn = await context.request.post(`${base}/api/auth/login-native`, { data: STAFF });
    if (!signIn.ok()) throw new Error(`staff sign-in answered ${signIn.status()}`);
    await context.route(/\/api\/staff\/orders\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const real = body.orders;
      if (real.length === 0) throw new Error('the board has no order to repeat');
      const statuses = ['received', 'in_progress', 'ready', 'completed'];
      body.orders = Array.from({ length: orders }, (_, i) => ({
        ...real[i % real.length],
        id: `${real[i % real.length].id}-${i}`,
        number: 10_000 + i,
        status: statuses[i % statuses.length],
      }));
      await route.fulfill({ response, json: body });
    });
    await context.addInitScript(() => {
      const w = window;
      w.__board = { data: null, dom: null, frame: null, longTasks: [] };
      const original = w.fetch.bind(w);
      w.fetch = async (input, init) => {
        const res = await original(input, init);
        const url = typeof input === 'string' ? input : input.url;
        if (url.includes('/api/staff/orders?')) {
          for (const name of ['json', 'text']) {
            const read = res[name].bind(res);
            res[name] = async () => {
              const value = await read();
              w.__board.data = performance.now();
              return value;
            };
          }
        }
        return res;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__board.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_, observer) => {
        if (w.__board.data === null || !document.querySelector('[data-testid^="order-"]')) return;
        w.__board.dom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__board.frame = performance.now())));
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const samples = [];
    for (let run = 0; run < runs + 1; run++) {
      await page.goto(`${base}/staff/${RESTAURANT_ID}`);
      await page.waitForFunction(() => window.__board?.frame !== null, null, { timeout: 30_000 });
      const b = await page.evaluate(() => window.__board);
      const cards = await page.locator('[data-testid^="order-"]').count();
      const longest = Math.max(0, ...b.longTasks.filter(([start]) => start >= b.data - 1).map(([, d]) => d));
      if (run > 0) samples.push({ dom: b.dom - b.data, frame: b.frame - b.data, longest, cards }); // run 0 warms up
    }
    const median = (key) =>
      round(
        percentile(
          samples.map((s) => s[key]),
          50,
        ),
      );
    return {
      orders,
      'cards in the DOM': samples[0].cards,
      'data -> DOM ms (median)': median('dom'),
      'data -> next frame ms (median)': median('frame'),
      'longest task ms (median)': median('longest'),
      runs: samples.length,
    };
  } finally {
    await browser.close();
  }
}
