import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { spendableOrThrow } from './failure-budget';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A preHandler for staff calls: the `X-STAFF-TOKEN` header must equal the configured token (compared in constant
 * time). Without a configured token (production with no STAFF_TOKEN) every staff call is refused. Wrong tokens
 * count against the client's staff budget; once it is spent, even the right token waits (else guessing goes on).
 */
export function requireStaffToken(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const budget = request.server.failureBudgets?.staffToken;
    if (budget) spendableOrThrow(budget, request, reply, 'error.tooManyRequests');
    const header = request.headers['x-staff-token'];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!expected || !sent || !timingSafeEqual(digest(sent), expected)) {
      budget?.fail(request.ip);
      throw new AppError(401, 401, 'error.staffTokenInvalid');
    }
  };
}
