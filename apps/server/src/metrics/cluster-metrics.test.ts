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
