import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { startMetricsServer } from './metrics-server';

describe('the metrics port', () => {
  it('answers GET /metrics in Prometheus text, and 404 with the error body for anything else', async () => {
    const metrics = createMetrics();
    metrics.ordersPlaced.inc({ kind: 'order' });
    const { server, close } = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('ordering_orders_placed_total{kind="order"} 1');
      const other = await fetch(`${base}/api/health`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ code: 404, message: expect.any(String) });
    } finally {
      await close();
    }
  });
});
