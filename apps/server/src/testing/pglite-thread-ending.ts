// The embedded database's thread (db/pglite-thread.ts) that ends, with code 3, at the first statement naming
// `end_thread`, and whose database aborts (a WebAssembly RuntimeError, as PostgreSQL's code aborting throws) at one
// naming `wasm_abort` (db/threaded-pglite.integration-test.ts).
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const naming = (bytes: Uint8Array | undefined, word: string) =>
  new TextDecoder().decode(bytes).includes(word);

parentPort?.on('message', (request: { op: string; bytes?: Uint8Array }) => {
  if (request.op === 'raw' && naming(request.bytes, 'end_thread')) process.exit(3);
});
const stream = PGlite.prototype.execProtocolRawStream;
PGlite.prototype.execProtocolRawStream = function (this: PGlite, bytes, options) {
  if (naming(bytes, 'wasm_abort')) throw Object.assign(new Error('unreachable'), { name: 'RuntimeError' });
  return stream.call(this, bytes, options);
};
await import(new URL('../db/pglite-thread.ts', import.meta.url).href);
