// The production order path on PostgreSQL: POST /api/orders (a new dine-in order a request) against the compiled
// server with one process and with WEB_CONCURRENCY=2, its orders a second and p99, the CPU milliseconds an order
// costs (the server's processes and PostgreSQL's together, from /proc) and each process's resident memory after the
// load. The PostgreSQL server must run on this machine (its processes are read from /proc). Run by `npm run bench`
// when DATABASE_URL is set, or alone: `DATABASE_URL=postgres://… node scripts/bench-orders.mjs`.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  loadRow,
  loadRun,
  postmasterPid,
  residentMb,
  sum,
  tree,
  treeCpu,
  untilHealthy,
} from './bench-report.mjs';
import { benchScenarios, unpacedMapleTable } from './bench-scenarios.mjs';
import { log, onNode24, root, runOrExit, start } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cannon = (request) => loadRun({ connections: CONNECTIONS, duration: DURATION, ...request });

async function measure(processes, databaseUrl, postmaster, clockStart) {
  const port = String(3990 + Math.floor(Math.random() * 9));
  const base = `http://127.0.0.1:${port}`;
  // The scenario's pickup times follow the server's clock (bench-scenarios.mjs serverNow).
  process.env.CLOCK_START = clockStart;
  process.env.CLOCK_STARTED_AT = String(Date.now());
  const server = start(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_ORIGIN: base,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(processes),
    },
    stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
  });
  try {
    await untilHealthy(server, base);
    // Every worker listening (the first to answer is not all of them).
    while (processes > 1 && tree(server.pid).length < processes + 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const scenario = (await benchScenarios(base)).find((s) =>
      s.name.startsWith('POST /api/orders (new order'),
    );
    const request = { ...scenario.request, url: `${base}${scenario.request.path}` };
    await cannon({ ...request, duration: 2 });
    const apiBefore = treeCpu(server.pid);
    const pgBefore = treeCpu(postmaster);
    const r = await cannon(request);
    const api = sum(treeCpu(server.pid, apiBefore)) - sum(apiBefore);
    const db = sum(treeCpu(postmaster, pgBefore)) - sum(pgBefore);
    const orders = r['2xx'];
    const workers = tree(server.pid).filter((pid) => pid !== server.pid || processes === 1);
    return {
      processes,
      ...loadRow(r, DURATION),
      'CPU ms/order': Number((((api + db) * 1000) / orders).toFixed(2)),
      'API ms': Number(((api * 1000) / orders).toFixed(2)),
      'PostgreSQL ms': Number(((db * 1000) / orders).toFixed(2)),
      'resident MB after (each)': workers.map(residentMb).join(', '),
    };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
}

export async function benchOrders(databaseUrl) {
  if (!existsSync('/proc/self/stat')) return log('Orders per process: not measured (no /proc here)');
  const postmaster = await postmasterPid(databaseUrl);
  if (!postmaster || !existsSync(`/proc/${postmaster}`))
    return log('Orders per process: not measured (PostgreSQL does not run on this machine)');
  runOrExit('npm', ['run', '--silent', 'build', '-w', '@ordering/server'], { stdio: 'ignore' });
  runOrExit(process.execPath, ['apps/server/dist/seed-demo.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DEMO: '1' },
    stdio: 'ignore',
  });
  // maple-table without its kitchen: the order path is measured, not kitchen pacing's refusals.
  const file = unpacedMapleTable();
  runOrExit(process.execPath, ['apps/server/dist/import.js', file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  // The browser journeys' instant (a Wednesday noon in Toronto): maple-table is open, so these are orders.
  const clockStart =
    process.env.CLOCK_START ??
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./e2e/clock.ts').then((m) => process.stdout.write(m.E2E_NOW))"],
      { cwd: root, encoding: 'utf8' },
    ).trim();
  const rows = [];
  for (const processes of [1, 2]) rows.push(await measure(processes, databaseUrl, postmaster, clockStart));
  log(
    `Compiled server on PostgreSQL, POST /api/orders (new order) at ${CONNECTIONS} connections, ${DURATION} s ` +
      `(CPU ms/order: the server's processes and PostgreSQL's together; goal 1.0 ms: ` +
      `${rows.every((r) => r['CPU ms/order'] <= 1) ? 'met' : 'NOT met'})`,
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await onNode24(import.meta.url);
  if (!process.env.DATABASE_URL) {
    process.stderr.write('Set DATABASE_URL to a PostgreSQL database on this machine.\n');
    process.exit(1);
  }
  await benchOrders(process.env.DATABASE_URL);
}
