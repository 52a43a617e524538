// The order path measured so that a busy machine does not move the figures much: one connection placing orders one
// after the other (latency), the server's CPU per order (from /proc, not wall time) and the statements per order
// (the server's `ordering_db_statements_total`), each counted until the outbox has sent what the orders queued.
// Optionally a CPU profile of the server (BENCH_CPU_PROF=1, or =load for the concurrent run; `node --cpu-prof`, summarized by package and function)
// and a concurrent run (BENCH_CONNECTIONS=50; with SANDBOX_GATEWAY_LATENCY_MS=300 the processor takes 300 ms), and
// sequential orders naming a promo code (BENCH_PROMO_CODE=WELCOME10). The embedded database by default; PostgreSQL
// with DATABASE_URL.
//   node scripts/bench-order-path.mjs            BENCH_ORDERS=200 BENCH_CPU_PROF=1 BENCH_CONNECTIONS=50
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds, loadRow, loadRun, postmasterPid, sum, treeCpu, untilHealthy } from './bench-report.mjs';
import { benchScenarios, unpacedMapleTable } from './bench-scenarios.mjs';
import { log, onNode24, root, runOrExit, start } from './lib.mjs';

await onNode24(import.meta.url);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 0);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_CPU_PROF=1 profiles the sequential orders; BENCH_CPU_PROF=load, the concurrent run.
const PROFILE = ['1', 'load'].includes(process.env.BENCH_CPU_PROF ?? '');
const PROFILE_LOAD = process.env.BENCH_CPU_PROF === 'load';
// The sequential orders name this promo code (WELCOME10, say): what a code costs the order path.
const PROMO_CODE = process.env.BENCH_PROMO_CODE;
const TOKEN = randomBytes(16).toString('hex');

// Each scrape runs one statement of its own (the outbox's backlog), after the statement counter is read.
let scrapes = 0;
async function metric(base, name) {
  scrapes++;
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/** Waits until the outbox has nothing due (the orders' confirmations sent), 30 s at most. */
async function outboxDrained(base) {
  for (let i = 0; i < 300; i++) {
    if ((await metric(base, 'ordering_outbox_backlog')) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the outbox did not drain in 30 s');
}

const withPromoCode = (body, code) => {
  const order = JSON.parse(body);
  order.data.costs = { ...order.data.costs, discount: { code } };
  return JSON.stringify(order);
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The monotonic clock in microseconds, the one V8's profiles are timed with (on Linux, shared by processes). */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time by package (node_modules/<name>, node's own, the app) and by function, from a .cpuprofile, counting only
 * the samples taken between `from` and `to` (the sequential orders, not the server's start).
 */
function summarize(file, from, to) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const packages = new Map();
  const functions = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url;
    const pkg =
      url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      (url.startsWith('node:')
        ? 'node'
        : url.includes('/apps/') || url.includes('/packages/')
          ? 'app'
          : '(vm)');
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'} ${pkg === 'app' ? url.split('/src/')[1] : pkg}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 1000),
        '%': ((micros / total) * 100).toFixed(1),
      }));
  log(`CPU profile ${file}: ${Math.round(total / 1000)} ms sampled while placing the sequential orders`);
  console.table(top(packages, 12));
  console.table(top(functions, 25));
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-order-path-'));
// Kept after the run, for a closer look (Chrome's DevTools open it).
const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'bench-order-path-profile-')) : '';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  DEMO: '1',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  METRICS_TOKEN: TOKEN,
  LOG_LEVEL: 'warn',
};
env.CLOCK_START = execFileSync(
  process.execPath,
  ['--import', 'tsx', '-e', "import('./e2e/clock.ts').then((m) => process.stdout.write(m.E2E_NOW))"],
  { cwd: root, encoding: 'utf8' },
).trim();
const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
runOrExit('npx', ['tsx', 'apps/server/src/cli/seed.ts'], { env, stdio: 'ignore' });
runOrExit('npx', ['tsx', 'apps/server/src/cli/import.ts', unpacedMapleTable()], { env, stdio: 'ignore' });

// BENCH_PORT when several benches share the machine; else one at random.
const port = process.env.BENCH_PORT ?? String(3300 + Math.floor(Math.random() * 40));
const base = `http://127.0.0.1:${port}`;
process.env.CLOCK_START = env.CLOCK_START;
process.env.CLOCK_STARTED_AT = String(Date.now());
const window = { from: 0, to: Number.POSITIVE_INFINITY };
const server = start(
  process.execPath,
  [
    ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    'apps/server/src/server.ts',
  ],
  {
    env: { ...env, PORT: port, HOST: '127.0.0.1', PUBLIC_ORIGIN: base },
    stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
  },
);
try {
  await untilHealthy(server, base);
  const scenario = (await benchScenarios(base)).find((s) => s.name.startsWith('POST /api/orders (new order'));
  const order = scenario.request.requests[0].setupRequest;
  const place = async () => {
    const { headers, body: plain } = order({});
    const body = PROMO_CODE ? withPromoCode(plain, PROMO_CODE) : plain;
    const started = performance.now();
    const answer = await fetch(`${base}/api/orders`, { method: 'POST', headers, body });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`an order was answered ${answer.status}`);
    return performance.now() - started;
  };
  // Warm up: the statements prepared, the code compiled.
  for (let i = 0; i < 30; i++) await place();
  await outboxDrained(base);

  const statementsBefore = await metric(base, 'ordering_db_statements_total');
  const scrapesBefore = scrapes;
  const cpuBefore = cpuSeconds(server.pid);
  // PostgreSQL's processes too, when it runs on this machine: its backends' CPU is the order's as much as the API's.
  const postmaster = env.DATABASE_URL ? await postmasterPid(env.DATABASE_URL) : undefined;
  const pgBefore = postmaster ? treeCpu(postmaster) : undefined;
  window.from = monotonicMicros();
  const latencies = [];
  for (let i = 0; i < ORDERS; i++) latencies.push(await place());
  const statementsPlaced = await metric(base, 'ordering_db_statements_total');
  const scrapesPlaced = scrapes;
  await outboxDrained(base);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const pgCpu = postmaster ? sum(treeCpu(postmaster, pgBefore)) - sum(pgBefore) : Number.NaN;
  window.to = monotonicMicros();
  const scrapesAfter = scrapes;
  const statementsAfter = await metric(base, 'ordering_db_statements_total');
  latencies.sort((a, b) => a - b);
  log(
    `${database}: ${ORDERS} orders one after the other on one connection (outbox drained after them)` +
      (PROMO_CODE ? `, each with the promo code ${PROMO_CODE}` : ''),
  );
  console.table([
    {
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p90 ms': percentile(latencies, 90).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      'server CPU ms/order': ((cpu * 1000) / ORDERS).toFixed(2),
      ...(postmaster ? { 'PostgreSQL CPU ms/order': ((pgCpu * 1000) / ORDERS).toFixed(2) } : {}),
      // The scrapes' own statements are not the orders'.
      'statements/order (while placing)': (
        (statementsPlaced - statementsBefore - (scrapesPlaced - scrapesBefore)) /
        ORDERS
      ).toFixed(2),
      'statements/order (outbox drained)': (
        (statementsAfter - statementsBefore - (scrapesAfter - scrapesBefore + 1)) /
        ORDERS
      ).toFixed(2),
    },
  ]);

  if (CONNECTIONS > 0) {
    // Under load the grouped statements (decision 028) serve many orders each: statements and CPU per order are
    // counted here too, until the outbox has sent what the load queued.
    const loadStatementsBefore = await metric(base, 'ordering_db_statements_total');
    const loadScrapesBefore = scrapes;
    const loadCpuBefore = cpuSeconds(server.pid);
    const loadPgBefore = postmaster ? treeCpu(postmaster) : undefined;
    if (PROFILE_LOAD) window.from = monotonicMicros();
    const r = await loadRun({
      url: `${base}${scenario.request.path}`,
      ...scenario.request,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    await outboxDrained(base);
    if (PROFILE_LOAD) window.to = monotonicMicros();
    const loadCpu = cpuSeconds(server.pid) - loadCpuBefore;
    const loadPgCpu = postmaster ? sum(treeCpu(postmaster, loadPgBefore)) - sum(loadPgBefore) : Number.NaN;
    const loadStatements =
      (await metric(base, 'ordering_db_statements_total')) -
      loadStatementsBefore -
      (scrapes - loadScrapesBefore);
    const placed = r['2xx'];
    log(`${database}: ${CONNECTIONS} connections, ${DURATION} s (per order: until the outbox drained)`);
    console.table([
      {
        ...loadRow(r, DURATION),
        'server CPU ms/order': ((loadCpu * 1000) / placed).toFixed(2),
        ...(postmaster ? { 'PostgreSQL CPU ms/order': ((loadPgCpu * 1000) / placed).toFixed(2) } : {}),
        'statements/order': (loadStatements / placed).toFixed(2),
      },
    ]);
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}
if (PROFILE)
  for (const name of readdirSync(profileDir)) summarize(join(profileDir, name), window.from, window.to);
rmSync(dataDir, { recursive: true, force: true });
