/**
 * Helmet's security headers on every response (the content security policy, frame and referrer policies...). The
 * middleware is built once, here: `@fastify/helmet` built it again for each request, parsing the policy's directives
 * every time, which was about 60 µs of each order's request on the bench's machine. With no directive computed per
 * request (a nonce), the headers themselves are worked out once too: helmet otherwise joins the policy's text again
 * for every response, a sixth of what a `GET /api/ping` costs the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Middleware = ReturnType<typeof helmet>;

/** The headers the middleware sets and removes, recorded from one run; null when it fails. */
function recordedHeaders(middleware: Middleware): { set: [string, string][]; removed: string[] } | null {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
      return response;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failed = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = Boolean(error);
  });
  return failed ? null : { set, removed };
}

/** Whether a directive is a function of the request (a nonce), which only the per-request middleware can set. */
function perRequest(options: HelmetOptions): boolean {
  const policy = options.contentSecurityPolicy;
  if (typeof policy !== 'object' || !policy.directives) return false;
  return Object.values(policy.directives).some(
    (value) =>
      typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
  );
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  const recorded = perRequest(options) ? null : recordedHeaders(setHeaders);
  if (recorded) {
    const { set, removed } = recorded;
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of set) raw.setHeader(name, value);
      for (const name of removed) raw.removeHeader(name);
      done();
    });
    return;
  }
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
