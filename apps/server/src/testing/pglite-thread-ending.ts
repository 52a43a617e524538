// The embedded database's thread (db/pglite-thread.ts) that ends, with code 3, at the first statement naming
// `end_thread`: as an abort in the database's code ends it (db/threaded-pglite.integration-test.ts).
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (request: { op: string; bytes?: Uint8Array }) => {
  if (request.op === 'raw' && new TextDecoder().decode(request.bytes).includes('end_thread')) process.exit(3);
});
await import(new URL('../db/pglite-thread.ts', import.meta.url).href);
