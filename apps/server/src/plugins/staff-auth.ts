import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A preHandler for staff calls: the `X-STAFF-TOKEN` header must equal the configured token (compared in constant
 * time). Without a configured token (production with no STAFF_TOKEN) every staff call is refused.
 */
export function requireStaffToken(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest) => {
    const header = request.headers['x-staff-token'];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!expected || !sent || !timingSafeEqual(digest(sent), expected)) {
      throw new AppError(401, 401, 'error.staffTokenInvalid');
    }
  };
}
