import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants/published-cache';

/**
 * The restaurant an order call is for: the `X-RESTAURANT-ID` header (ordering spec section 7), else an id the body
 * carries (`restaurantId`, `app8RestaurantId`). Menus and prices come from its published version in memory.
 */
export async function restaurantFor(
  app: FastifyInstance,
  request: FastifyRequest,
  bodyId?: string | number | null,
): Promise<PublishedEntry> {
  const header = request.headers['x-restaurant-id'];
  const raw = (Array.isArray(header) ? header[0] : header) ?? (bodyId == null ? undefined : String(bodyId));
  if (!raw) throw new AppError(400, 400, 'error.restaurantRequired');
  const id = /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  const entry = Number.isSafeInteger(id) ? await app.publishedVersions.getByRestaurantId(id) : undefined;
  if (!entry) throw new AppError(404, 404, 'error.unknownRestaurant', { id: raw.slice(0, 20) });
  return entry;
}
