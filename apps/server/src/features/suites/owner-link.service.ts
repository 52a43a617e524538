/**
 * The link an owner is e-mailed to pre-order: `/{slug}?eventSuite={id}&value={value}`, the
 * value sealed with the event suite, the owner's e-mail and an expiry (suite-link.ts). Made by the venue's operator.
 */
import type { OwnerLinkResponse } from '@ordering/domain/suites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { sealSuiteLink } from './suite-link';
import { findEventSuite } from './suites.repository';

/** A week unless asked otherwise: long enough to read the e-mail and order before the lock. */
const DEFAULT_HOURS = 7 * 24;

export async function ownerLink(
  app: FastifyInstance,
  entry: PublishedEntry,
  body: { eventSuiteId: string; hours?: number | undefined },
  secret: string,
  now: Date,
): Promise<OwnerLinkResponse> {
  const full = await findEventSuite(app.db, entry.restaurantId, body.eventSuiteId);
  if (!full) throw new AppError(404, 'error.noEventSuite');
  const exp = now.getTime() + (body.hours ?? DEFAULT_HOURS) * 3_600_000;
  const value = sealSuiteLink(secret, {
    eventSuiteId: full.eventSuite.publicId,
    email: full.owner.email,
    exp,
  });
  const query = new URLSearchParams({ eventSuite: full.eventSuite.publicId, value });
  return {
    value,
    expiresAt: new Date(exp).toISOString(),
    path: `/${entry.data.restaurant.slug}?${query.toString()}`,
  };
}
