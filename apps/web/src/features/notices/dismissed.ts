/**
 * Announcements a diner dismissed, per device and restaurant (localStorage): a dismissed one stays hidden on this
 * device, a new one (another id) shows. Storage that cannot be read or written (private mode, full) only means the
 * announcement shows again.
 */
const key = (restaurantId: number | string) => `announcements-dismissed:${restaurantId}`;
/** Ids kept per restaurant: the newest, so a long-lived device's list stays small. */
const KEEP = 50;

export function readDismissed(restaurantId: number | string): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(key(restaurantId)) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function dismiss(restaurantId: number | string, id: string): string[] {
  const next = [...readDismissed(restaurantId).filter((d) => d !== id), id].slice(-KEEP);
  try {
    localStorage.setItem(key(restaurantId), JSON.stringify(next));
  } catch {
    // Not kept: hidden until the page is left.
  }
  return next;
}
