/**
 * An order refused during a maintenance window (ordering/maintenance.ts): 503 with Retry-After until the window ends,
 * the window in `details.maintenance`, and the message that says when ordering opens again, in the restaurant's zone.
 */
import { formatDateTime } from '@ordering/domain/format/dates';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { fromFileWindow, maintenanceAt, secondsUntilEnd } from '@ordering/domain/ordering/maintenance';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/messages';

/** Throws when `now` is inside one of the restaurant's maintenance windows (the owner's or the platform's). */
export function refuseDuringMaintenance(file: RestaurantDataFile, now: Date): void {
  const window = maintenanceAt((file.restaurant.maintenance_windows ?? []).map(fromFileWindow), now);
  if (!window) return;
  const error = new AppError(503, 'error.maintenance', {}, { maintenance: window });
  error.retryAfterSeconds = secondsUntilEnd(window, now);
  error.localized = (locale) =>
    translate(locale, 'error.maintenance', {
      time: formatDateTime(window.endsAt, file.restaurant.timezone, locale),
    });
  throw error;
}
