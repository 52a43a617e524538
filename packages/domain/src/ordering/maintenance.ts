/**
 * A maintenance window (docs/decisions/051-analytics-rollup-and-maintenance-window.md): from its start to its end,
 * diners read the maintenance message, with the time ordering opens again, and the server refuses orders (503, with
 * Retry-After). A restaurant's owner sets one for the restaurant; the platform's comes from configuration. Pure:
 * the server and the web decide with the same rule.
 */

export interface MaintenanceWindow {
  /** ISO instants; `endsAt` after `startsAt`. */
  startsAt: string;
  endsAt: string;
}

/** The data file's form of a window (restaurant.maintenance_windows). */
export interface FileMaintenanceWindow {
  starts_at: string;
  ends_at: string;
}

export const fromFileWindow = (w: FileMaintenanceWindow): MaintenanceWindow => ({
  startsAt: w.starts_at,
  endsAt: w.ends_at,
});
export const toFileWindow = (w: MaintenanceWindow): FileMaintenanceWindow => ({
  starts_at: w.startsAt,
  ends_at: w.endsAt,
});

/**
 * The window in force at `now` (its start included, its end not); of two at once, the one that ends last, which is
 * when ordering opens again. Null when none is.
 */
export function maintenanceAt(
  windows: readonly (MaintenanceWindow | null | undefined)[],
  now: Date,
): MaintenanceWindow | null {
  const t = now.getTime();
  let found: MaintenanceWindow | null = null;
  for (const w of windows) {
    if (!w || Date.parse(w.startsAt) > t || Date.parse(w.endsAt) <= t) continue;
    if (!found || Date.parse(w.endsAt) > Date.parse(found.endsAt)) found = w;
  }
  return found;
}

/** The longest window an owner may set: a night's maintenance, not a closure (that is the pause). */
export const MAX_MAINTENANCE_HOURS = 24;

export type MaintenanceProblem = 'endBeforeStart' | 'alreadyOver' | 'tooLong';

/** Why a window cannot be set at `now`, or null when it can. */
export function maintenanceProblem(window: MaintenanceWindow, now: Date): MaintenanceProblem | null {
  const start = Date.parse(window.startsAt);
  const end = Date.parse(window.endsAt);
  if (!(end > start)) return 'endBeforeStart';
  if (end <= now.getTime()) return 'alreadyOver';
  if (end - start > MAX_MAINTENANCE_HOURS * 3_600_000) return 'tooLong';
  return null;
}

/** Whole seconds from `now` to the window's end, at least 1: the Retry-After of a refused order. */
export function secondsUntilEnd(window: MaintenanceWindow, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(window.endsAt) - now.getTime()) / 1000));
}

/**
 * The platform's window from configuration, "start/end" as two ISO instants (MAINTENANCE_WINDOW); null when unset.
 * Throws on a value that is not one, so a wrong setting stops the server at start rather than never applying.
 */
export function parseMaintenanceSetting(value: string | undefined): MaintenanceWindow | null {
  if (!value?.trim()) return null;
  const [startsAt, endsAt, ...rest] = value.trim().split('/');
  const valid = (s: string | undefined) =>
    s !== undefined && /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s));
  if (rest.length > 0 || !valid(startsAt) || !valid(endsAt) || Date.parse(endsAt!) <= Date.parse(startsAt!))
    throw new RangeError(
      `MAINTENANCE_WINDOW must be two ISO instants "start/end", the end after the start; got "${value}".`,
    );
  return { startsAt: new Date(startsAt!).toISOString(), endsAt: new Date(endsAt!).toISOString() };
}
