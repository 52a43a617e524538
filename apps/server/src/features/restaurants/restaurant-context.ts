import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertLoginAsVenue, resolveTenant } from '../../plugins/tenant';
import type { PublishedEntry } from './published-cache';

/**
 * The restaurant a call is for, for the routes not yet declaring `config: { tenant }` (plugins/tenant.ts): the same
 * resolution, the header first, else an id the body carries, and the same hold of a login-as session to its venue
 * (decision 095), so the account calls answer the owner's students, credits or receipts there only.
 */
export async function restaurantFor(
  app: FastifyInstance,
  request: FastifyRequest,
  bodyId?: string | number | null,
): Promise<PublishedEntry> {
  const entry = await resolveTenant(app, request, () => bodyId);
  if (!entry) throw new Error('unreachable: a required tenant resolves or throws');
  await assertLoginAsVenue(request, entry);
  return entry;
}
