import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveTenant } from '../../plugins/tenant';
import type { PublishedEntry } from './published-cache';

/**
 * The restaurant a call is for, for the routes not yet declaring `config: { tenant }` (plugins/tenant.ts): the same
 * resolution, the header first, else an id the body carries.
 */
export async function restaurantFor(
  app: FastifyInstance,
  request: FastifyRequest,
  bodyId?: string | number | null,
): Promise<PublishedEntry> {
  const entry = await resolveTenant(app, request, () => bodyId);
  if (!entry) throw new Error('unreachable: a required tenant resolves or throws');
  return entry;
}
