import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { openDatabase } from './db/client';
import { migrationFailure } from './db/migration-failure';
import { clusterSource } from './metrics/cluster-metrics';
import { startMetricsServer } from './metrics/metrics-server';

/** A worker that dies is forked again after this delay, doubled on each crash in a row, up to the maximum. */
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** A worker that lived this long was healthy: its crash starts the backoff again from the first delay. */
const HEALTHY_AFTER_MS = 60_000;
/**
 * Workers that end this many times in a row before they were ever ready (a setting only the worker checks, a port
 * taken) stop the primary too, so a supervisor sees the failure instead of a service that restarts forever. A
 * database briefly down at a worker's start is retried meanwhile, with the growing delay.
 */
const MAX_FAILED_STARTS = 5;
/** The message a worker sends its primary once it serves (serve.ts). */
export const WORKER_READY = 'ordering:ready';
/** SIGTERM gives the workers this long to finish their requests and the outbox's pass, then kills them. */
const DRAIN_MS = 30_000;

/**
 * How long to wait before forking again a worker that lived `livedMs` and ended, given the delay used for the crash
 * before it: the first delay after a healthy run, else double the last, at most MAX_RESTART_MS.
 */
export function restartDelay(previousMs: number | undefined, livedMs: number): number {
  if (previousMs === undefined || livedMs >= HEALTHY_AFTER_MS) return FIRST_RESTART_MS;
  return Math.min(previousMs * 2, MAX_RESTART_MS);
}

function say(message: string) {
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message })}\n`,
  );
}

/**
 * The primary of WEB_CONCURRENCY workers sharing the port (node:cluster): it migrates the database once, forks the
 * workers, forks a crashed one again with a growing delay, and on SIGTERM or SIGINT lets every worker drain before
 * it ends. It serves nothing itself.
 */
export async function runPrimary(config: AppConfig, fail: (message: string) => never): Promise<void> {
  const database = await openDatabase({ ...config, poolMax: 1 });
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    fail(`the database migration failed: ${migrationFailure(err, config.databaseUrl)}`);
  }
  await database.close();

  let draining = false;
  let backoff: number | undefined;
  const bornAt = new Map<Worker, number>();
  const fork = () => {
    // The workers' own start skips the migrations the primary applied.
    const worker = cluster.fork({ ORDERING_MIGRATED: '1' });
    bornAt.set(worker, Date.now());
  };

  const ready = new WeakSet<Worker>();
  let failedStarts = 0;
  cluster.on('message', (worker, message) => {
    if (message !== WORKER_READY) return;
    ready.add(worker);
    failedStarts = 0;
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? Date.now());
    bornAt.delete(worker);
    if (draining) {
      if (bornAt.size === 0) process.exit(0);
      return;
    }
    if (!ready.has(worker) && ++failedStarts >= MAX_FAILED_STARTS) {
      draining = true;
      for (const other of bornAt.keys()) other.process.kill('SIGTERM');
      fail(`${failedStarts} workers in a row ended before they were ready (see their messages above).`);
    }
    const delay = restartDelay(backoff, lived);
    backoff = delay;
    say(`worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); another starts in ${delay} ms`);
    setTimeout(() => {
      if (!draining) fork();
    }, delay);
  });

  const drain = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    say(`${signal}: draining ${bornAt.size} worker(s)`);
    if (bornAt.size === 0) process.exit(0);
    for (const worker of bornAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of bornAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => drain(signal));

  say(`primary ${process.pid}: starting ${config.webConcurrency} workers (ROLE=${config.role})`);
  for (let i = 0; i < config.webConcurrency; i++) fork();
  // The workers' metrics together on METRICS_PORT (a scrape of the shared port would reach one worker at random).
  if (config.metricsPort !== undefined) {
    try {
      await startMetricsServer(clusterSource(), { port: config.metricsPort, host: config.metricsHost });
      say(`metrics of every worker on ${config.metricsHost}:${config.metricsPort}`);
    } catch (err) {
      for (const worker of bornAt.keys()) worker.process.kill('SIGTERM');
      fail(
        `could not listen for metrics on ${config.metricsHost}:${config.metricsPort} (${(err as Error).message}).`,
      );
    }
  }
}
