import { EventEmitter } from 'node:events';
import { AggregatorRegistry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { clusterSource, METRICS_SHARED, type ScrapedWorker } from './cluster-metrics';
import { createMetrics } from './metrics';

/** Two workers' metrics as the primary aggregates them (what clusterSource answers a scrape). */
describe('the workers’ metrics together', () => {
  it('add up counters, histograms and connections, and take the outbox once (one database)', async () => {
    const workers = [createMetrics(), createMetrics()];
    workers.forEach((metrics, i) => {
      metrics.setSources({
        outbox: async () => ({ backlog: 3, oldestSeconds: 40 + i }),
        pool: () => ({ inUse: i + 1, waiting: i }),
      });
      metrics.ordersPlaced.inc({ kind: 'order' }, i + 1);
      metrics.httpDuration.observe({ route: '/api/orders', method: 'POST', status_code: '200' }, 0.02);
    });
    const together = await AggregatorRegistry.aggregate(
      await Promise.all(workers.map((metrics) => metrics.registry.getMetricsAsJSON())),
    ).metrics();
    expect(together).toContain('ordering_orders_placed_total{kind="order"} 3');
    expect(together).toContain(
      'http_request_duration_seconds_count{route="/api/orders",method="POST",status_code="200"} 2',
    );
    expect(together).toMatch(/^ordering_db_pool_in_use 3$/m);
    expect(together).toMatch(/^ordering_db_pool_waiting 1$/m);
    expect(together).toMatch(/^ordering_outbox_backlog 3$/m);
    expect(together).toMatch(/^ordering_outbox_oldest_due_seconds 41$/m);
  });
});

describe('a scrape of the primary', () => {
  it('answers with the workers that share their metrics, without waiting for one still starting', async () => {
    const hub = new EventEmitter() as EventEmitter & { workers: Record<string, ScrapedWorker> };
    const ready = createMetrics();
    ready.ordersPlaced.inc({ kind: 'order' }, 2);
    const sent: { worker: string; message: unknown }[] = [];
    const worker = (name: string, answers: boolean): ScrapedWorker => ({
      isConnected: () => true,
      send(message) {
        sent.push({ worker: name, message });
        const { requestId } = message as { requestId: number };
        if (answers)
          void ready.registry
            .getMetricsAsJSON()
            .then((metrics) =>
              hub.emit('message', this, { type: 'prom-client:getMetricsRes', requestId, metrics: [metrics] }),
            );
        return true;
      },
    });
    hub.workers = { 1: worker('ready', true), 2: worker('starting', false) };
    const source = clusterSource(hub);
    // Only the first has said it shares; the second has no registry yet and would never answer.
    hub.emit('message', hub.workers[1], METRICS_SHARED);
    const started = Date.now();
    const text = await source.metrics();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(text).toContain('ordering_orders_placed_total{kind="order"} 2');
    expect(sent.map((s) => s.worker)).toEqual(['ready']);
  });
});

describe('a worker that exits', () => {
  it('leaves its counts in the cluster’s counters, so none goes down (Prometheus would read a reset)', async () => {
    const hub = new EventEmitter() as EventEmitter & { workers: Record<string, ScrapedWorker> };
    const registries = [createMetrics(), createMetrics()];
    const worker = (metrics: ReturnType<typeof createMetrics>): ScrapedWorker => ({
      isConnected: () => true,
      send(message) {
        const { requestId } = message as { requestId: number };
        void metrics.registry
          .getMetricsAsJSON()
          // Copied, as the cluster's IPC does: prom-client's JSON holds its counters' live values.
          .then((json) =>
            hub.emit('message', this, {
              type: 'prom-client:getMetricsRes',
              requestId,
              metrics: [structuredClone(json)],
            }),
          );
        return true;
      },
    });
    hub.workers = { 1: worker(registries[0]!), 2: worker(registries[1]!) };
    const source = clusterSource(hub);
    for (const w of Object.values(hub.workers)) hub.emit('message', w, METRICS_SHARED);
    registries[0]!.ordersPlaced.inc({ kind: 'order' }, 10);
    registries[0]!.httpDuration.observe({ route: '/api/orders', method: 'POST', status_code: '200' }, 0.02);
    registries[0]!.setSources({
      outbox: async () => ({ backlog: 0, oldestSeconds: 0 }),
      pool: () => ({ inUse: 4, waiting: 0 }),
    });
    registries[1]!.ordersPlaced.inc({ kind: 'order' }, 5);
    expect(await source.metrics()).toContain('ordering_orders_placed_total{kind="order"} 15');

    // The first dies (its last scrape said 10); the second counts on.
    const gone = hub.workers[1]!;
    delete hub.workers[1];
    hub.emit('exit', gone);
    registries[1]!.ordersPlaced.inc({ kind: 'order' }, 2);
    const after = await source.metrics();
    expect(after).toContain('ordering_orders_placed_total{kind="order"} 17');
    // Histograms too; a gone worker's gauges (its 4 connections) are not kept.
    expect(after).toContain(
      'http_request_duration_seconds_count{route="/api/orders",method="POST",status_code="200"} 1',
    );
    expect(after).not.toMatch(/^ordering_db_pool_in_use [1-9]/m);

    // A replacement starts from zero and adds to the total.
    const fresh = createMetrics();
    fresh.ordersPlaced.inc({ kind: 'order' }, 1);
    hub.workers[3] = worker(fresh);
    hub.emit('message', hub.workers[3], METRICS_SHARED);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await source.metrics()).toContain('ordering_orders_placed_total{kind="order"} 18');
  });

  it('counts a worker that exits during a scrape once, and a live worker too slow to answer as last seen', async () => {
    const hub = new EventEmitter() as EventEmitter & { workers: Record<string, ScrapedWorker> };
    // Workers that answer when the test says: `answer(name)` sends what its registry holds then.
    const asked = new Map<string, number>();
    const registries = { a: createMetrics(), b: createMetrics() };
    const workerOf = (name: 'a' | 'b'): ScrapedWorker => ({
      isConnected: () => true,
      send(message) {
        asked.set(name, (message as { requestId: number }).requestId);
        return true;
      },
    });
    hub.workers = { 1: workerOf('a'), 2: workerOf('b') };
    const answer = async (name: 'a' | 'b', id: string) =>
      hub.emit('message', hub.workers[id], {
        type: 'prom-client:getMetricsRes',
        requestId: asked.get(name),
        metrics: [structuredClone(await registries[name].registry.getMetricsAsJSON())],
      });
    const source = clusterSource(hub);
    for (const w of Object.values(hub.workers)) hub.emit('message', w, METRICS_SHARED);
    const total = (text: string) =>
      Number(/ordering_orders_placed_total\{kind="order"\} (\d+)/.exec(text)?.[1]);
    const scrape = async (before: () => Promise<void>) => {
      const text = source.metrics();
      await new Promise((resolve) => setImmediate(resolve));
      await before();
      return total(await text);
    };

    registries.a.ordersPlaced.inc({ kind: 'order' }, 10);
    registries.b.ordersPlaced.inc({ kind: 'order' }, 5);
    expect(
      await scrape(async () => {
        await answer('a', '1');
        await answer('b', '2');
      }),
    ).toBe(15);

    // a counts 4 more, answers the next scrape, and exits before b answers: a is counted as retired (10), once.
    registries.a.ordersPlaced.inc({ kind: 'order' }, 4);
    const gone = hub.workers[1]!;
    const during = await scrape(async () => {
      await answer('a', '1');
      delete hub.workers[1];
      hub.emit('exit', gone);
      await answer('b', '2');
    });
    expect(during).toBe(15);
    registries.b.ordersPlaced.inc({ kind: 'order' }, 1);
    expect(
      await scrape(async () => {
        await answer('b', '2');
      }),
    ).toBe(16);
    // b does not answer the next scrape in time (3 s): it is counted as last seen, not left out.
    registries.b.ordersPlaced.inc({ kind: 'order' }, 1);
    expect(await scrape(async () => undefined)).toBe(16);
  }, 10_000);
});
