/**
 * A Sentry ingest on 127.0.0.1 for tests: it takes envelopes as Sentry's SDKs send them (`POST
 * /api/<project>/envelope/?sentry_key=<key>`, newline-separated JSON: the envelope's header, then each item's header
 * and payload, gzip past a size) and keeps the events, refusing any other project or key as Sentry would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEnvelope {
  header: Record<string, unknown>;
  items: { header: { type: string; length?: number }; payload: Record<string, unknown> }[];
}

export interface FakeSentry {
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The event payloads received, in order. */
  events(): Record<string, unknown>[];
  /** Requests refused (wrong path, project or key). */
  refused: number;
  close(): Promise<void>;
}

/** Splits an envelope: items with a `length` are that many bytes, the others end at the next newline. */
export function parseEnvelope(body: Buffer): ReceivedEnvelope {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, at);
    const slice = body.subarray(at, end < 0 ? body.length : end);
    at = end < 0 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: ReceivedEnvelope['items'] = [];
  while (at < body.length) {
    const raw = line();
    if (raw.length === 0) continue;
    const itemHeader = JSON.parse(raw.toString('utf8')) as { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else payload = line();
    items.push({ header: itemHeader, payload: JSON.parse(payload.toString('utf8')) });
  }
  return { header, items };
}

export async function startFakeSentry(project = '4242', key = 'publickey0123'): Promise<FakeSentry> {
  const envelopes: ReceivedEnvelope[] = [];
  const state = { refused: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const authKey =
        url.searchParams.get('sentry_key') ??
        /sentry_key=([^,\s]+)/.exec(String(req.headers['x-sentry-auth'] ?? ''))?.[1];
      if (req.method !== 'POST' || url.pathname !== `/api/${project}/envelope/` || authKey !== key) {
        state.refused += 1;
        res.writeHead(403).end('{"detail":"invalid project or key"}');
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      envelopes.push(parseEnvelope(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${key}@127.0.0.1:${port}/${project}`,
    envelopes,
    events: () =>
      envelopes.flatMap((e) => e.items.filter((i) => i.header.type === 'event').map((i) => i.payload)),
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
