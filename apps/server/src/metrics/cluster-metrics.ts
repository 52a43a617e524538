/**
 * Metrics of several workers on one port (node:cluster, WEB_CONCURRENCY): a scrape of the shared port would reach
 * one worker at random, and its counters would seem to jump back and forth. The primary, which serves no requests,
 * serves METRICS_PORT instead and answers every worker's metrics together (prom-client's AggregatorRegistry, over
 * the cluster's IPC): counters and histograms summed, the outbox gauges (one database) their maximum, event-loop
 * delays averaged. The workers then start no metrics port of their own.
 */
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsSource } from './metrics-server';

/** In a worker: answer the primary's scrapes with this app's registry. */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what installs the worker's listener for the primary's requests.
  new AggregatorRegistry();
}

/** In the primary: every worker's metrics, aggregated at each scrape (METRICS_PORT's source). */
export function clusterSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
}
