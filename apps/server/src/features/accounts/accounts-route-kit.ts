/**
 * What the account route modules (*.routes.ts beside this file) share: the per-client and per-e-mail limiter, and
 * what they read off a request (its locale, the e-mail in its body, the restaurant it may name).
 */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyAttempts } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { restaurantFor } from '../restaurants';

export interface AccountLimits {
  perClient: number;
  perEmail: number;
  windowMs: number;
}

/** Profile calls carry X-RESTAURANT-ID when the screen knows the restaurant; credits and students are its. */
export async function optionalRestaurant(app: FastifyInstance, request: FastifyRequest) {
  return request.headers['x-restaurant-id'] === undefined ? undefined : restaurantFor(app, request);
}

export const locale = (request: FastifyRequest) => resolveLocale(request.headers.locale);

export const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

/**
 * Login, registration, reset and user-exist: limited per client address and per e-mail. Both
 * counters are taken on every attempt, so spreading guesses over addresses or over e-mails does not help.
 */
export function accountRateLimits(app: FastifyInstance, limits: AccountLimits) {
  const limited = (name: string, emailOf?: (request: FastifyRequest) => string | undefined) => {
    const perClient = app.createRateLimit({
      max: limits.perClient,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:client:${request.ip}`,
    });
    const perEmail = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:email:${normalizeEmail(emailOf?.(request) ?? '')}`,
    });
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const results = [await perClient(request)];
      if (emailOf) results.push(await perEmail(request));
      refuseIfExceeded(results);
    };
    return handler;
  };
  return limited;
}

export type Limited = ReturnType<typeof accountRateLimits>;

/**
 * At most `max` calls per window for one signed-in account (per client address for anyone else): for writes a script
 * could repeat (student profiles) and guesses a stolen session could make (the current password). `when` picks the
 * calls that count; the others pass untouched.
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  when: (request: FastifyRequest) => boolean = () => true,
  windowMs = 15 * 60_000,
): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) =>
      request.principal.kind === 'user'
        ? `${name}:user:${request.principal.userId}`
        : `${name}:client:${request.ip}`,
  });
  return async (request) => {
    if (when(request)) refuseIfExceeded([await limit(request)]);
  };
}

type LimitResult = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** 429 "too many attempts", saying for how long (and Retry-After), when one of the counters is over its limit. */
function refuseIfExceeded(results: readonly LimitResult[]): void {
  const exceeded = results.find((r) => !r.isAllowed && r.isExceeded);
  if (exceeded && !exceeded.isAllowed) throw tooManyAttempts(exceeded.ttlInSeconds);
}
