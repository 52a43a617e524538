/**
 * A database that hangs on connections already open (a stopped server, a network that drops packets rather than
 * refusing them): a statement unanswered past the pool's timeout fails as unavailable, the request answers 503, and
 * the connection is dropped, so the transaction it held is rolled back by the server when it reads again and no
 * caller finds that connection still inside it. The database here is a TCP server that completes PostgreSQL's
 * start-up (authentication ok, ready for query) and then never answers; another drops the connection at a BEGIN.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { type DatabaseHandle, pgHandle } from './client';
import { isDatabaseUnavailable } from './unavailable';

// AuthenticationOk ('R', length 8, 0), then ReadyForQuery ('Z', length 5, idle).
const READY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);
const TIMEOUT_MS = 200;

let hung: Server;
let url: string;
// A server that drops the connection when it reads a BEGIN (a restart or a failover under a transaction).
let dropping: Server;
let droppingUrl: string;
const closed: Promise<void>[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  hung = createServer((socket) => {
    sockets.push(socket);
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
    socket.on('error', () => undefined);
    socket.once('data', () => socket.write(READY));
  });
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', () => resolve()));
  url = `postgres://postgres@127.0.0.1:${(hung.address() as { port: number }).port}/hung`;
  dropping = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('data', () => {
      socket.write(READY);
      socket.on('data', (data) => {
        if (data.toString('latin1').toLowerCase().includes('begin')) socket.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', () => resolve()));
  droppingUrl = `postgres://postgres@127.0.0.1:${(dropping.address() as { port: number }).port}/lost`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => hung.close(() => resolve()));
  await new Promise<void>((resolve) => dropping.close(() => resolve()));
});

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the statement was answered');
}

it('a statement unanswered past the timeout fails as unavailable and its connection is dropped', async () => {
  const handle: DatabaseHandle = pgHandle(url, 2, TIMEOUT_MS);
  try {
    const opened = sockets.length;
    expect(isDatabaseUnavailable(await failure(handle.db.execute(sql`select ${1}::int`)))).toBe(true);
    expect(sockets.length).toBe(opened + 1);
    await closed[opened];
  } finally {
    await handle.close();
  }
});

it('a transaction whose statement is unanswered fails as unavailable, and its connection is not reused', async () => {
  const handle: DatabaseHandle = pgHandle(url, 1, TIMEOUT_MS);
  try {
    const opened = sockets.length;
    const error = await failure(handle.db.transaction(async (tx) => tx.execute(sql`select ${1}::int`)));
    expect(isDatabaseUnavailable(error)).toBe(true);
    await closed[opened];
    // The pool's one connection was the dropped one: the next statement opens another.
    expect(isDatabaseUnavailable(await failure(handle.db.execute(sql`select ${2}::int`)))).toBe(true);
    expect(sockets.length).toBe(opened + 2);
  } finally {
    await handle.close();
  }
});

it('a connection lost under a transaction gives its place back, and the process lives on', async () => {
  const handle: DatabaseHandle = pgHandle(droppingUrl, 2, 5_000);
  try {
    // More transactions than the pool has connections: each lost one must have given its place back.
    for (let i = 0; i < 3; i++) {
      const error = await failure(handle.db.transaction(async (tx) => tx.execute(sql`select ${1}::int`)));
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    expect(handle.poolStats().inUse).toBe(0);
  } finally {
    await handle.close();
  }
});

it('a request on a database that hangs answers 503 with Retry-After, in the diner language', async () => {
  let t: TestApp | undefined;
  try {
    t = await buildTestApp({ handle: pgHandle(url, 2, TIMEOUT_MS), deaf: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/AbCdEfGhIjKlMnOp',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 503,
      message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    });
  } finally {
    await t?.close().catch(() => undefined);
  }
});
