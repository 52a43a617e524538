// The production start's cost on PostgreSQL, per process: CPU seconds until /api/health answers and resident memory
// 5 s later, for the compiled server (apps/server/dist) and for the sources under tsx. Linux (/proc). Run by
// `npm run bench` when DATABASE_URL is set, or alone: `DATABASE_URL=postgres://… node scripts/bench-start.mjs`.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { log, onNode24, runOrExit, start } from './lib.mjs';

const ticksPerSecond = () => Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function cpuSeconds(pid) {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command's closing parenthesis: user and system time in ticks.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
}

function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

async function measure(label, args, databaseUrl) {
  const port = String(3900 + Math.floor(Math.random() * 90));
  const server = start(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`${label}: the server ended (exit ${server.exitCode})`);
      if (Date.now() > deadline) throw new Error(`${label}: no answer from /api/health in 120 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpu = cpuSeconds(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return { label, cpu, rss: residentMb(server.pid) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

export async function benchStart(databaseUrl, runs = 3) {
  if (!existsSync('/proc/self/stat')) return log('Production start: not measured (no /proc here)');
  runOrExit('npm', ['run', '--silent', 'build', '-w', '@ordering/server'], { stdio: 'ignore' });
  const variants = [
    ['compiled (apps/server/dist)', ['apps/server/dist/server.js']],
    ['tsx (sources)', ['--import', 'tsx', 'apps/server/src/server.ts']],
  ].slice(0, process.env.BENCH_START_TSX === '0' ? 1 : 2);
  for (const [label, args] of variants) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(label, args, databaseUrl));
    const cpu = results.map((r) => r.cpu.toFixed(2)).join(', ');
    const rss = results.map((r) => r.rss).join(', ');
    const best = Math.min(...results.map((r) => r.cpu));
    const least = Math.min(...results.map((r) => r.rss));
    log(
      `Production start on PostgreSQL, ${label}: CPU to ready ${cpu} s, resident 5 s after ${rss} MB ` +
        `(goals: 1.5 s ${best <= 1.5 ? 'met' : 'NOT met'}, 200 MB ${least <= 200 ? 'met' : 'NOT met'})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await onNode24(import.meta.url);
  if (!process.env.DATABASE_URL) {
    process.stderr.write('Set DATABASE_URL to a PostgreSQL database (its migrations are applied).\n');
    process.exit(1);
  }
  await benchStart(process.env.DATABASE_URL);
}
