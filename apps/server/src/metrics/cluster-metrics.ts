/**
 * Metrics of several workers on one port (node:cluster, WEB_CONCURRENCY): a scrape of the shared port would reach
 * one worker at random, and its counters would seem to jump back and forth. The primary, which serves no requests,
 * serves METRICS_PORT instead and answers every worker's metrics together (prom-client's AggregatorRegistry, over
 * the cluster's IPC): counters and histograms summed, the outbox gauges (one database) their maximum, event-loop
 * delays averaged. The workers then start no metrics port of their own.
 *
 * The primary asks only the workers that said they answer (a worker still starting has no registry yet: prom-client's
 * own `clusterMetrics` asks every worker and fails the whole scrape after 5 s when one is silent), and a worker that
 * does not answer in time does not fail the scrape.
 *
 * A worker that exits takes its counts with it; summed without them, the cluster's counters would go down, which
 * Prometheus reads as a reset (`rate` and `increase` then count the survivors' totals again). So the primary keeps
 * the counters and histograms each worker answered at its last scrape: once the worker has exited they are added
 * to every later scrape (an answer it gave the scrape under way when it exited is not used: its counts stay those
 * retired), and a live worker too slow to answer is counted as it was last seen. What a worker counted after its
 * last scrape is lost, and no counter ever goes down.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsSource } from './metrics-server';

/** A worker tells its primary it answers scrapes (after its registry is shared). */
export const METRICS_SHARED = 'ordering:metrics-shared';
/** prom-client's messages between the primary and a worker (its cluster.js): the worker side is the library's. */
const REQUEST = 'prom-client:getMetricsReq';
const RESPONSE = 'prom-client:getMetricsRes';
/** How long a scrape waits for one worker. */
const WORKER_ANSWER_MS = 3_000;

/** In a worker: answer the primary's scrapes with this app's registry. */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what installs the worker's listener for the primary's requests.
  new AggregatorRegistry();
  process.send?.(METRICS_SHARED);
}

/** What the primary needs of a worker: node:cluster's Worker has it. */
export interface ScrapedWorker {
  isConnected(): boolean;
  send(message: unknown): boolean;
}

/** What the primary needs of node:cluster: its workers and their messages. */
export interface WorkerHub {
  readonly workers?: NodeJS.Dict<ScrapedWorker>;
  on(event: 'message', listener: (worker: ScrapedWorker, message: unknown) => void): unknown;
  on(event: 'exit', listener: (worker: ScrapedWorker) => void): unknown;
}

type MetricJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** Only what counts up: a gone worker's gauges (its connections, its event loop) are not the cluster's any more. */
const countsOf = (registries: MetricJson[]): MetricJson[] =>
  // The JSON says its type in words; prom-client's declaration calls it a numeric enum.
  registries.map((metrics) =>
    metrics.filter((metric) => ['counter', 'histogram'].includes(String(metric.type))),
  );

/** In the primary: every worker's metrics, aggregated at each scrape (METRICS_PORT's source). */
export function clusterSource(hub: WorkerHub = cluster as unknown as WorkerHub): MetricsSource {
  const sharing = new WeakSet<ScrapedWorker>();
  const pending = new Map<number, (metrics: MetricJson[] | undefined) => void>();
  let nextId = 0;
  // Each live worker's counts at its last scrape, and those of the workers gone since, summed as one registry.
  const lastCounts = new Map<ScrapedWorker, MetricJson[]>();
  const exited = new WeakSet<ScrapedWorker>();
  let retired: MetricJson[] = [];
  hub.on('exit', (worker) => {
    exited.add(worker);
    const last = lastCounts.get(worker);
    lastCounts.delete(worker);
    if (!last) return;
    const gone = [...retired, ...last];
    retired = gone;
    // Summed into one registry, so workers replaced again and again do not make every scrape longer; a scrape
    // meanwhile adds the same counts unsummed.
    void AggregatorRegistry.aggregate(gone)
      .getMetricsAsJSON()
      .then((summed) => {
        if (retired === gone) retired = [summed];
      });
  });
  hub.on('message', (worker, message) => {
    if (message === METRICS_SHARED) {
      sharing.add(worker);
      return;
    }
    const answer = message as { type?: unknown; requestId?: number; metrics?: MetricJson[]; error?: string };
    if (answer?.type !== RESPONSE || answer.requestId === undefined) return;
    pending.get(answer.requestId)?.(answer.error ? undefined : answer.metrics);
  });

  const ask = (worker: ScrapedWorker) =>
    new Promise<MetricJson[] | undefined>((resolve) => {
      const requestId = nextId++;
      const timer = setTimeout(() => settle(undefined), WORKER_ANSWER_MS);
      function settle(metrics: MetricJson[] | undefined) {
        clearTimeout(timer);
        pending.delete(requestId);
        resolve(metrics);
      }
      pending.set(requestId, settle);
      try {
        worker.send({ type: REQUEST, requestId });
      } catch {
        settle(undefined); // its channel closed between the check and the send
      }
    });

  return {
    contentType: AggregatorRegistry.PROMETHEUS_CONTENT_TYPE,
    metrics: async () => {
      const workers = Object.values(hub.workers ?? {}).filter(
        (worker): worker is ScrapedWorker => !!worker && sharing.has(worker) && worker.isConnected(),
      );
      const answers = await Promise.all(workers.map(ask));
      const counted: MetricJson[] = [];
      workers.forEach((worker, i) => {
        // Gone meanwhile: its counts are among those retired, as of its last scrape.
        if (exited.has(worker)) return;
        const answer = answers[i];
        if (answer) {
          lastCounts.set(worker, countsOf(answer));
          counted.push(...answer);
        } else counted.push(...(lastCounts.get(worker) ?? []));
      });
      return AggregatorRegistry.aggregate([...counted, ...retired]).metrics();
    },
  };
}
