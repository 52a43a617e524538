import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https:'], upgradeInsecureRequests: null },
  },
  hsts: false,
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  register(app);
  app.get('/', async () => ({ ok: true }));
  const answers = [await app.inject({ url: '/' }), await app.inject({ url: '/' })];
  await app.close();
  return answers.map((res) => {
    const { date: _date, 'content-length': _length, ...rest } = res.headers;
    return rest;
  });
}

describe('security headers', () => {
  it("set once worked out, are the very headers helmet's middleware sets on each response", async () => {
    const recorded = await headersOf((app) => registerSecurityHeaders(app, OPTIONS));
    const middleware = helmet(OPTIONS);
    const perRequest = await headersOf((app) =>
      app.addHook('onRequest', (request, reply, done) => middleware(request.raw, reply.raw, () => done())),
    );
    expect(recorded[0]).toEqual(perRequest[0]);
    expect(recorded[1]).toEqual(recorded[0]);
    expect(recorded[0]?.['content-security-policy']).toContain("img-src 'self' https:");
    expect(recorded[0]?.['x-powered-by']).toBeUndefined();
  });

  it('a directive computed per request (a nonce) is computed for each response', async () => {
    let nonce = 0;
    const [first, second] = await headersOf((app) =>
      registerSecurityHeaders(app, {
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => `'nonce-${++nonce}'`] } },
      }),
    );
    expect(first?.['content-security-policy']).toContain("script-src 'self' 'nonce-1'");
    expect(second?.['content-security-policy']).toContain("script-src 'self' 'nonce-2'");
  });
});
