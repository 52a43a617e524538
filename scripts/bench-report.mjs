// What the order benches (bench-orders.mjs, bench-order-path.mjs) share to measure a run and report it: the server
// waited for until it answers, a load run with autocannon and its row of the report, and the CPU seconds of a
// process tree read from /proc (the server's processes, PostgreSQL's postmaster and backends).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export function stat(pid) {
  try {
    // After the command's closing parenthesis: field 4 (parent) is index 1, user and system time are 11 and 12.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond };
  } catch {
    return undefined; // ended meanwhile
  }
}

/** CPU seconds of one running process. */
export function cpuSeconds(pid) {
  const s = stat(pid);
  if (!s) throw new Error(`process ${pid} is not running`);
  return s.cpu;
}

/** A process and every process below it: the cluster's primary and workers, the postmaster and its backends. */
export function tree(rootPid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) parents.set(Number(name), s.ppid);
  }
  const pids = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!pids.has(pid) && pids.has(ppid)) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  return [...pids];
}

/** CPU seconds of a tree, counting processes that ended since `before` was taken by their last reading. */
export function treeCpu(rootPid, before = new Map()) {
  const now = new Map(before);
  for (const pid of tree(rootPid)) {
    const s = stat(pid);
    if (s) now.set(pid, s.cpu);
  }
  return now;
}
export const sum = (readings) => [...readings.values()].reduce((a, b) => a + b, 0);

export function residentMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The PostgreSQL server's main process, found through a backend of its own. */
export async function postmasterPid(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    return stat(rows[0].pid)?.ppid;
  } finally {
    await client.end();
  }
}

/** Waits until the started server answers /api/health, 120 s at most; throws if it ends first. */
export async function untilHealthy(server, base) {
  for (let waited = 0; ; waited += 100) {
    if (server.exitCode !== null) throw new Error(`the server ended (exit ${server.exitCode})`);
    if (waited > 120_000) throw new Error('no answer from /api/health in 120 s');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A load run: `connections` clients sending the request for `duration` seconds, one request in flight each. */
export function loadRun({ connections, duration, ...request }) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, pipelining: 1, ...request }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A load run's row of the report: orders a second, latency, and every request that did not answer 2xx. */
export function loadRow(result, duration) {
  return {
    'orders/s': Math.round(result['2xx'] / duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
