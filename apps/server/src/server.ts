// The server's entry: reads the settings, then runs one process, or the primary of WEB_CONCURRENCY workers.
import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { ConfigError, readConfig } from './config';
import { fail, serve } from './serve';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

if (cluster.isPrimary && config.webConcurrency > 1) await runPrimary(config, fail);
else await serve(config, { migrated: cluster.isWorker && process.env.ORDERING_MIGRATED === '1' });
