/**
 * Liveness answers 200 whatever the database does (docs/decisions/081-liveness-apart-from-the-database.md): a
 * database that accepts connections and never answers (a dropped network, a stalled server) is reported in the
 * body, not by failing the probe, and the answer does not wait for the pool's own connection timeout. The database
 * here is a TCP server that accepts and stays silent.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgHandle } from '../../db/client';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let silent: Server;
const accepted: Socket[] = [];
let t: TestApp;

beforeAll(async () => {
  silent = createServer((socket) => {
    accepted.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  const { port } = silent.address() as { port: number };
  // Deaf: no LISTEN connection, which would wait on the silent database as long as the app's start.
  t = await buildTestApp({ handle: pgHandle(`postgres://postgres@127.0.0.1:${port}/silent`, 2), deaf: true });
});

afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await t?.close().catch(() => undefined);
});

it('answers 200 with the database unavailable while a connection to it waits for an answer', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
  // The statement is still waiting for its connection (the pool gives up after 5 s): the probe did not wait for it.
  expect(accepted.length).toBeGreaterThan(0);
  expect(t.handle.poolStats().inUse).toBe(1);
  // Readiness is what says the process should get no traffic.
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ details: { reason: 'database' } });
});
