// The embedded database's own thread (threaded-pglite.ts starts it): PostgreSQL compiled to WebAssembly runs here,
// so a statement's work never stops the server's thread from reading requests and answering them. It takes the wire
// protocol's messages and answers with PostgreSQL's bytes; the server's thread parses them. Written for Node's own
// type stripping (no TypeScript-only syntax), as the source runs as it is in development and tests.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

interface Request {
  id: number;
  op: 'raw' | 'close';
  bytes?: Uint8Array;
  syncToFs?: boolean;
}

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread (see threaded-pglite.ts)');
const source = workerData as { dataDir?: string; loadDataDir?: Uint8Array };

/** Hands the answer's memory over to the server's thread when it is a buffer of its own (no copy). */
function reply(id: number, bytes: Uint8Array): void {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  port?.postMessage({ id, bytes }, own ? [bytes.buffer as ArrayBuffer] : []);
}

try {
  const database = await PGlite.create(
    source.loadDataDir ? { loadDataDir: new Blob([source.loadDataDir]) } : { dataDir: source.dataDir },
  );
  // One request at a time, in the order sent: the server's thread holds PGlite's locks and sends the next request
  // once this one is answered, but a close may arrive while a statement runs.
  let turn: Promise<unknown> = Promise.resolve();
  port.on('message', (request: Request) => {
    turn = turn.then(async () => {
      try {
        if (request.op === 'close') {
          await database.close();
          port.postMessage({ id: request.id });
          return;
        }
        const bytes = await database.execProtocolRaw(request.bytes as Uint8Array, {
          syncToFs: request.syncToFs ?? true,
        });
        reply(request.id, bytes);
      } catch (error) {
        const { message, name } = error as Error;
        port.postMessage({ id: request.id, error: { message: String(message), name: String(name) } });
      }
    });
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: { message: String((error as Error).message ?? error) } });
}
