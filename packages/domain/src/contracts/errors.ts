/**
 * The error body of every 4xx/5xx: `{ code, message, details? }`, `message` translated by the
 * Locale header. Codes and their HTTP statuses are the catalogue's.
 */
import { z } from 'zod';
import { id, text } from './common';

export const ERROR_HTTP_STATUS = {
  // The specification's catalogue.
  201: 401,
  400: 400,
  410: 402,
  415: 409,
  416: 409,
  417: 409,
  418: 409,
  419: 409,
  422: 409,
  424: 409,
  426: 409,
  428: 409,
  1803: 402,
  1804: 409,
  2202: 409,
  // Ours, for conditions the specification leaves open: each condition has one code, each code one status.
  /** Not signed in where a route needs an account (a stale session is 201). */
  401: 401,
  /** Signed in, but not allowed (another restaurant's staff, a cross-site write). */
  403: 403,
  404: 404,
  405: 405,
  /** The state changed under the request: a key reused for another cart, a gift card without funds, a status move. */
  409: 409,
  413: 413,
  429: 429,
  500: 500,
  /** The database cannot be reached: try again (Retry-After). */
  503: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** A field that failed validation (400): its path, as `items[2].quantity`, and why. */
export const fieldIssue = z.object({ path: text(500), message: text(500) }).strict();

/** The lines an item add or cart validation refused (stored as invalid_items). */
export const invalidItem = z
  .object({
    orderId: z.number().int(),
    itemId: id,
    code: z.number().int(),
    reason: text(100),
    groupId: id.optional(),
    valueId: id.optional(),
  })
  .strict();

export const errorBody = z
  .object({
    code: z.number().int(),
    message: text(),
    details: z
      .union([
        // A request the schema refused (400): the fields at fault, as the server's error handler lists them.
        z.array(fieldIssue).max(100),
        z.object({ fields: z.array(fieldIssue).max(100) }).strict(),
        z.object({ invalid_items: z.array(invalidItem).max(200) }).strict(),
        z.record(z.string(), z.unknown()),
      ])
      .optional(),
  })
  .strict();

export type ErrorBody = z.output<typeof errorBody>;
export type InvalidItem = z.output<typeof invalidItem>;
