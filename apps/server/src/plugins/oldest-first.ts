/**
 * Each request's statements carry when the request arrived, so the embedded database serves the oldest request's
 * next statement first (db/oldest-first.ts, decision 054). Set twice: for the hooks that read the database before the
 * body is read, and again once it has been (Node reads a body in the connection's own async context, not the hook's).
 * PostgreSQL's pool does not read it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { embedded } from '../db/client';
import { servingSince } from '../db/oldest-first';

export function registerOldestFirst(app: FastifyInstance): void {
  // On PostgreSQL the two hooks and their async context were work of every request for nothing.
  if (!embedded(app.db)) return;
  const arrivals = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    const at = performance.now();
    arrivals.set(request, at);
    servingSince(at, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    servingSince(arrivals.get(request) ?? performance.now(), done);
  });
}
