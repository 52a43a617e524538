/**
 * Which restaurant a call is for: resolved once per request, before
 * the handler, for the routes that declare it with `config: { tenant: ... }`, and read with `tenantOf(request)`.
 * The `X-RESTAURANT-ID` header wins; else the id the route says its body carries
 * (`restaurantId`, `app8RestaurantId`, `data.config.restaurantId`). Menus and prices come from the restaurant's
 * published version in memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../clock';
import { AppError } from '../errors/app-error';
import type { PublishedEntry } from '../features/restaurants';
import type { UserPrincipal } from './principal';

/**
 * Whether a login-as session (an operator acting for a suite owner) may act at this restaurant: suites' answer,
 * handed in by app.ts, as a plugin imports no feature's code.
 */
export type LoginAsActsAt = (
  app: FastifyInstance,
  principal: UserPrincipal,
  entry: PublishedEntry,
  at: Date,
) => Promise<boolean>;

/** `true`: the header only. A function: the id its body carries when the header is absent. */
export type TenantSource = true | 'optional' | ((body: unknown) => string | number | null | undefined);

declare module 'fastify' {
  interface FastifyRequest {
    tenant: PublishedEntry | null;
  }
  interface FastifyInstance {
    /** The login-as venue check registerTenant was given. */
    loginAsActsAt: LoginAsActsAt;
  }
  interface FastifyContextConfig {
    /** The route is for one restaurant: `'optional'` resolves it only when the header is sent. */
    tenant?: TenantSource;
  }
}

function headerId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-restaurant-id'];
  return Array.isArray(header) ? header[0] : header;
}

export async function resolveTenant(
  app: FastifyInstance,
  request: FastifyRequest,
  source: TenantSource,
): Promise<PublishedEntry | null> {
  const fromBody = typeof source === 'function' ? source(request.body) : undefined;
  const raw = headerId(request) ?? (fromBody == null ? undefined : String(fromBody));
  if (!raw) {
    if (source === 'optional') return null;
    throw new AppError(400, 'error.restaurantRequired');
  }
  const id = /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  const entry = Number.isSafeInteger(id) ? await app.publishedVersions.getByRestaurantId(id) : undefined;
  if (!entry) throw new AppError(404, 'error.unknownRestaurant', { id: raw.slice(0, 20) });
  return entry;
}

/** A plain restaurant id as the header may carry it: the log's `restaurantId` from a request's first line. */
export function restaurantIdHeader(headers: Record<string, string | string[] | undefined>) {
  const header = headers['x-restaurant-id'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Every later log line of the request carries the restaurant it turned out to be for (its id from the body, or
 * the staff's restaurant), unless the logger already says it (the header's id, bound when the request came in).
 * The reply logs the request's last line ("request completed"), so both are given the same logger.
 */
const loggedRestaurant = new WeakMap<FastifyRequest, number>();

export function logRestaurant(request: FastifyRequest, reply: FastifyReply, restaurantId: number) {
  // What app.ts's childLoggerFactory bound from the header, or an earlier call here: not pino's bindings(), which
  // parses the logger's bindings as JSON on every call.
  if ((loggedRestaurant.get(request) ?? restaurantIdHeader(request.headers)) === restaurantId) return;
  request.log = request.log.child({ restaurantId });
  reply.log = request.log;
  loggedRestaurant.set(request, restaurantId);
}

/**
 * A login-as session acts for the suite owner at its event's venue only (decision 018): at another restaurant it
 * would order, price and pay with the owner's cards where the operator has no say. Sign-in and sign-out calls
 * (`staleSessionIsGuest`) are let through, as they do not act with the session they replace. `tenant`: the
 * restaurant a route resolved itself (restaurants' `restaurantFor`), for the routes not declaring `config.tenant`.
 */
export async function assertLoginAsVenue(
  request: FastifyRequest,
  tenant: PublishedEntry | null = request.tenant,
): Promise<void> {
  const { principal } = request;
  if (principal?.kind !== 'user' || principal.actingOperatorId === null || !tenant) return;
  if (request.routeOptions.config?.staleSessionIsGuest) return;
  if (!(await request.server.loginAsActsAt(request.server, principal, tenant, now())))
    throw new AppError(403, 'error.loginAsOtherVenue');
}

export function registerTenant(app: FastifyInstance, options: { loginAsActsAt: LoginAsActsAt }) {
  app.decorateRequest('tenant', null);
  app.decorate('loginAsActsAt', options.loginAsActsAt);
  // After validation, so a body's id has been checked by the route's schema.
  app.addHook('preHandler', async (request, reply) => {
    const source = request.routeOptions.config?.tenant;
    request.tenant = source ? await resolveTenant(app, request, source) : null;
    if (request.tenant) logRestaurant(request, reply, request.tenant.restaurantId);
    await assertLoginAsVenue(request);
  });
}

/** The restaurant a route declared it is for; a route that declared none gets a clear programming error. */
export function tenantOf(request: FastifyRequest): PublishedEntry {
  if (!request.tenant) {
    if (request.routeOptions.config?.tenant === 'optional')
      throw new AppError(400, 'error.restaurantRequired');
    throw new Error(`route ${request.routeOptions.url} reads a tenant it did not declare`);
  }
  return request.tenant;
}
