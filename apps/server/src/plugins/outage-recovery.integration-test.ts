/**
 * PostgreSQL goes down under a running process, then comes back: meanwhile readiness and every database route
 * answer 503 with the error body (liveness 200, saying the database is unavailable; the published menus stay
 * served), and afterwards the same process answers 200 again with nothing restarted. The database is reached through a TCP proxy this test cuts and restores, as a
 * restarted or unreachable server would look. Without PostgreSQL (the embedded database's leg) there is no server
 * to come back: the proxy then leads nowhere and only the outage is checked.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgHandle } from '../db/client';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cartItem, orderDataFile } from '../testing/order-fixtures';
import { adminQuery, createFromTemplate, databaseUrl } from '../testing/test-db';

const R = 9491;
const SLUG = 'recovery-bistro';

/** A TCP proxy to `target` on a port of its own: `cut()` refuses and drops every connection, `restore()` undoes it. */
class Cable {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number } | null) {}

  async restore(): Promise<void> {
    const server = createServer((client) => {
      if (!this.target) {
        client.destroy();
        return;
      }
      const socket = connect(this.target.port, this.target.host);
      this.track(client);
      this.track(socket);
      client.pipe(socket).pipe(client);
      client.on('error', () => socket.destroy());
      socket.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}

const source = inject('testDb');
const onPostgres = source.kind === 'pg';
let cable: Cable;
let t: TestApp;
let dropDatabase = async () => {};

beforeAll(async () => {
  if (source.kind === 'pg') {
    const name = `${source.template}_recovery_${process.pid}`;
    await createFromTemplate(source.url, source.template, name);
    dropDatabase = () => adminQuery(source.url, `drop database if exists "${name}" with (force)`);
    const server = new URL(source.url);
    cable = new Cable({ host: server.hostname, port: Number(server.port || 5432) });
    await cable.restore();
    const proxied = new URL(databaseUrl(source.url, name));
    proxied.hostname = '127.0.0.1';
    proxied.port = String(cable.port);
    t = await buildTestApp({ handle: pgHandle(proxied.toString(), 4), publishedRecheckMs: 0 });
    expect((await importDataFile(t.db, orderDataFile({ id: R, slug: SLUG }))).ok).toBe(true);
  } else {
    cable = new Cable(null);
    await cable.restore();
    t = await buildTestApp({
      handle: pgHandle(`postgres://postgres@127.0.0.1:${cable.port}/nowhere`, 4),
      publishedRecheckMs: 0,
    });
  }
}, 60_000);
afterAll(async () => {
  await cable?.cut();
  await t?.close().catch(() => undefined);
  await dropDatabase();
});

const queueTime = () =>
  t.app.inject({
    method: 'GET',
    url: '/api/orders/get-next-order-queue-time',
    headers: { 'x-restaurant-id': String(R) },
  });
const menu = () => t.app.inject({ method: 'GET', url: `/api/restaurants/${SLUG}` });
const costs = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { 'x-restaurant-id': String(R) },
    payload: { type: 'take-out', config: { takeout: true }, costs: {}, items: [cartItem('bowl', 2)] },
  });

async function expectAllUp() {
  expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await queueTime()).statusCode).toBe(200);
  expect((await menu()).statusCode).toBe(200);
}

async function expectOutage() {
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ code: 503, message: expect.any(String), details: { reason: 'database' } });
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
  for (const call of [
    queueTime,
    () => t.app.inject({ method: 'GET', url: '/api/orders/AbCdEfGhIjKlMnOp' }),
    () => t.app.inject({ method: 'GET', url: '/never-loaded-bistro/data.json' }),
  ]) {
    const response = await call();
    expect(response.statusCode, response.body.slice(0, 200)).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 503, message: expect.any(String) });
  }
}

describe('PostgreSQL down', () => {
  it('every check and database route answers 503 with the error body', async () => {
    if (onPostgres) {
      await expectAllUp();
      await cable.cut();
    }
    await expectOutage();
    if (onPostgres) {
      // What the process already holds in memory stays served.
      expect((await menu()).statusCode).toBe(200);
      expect((await costs()).statusCode).toBe(200);
    }
  });

  it.runIf(onPostgres)('and back: the same process answers again, nothing restarted', async () => {
    await cable.restore();
    await expectAllUp();
    // Down and up once more: the pool's connections of before are not reused dead.
    await cable.cut();
    await expectOutage();
    await cable.restore();
    await expectAllUp();
  });
});
