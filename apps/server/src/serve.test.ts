import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeHttp, drainHttp } from './serve';

/** A GET on a keep-alive connection, as a load balancer holds them. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP side shutting down', () => {
  it('refuses new connections, lets the request under way finish, then closes without waiting for its client', async () => {
    const app = Fastify();
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      const underWay = get(port, '/slow', agent);
      await inHandler;
      const started = Date.now();
      const closed = closeHttp(app, 20);
      await expect(get(port, '/slow', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(await underWay).toEqual({ status: 200, body: '{"done":true}' });
      await closed;
      // Well before the 72 s keep-alive timeout the client's open connection would otherwise have held it.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      agent.destroy();
    }
  });

  it('with a grace period, keeps accepting and answering until it ends and the outbox pass is done, then closes', async () => {
    const app = Fastify();
    let draining = false;
    app.get('/ready', async (_request, reply) =>
      draining ? reply.status(503).send({ reason: 'draining' }) : { ok: true },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let passDone: () => void = () => undefined;
    const pass = new Promise<void>((resolve) => {
      passDone = resolve;
    });
    draining = true;
    const started = Date.now();
    const closed = drainHttp(app, 300, pass, 20);
    // A new connection during the grace period is answered, and told the process is draining.
    expect(await get(port, '/ready', new Agent())).toEqual({ status: 503, body: '{"reason":"draining"}' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Past the grace period, the outbox's pass still under way keeps the listener open.
    expect((await get(port, '/ready', new Agent())).status).toBe(503);
    passDone();
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await expect(get(port, '/ready', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
