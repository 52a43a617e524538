/**
 * The process's Prometheus metrics, all in one registry per app instance: tests build many
 * apps in one process, and prom-client's global registry would refuse the second set of the same names.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What a scrape asks the database for: read when scraped, never kept up to date in between. */
export interface ScrapeSources {
  /** Outbox messages due and not sent yet, and how long the longest-waiting one has been due (seconds). */
  outbox(): Promise<{ backlog: number; oldestSeconds: number }>;
  /** Database connections: in use (checked out) and callers waiting for one. */
  pool(): { inUse: number; waiting: number; statements?: number };
  /** The embedded database's thread's JavaScript heap in use, in bytes; absent on PostgreSQL. */
  databaseThreadHeap?(): Promise<number>;
}

/** A payment call's outcome as counted: what the processor answered, or `error` when it failed or threw. */
export type PaymentOutcome =
  | 'authorized'
  | 'declined'
  | 'authentication_required'
  | 'captured'
  | 'voided'
  | 'refunded'
  | 'error';

export interface Metrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'route' | 'method' | 'status_code'>;
  readonly ordersPlaced: Counter<'kind'>;
  readonly ordersRefused: Counter<'kind' | 'code'>;
  readonly payments: Counter<'operation' | 'outcome'>;
  /** Tells the scrape-time gauges where to read (the app knows its database only once it is built). */
  setSources(sources: ScrapeSources): void;
}

const THREAD_HEAP = 'ordering_embedded_db_thread_heap_bytes';

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop delay (nodejs_eventloop_lag_*), heap, CPU, handles: prom-client's own, in this registry only.
  collectDefaultMetrics({ register: registry });
  let sources: ScrapeSources | undefined;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by route pattern (never the raw URL), method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'ordering_orders_placed_total',
    help: 'Submissions placed (a replayed Idempotency-Key is not counted again), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const ordersRefused = new Counter({
    name: 'ordering_orders_refused_total',
    help: 'Submissions refused, by kind and by the error code of their answer (503: database unavailable).',
    labelNames: ['kind', 'code'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'ordering_payments_total',
    help: 'Card processor calls by operation (authorize, capture, void, refund) and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  // Before the outbox gauges: prom-client collects a scrape's metrics in the order they were registered, so the
  // connections are counted before the scrape's own statement takes or waits for one.
  new Gauge({
    name: 'ordering_db_pool_in_use',
    help: 'Database connections of this process in use.',
    registers: [registry],
    collect() {
      this.set(sources?.pool().inUse ?? 0);
    },
  });
  new Gauge({
    name: 'ordering_db_pool_waiting',
    help: 'Queries of this process waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(sources?.pool().waiting ?? 0);
    },
  });
  let statementsSeen = 0;
  new Counter({
    name: 'ordering_db_statements_total',
    help: 'Statements this process sent to the database (each a round trip; BEGIN and COMMIT count).',
    registers: [registry],
    collect() {
      const sent = sources?.pool().statements ?? 0;
      // A counter only goes up: it is moved by what was sent since the last scrape.
      this.inc(Math.max(sent - statementsSeen, 0));
      statementsSeen = Math.max(sent, statementsSeen);
    },
  });
  // The two outbox gauges come from one statement: prom-client collects every metric of a scrape together, so the
  // first gauge's collect asks the database and the second waits for the same answer.
  let outboxRead: Promise<{ backlog: number; oldestSeconds: number } | null> = Promise.resolve(null);
  const readOutbox = () =>
    sources ? sources.outbox().catch(() => null) : Promise.resolve({ backlog: 0, oldestSeconds: 0 });
  new Gauge({
    name: 'ordering_outbox_backlog',
    help: 'Outbox messages due and not sent yet (pending and due, or being sent).',
    registers: [registry],
    // Every process reads the same database: workers' values are not added up (cluster-metrics.ts).
    aggregator: 'max',
    async collect() {
      outboxRead = readOutbox();
      // An unreachable database: NaN (unknown) rather than a reassuring zero.
      this.set((await outboxRead)?.backlog ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'ordering_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due outbox message has been due, in seconds (0 when none waits).',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.set((await outboxRead)?.oldestSeconds ?? Number.NaN);
    },
  });

  return {
    registry,
    httpDuration,
    ordersPlaced,
    ordersRefused,
    payments,
    setSources(next) {
      sources = next;
      // Only where there is such a thread: a gauge of 0 on PostgreSQL would read as a thread that keeps nothing.
      if (next.databaseThreadHeap && !registry.getSingleMetric(THREAD_HEAP)) {
        new Gauge({
          name: THREAD_HEAP,
          help: 'The embedded database thread’s JavaScript heap in use, in bytes (its WebAssembly memory is not in it).',
          registers: [registry],
          async collect() {
            // A thread that does not answer within a second is NaN (unknown): the scrape is not held up by it.
            const read = (sources?.databaseThreadHeap?.() ?? Promise.resolve(Number.NaN)).catch(
              () => Number.NaN,
            );
            const late = new Promise<number>((resolve) => setTimeout(resolve, 1_000, Number.NaN).unref());
            this.set(await Promise.race([read, late]));
          },
        });
      }
    },
  };
}
