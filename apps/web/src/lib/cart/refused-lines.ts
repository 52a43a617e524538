import { ApiError } from '../api-client';

/**
 * The cart lines a refusal names (the server lists them in `details.invalid_items`), by
 * line (orderId), with the refusal's code: 415 sold out, 426 unavailable, else refused. Empty for any other error.
 */
export function refusedLines(error: unknown): Map<number, number> {
  const lines = new Map<number, number>();
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return lines;
  const listed = (error.details as { invalid_items?: unknown }).invalid_items;
  if (!Array.isArray(listed)) return lines;
  for (const line of listed) {
    const { orderId, code } = (line ?? {}) as { orderId?: unknown; code?: unknown };
    if (typeof orderId === 'number') lines.set(orderId, typeof code === 'number' ? code : 400);
  }
  return lines;
}

/** The mark a refused line shows, by its code: the menu's own words for a sold-out or unavailable item. */
export function refusedMarkKey(code: number): string {
  return code === 415 ? 'menu.soldOut' : code === 426 ? 'menu.unavailable' : 'cart.refused';
}
