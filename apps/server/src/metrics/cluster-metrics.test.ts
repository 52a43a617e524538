import { AggregatorRegistry } from 'prom-client';
import { describe, expect, it } from 'vitest';
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
