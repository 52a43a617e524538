/**
 * A bound on the order path's requests under way in this process (decision 060): past it, one more is answered at
 * once with 503, `Retry-After` and the `{ code, message }` body, before it reads a byte of the database. The embedded
 * database serves the oldest request first (db/oldest-first.ts), so an admitted request waits for the work of those
 * admitted before it: bounding them bounds its latency, where a load that never ends would make it grow without end.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's requests count against the admission bound (the submissions, set-costs). */
    admission?: boolean;
  }
}

/** Seconds a refused client is told to wait: an order's work is milliseconds, a second drains many of them. */
export const ADMISSION_RETRY_AFTER_SECONDS = 1;

/** Requests admitted and not yet answered, at most `max`. */
export class Admission {
  private inFlight = 0;

  constructor(readonly max: number) {}

  get size(): number {
    return this.inFlight;
  }

  /** Admits one more request, or answers false when `max` are under way. */
  enter(): boolean {
    if (this.inFlight >= this.max) return false;
    this.inFlight++;
    return true;
  }

  leave(): void {
    this.inFlight = Math.max(this.inFlight - 1, 0);
  }
}

/**
 * Counts the requests of routes that say `config: { admission: true }`, from their arrival until their answer is
 * written or their connection closed (the response's `close`, which Node emits once either way, so no request is
 * counted for ever). A client that goes away leaves the count then, even if its work still runs: the bound errs
 * towards admitting. `max` null: no bound (the default on PostgreSQL, whose pool runs statements side by side).
 */
export function registerAdmission(app: FastifyInstance, max: number | null): Admission | null {
  if (max === null) return null;
  const admission = new Admission(max);
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.admission) return done();
    if (!admission.enter()) {
      reply.header('retry-after', String(ADMISSION_RETRY_AFTER_SECONDS));
      // Answered here, the request goes no further: `done` is not called.
      sendError(request, reply, 503, 'error.busy');
      return;
    }
    reply.raw.once('close', () => admission.leave());
    done();
  });
  return admission;
}
