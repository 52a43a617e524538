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

/** One buffer of its own for the answer's chunks, handed over to the server's thread (not copied again). */
function reply(id: number, chunks: Uint8Array[]): void {
  const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  port?.postMessage({ id, bytes }, [bytes.buffer]);
}

/**
 * An abort in PostgreSQL's WebAssembly (or its exit): the database's memory cannot be trusted after it, so the
 * thread ends and the server's side fails everything as a closed database (threaded-pglite.ts).
 */
const fatal = (error: unknown) =>
  ['RuntimeError', 'ExitStatus'].includes((error as Error | undefined)?.name ?? '');

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
        // The answer's chunks as they come, copied out of PostgreSQL's memory: PGlite's `execProtocolRaw` would also
        // parse them into a list of results that only its `execProtocol` empties, kept for ever here.
        const chunks: Uint8Array[] = [];
        await database.execProtocolRawStream(request.bytes as Uint8Array, {
          syncToFs: request.syncToFs ?? true,
          onRawData: (chunk) => chunks.push(chunk.slice()),
        });
        reply(request.id, chunks);
      } catch (error) {
        const { message, name } = error as Error;
        if (fatal(error)) {
          port.postMessage({ fatal: `${String(name)}: ${String(message)}` });
          process.exit(70);
        }
        port.postMessage({ id: request.id, error: { message: String(message), name: String(name) } });
      }
    });
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: { message: String((error as Error).message ?? error) } });
}
