/**
 * The metrics on a port of their own (METRICS_PORT): reached by the monitoring network only, so no token is asked.
 * Plain node:http, apart from the app: a scrape never queues behind diners' requests in the app's hooks.
 */
import { createServer, type Server } from 'node:http';

/** What a scrape reads: a process's registry, or the workers' together (cluster-metrics.ts). */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

export async function startMetricsServer(
  source: MetricsSource,
  options: { port: number; host: string },
): Promise<{ server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code: 404, message: 'Only GET /metrics is served on this port.' }));
      return;
    }
    source.metrics().then(
      (body) => {
        response.writeHead(200, { 'content-type': source.contentType });
        response.end(body);
      },
      (err: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ code: 500, message: `Metrics failed: ${(err as Error).message}` }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
