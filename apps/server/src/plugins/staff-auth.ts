/**
 * Staff calls (decision 014): the caller is a signed-in user (the same sessions as diners)
 * holding a role at the restaurant the call is for, and the role allows the action. Anonymous: 401 with code 201
 * (the client goes to /login). Signed in without a role there: 403. A role that does not allow the action: 403.
 * The restaurant comes from the `X-RESTAURANT-ID` header (order calls), the path (`/staff/restaurants/{id}/...`)
 * or the `restaurantId` query parameter (the board's list).
 */
import { canDo, type StaffAction, type StaffRole } from '@ordering/domain/staff/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { AppError } from '../errors/app-error';
import type { PublishedEntry } from '../features/restaurants';
import { requireUser, type UserPrincipal } from './principal';
import { logRestaurant } from './tenant';

export interface StaffAccess {
  user: UserPrincipal;
  role: StaffRole;
  restaurantId: number;
  entry: PublishedEntry;
}

/** The user's role at a restaurant (its own or its group's), or null: not staff there. */
export type RoleAt = (db: Executor, userId: number, restaurantId: number) => Promise<StaffRole | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff's roles, handed in by app.ts through registerStaffAuth. */
    staffRoleAt: RoleAt;
  }
  interface FastifyRequest {
    staff: StaffAccess | null;
  }
}

/**
 * The staff features' routes build on this file, so it imports none of their code: app.ts hands in staff's role
 * look-up (docs/decisions/059-everything-outside-features-through-their-entry.md).
 */
export function registerStaffAuth(app: FastifyInstance, options: { roleAt: RoleAt }) {
  app.decorate('staffRoleAt', options.roleAt);
}

export type RestaurantFrom = 'header' | 'params' | 'query';

function restaurantIdOf(request: FastifyRequest, from: RestaurantFrom): string | undefined {
  if (from === 'header') {
    const header = request.headers['x-restaurant-id'];
    return Array.isArray(header) ? header[0] : header;
  }
  const source = (from === 'params' ? request.params : request.query) as Record<string, unknown> | undefined;
  const value = source?.[from === 'params' ? 'id' : 'restaurantId'];
  return value === undefined ? undefined : String(value);
}

/** One shared hook, so the API description can tell a staff call by it (openapi.ts). */
export async function signedInFirst(request: FastifyRequest) {
  requireUser(request);
}

/**
 * Route options of a staff call: who may make it is checked before its body is read (anonymous) and after its
 * input is validated (the role at that restaurant).
 */
export function staffOnly(action: StaffAction, from: RestaurantFrom) {
  return {
    onRequest: signedInFirst,
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const user = requireUser(request);
      const raw = restaurantIdOf(request, from)?.trim();
      if (!raw) throw new AppError(400, 'error.restaurantRequired');
      const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
      const entry = Number.isSafeInteger(id)
        ? await request.server.publishedVersions.getByRestaurantId(id)
        : undefined;
      if (!entry) throw new AppError(404, 'error.unknownRestaurant', { id: raw.slice(0, 20) });
      const role = await request.server.staffRoleAt(request.server.db, user.userId, entry.restaurantId);
      if (!role) throw new AppError(403, 'error.staffOnly');
      if (!canDo(role, action)) throw new AppError(403, 'error.staffRoleRefused', { role });
      request.staff = { user, role, restaurantId: entry.restaurantId, entry };
      logRestaurant(request, reply, entry.restaurantId);
    },
  };
}

export function staffOf(request: FastifyRequest): StaffAccess {
  if (!request.staff)
    throw new Error(`route ${request.routeOptions.url} reads staff access it did not declare`);
  return request.staff;
}

/**
 * Whether the caller is staff at this restaurant allowed `action`, without refusing anyone: a call that diners and
 * staff both make (a round on a table's tab, features/tabs/tab-round.ts) asks it when no diner credential came.
 */
export async function staffAllowed(
  request: FastifyRequest,
  entry: PublishedEntry,
  action: StaffAction,
): Promise<boolean> {
  const principal = request.principal;
  if (principal?.kind !== 'user') return false;
  const role = await request.server.staffRoleAt(request.server.db, principal.userId, entry.restaurantId);
  return role !== null && canDo(role, action);
}
