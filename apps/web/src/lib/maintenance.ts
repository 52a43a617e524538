import { fromFileWindow, type MaintenanceWindow, maintenanceAt } from '@ordering/domain/ordering/maintenance';
import { useEffect, useState } from 'react';
import { currentTime } from './clock';
import type { RestaurantData } from './restaurant-data';

/** The maintenance window in force now for this restaurant's file (the owner's or the platform's), else null. */
export function maintenanceOf(data: RestaurantData, now: Date = currentTime()): MaintenanceWindow | null {
  return maintenanceAt((data.restaurant.maintenance_windows ?? []).map(fromFileWindow), now);
}

/**
 * The window in force, kept current: the screen changes when a window starts or ends while it is open (a timer to
 * the next start or end, never a poll). The menu, the cart and the checkout read it as they read a pause.
 */
export function useMaintenance(data: RestaurantData): MaintenanceWindow | null {
  const [, setTick] = useState(0);
  const windows = data.restaurant.maintenance_windows;
  useEffect(() => {
    const now = currentTime().getTime();
    const next = (windows ?? [])
      .flatMap((w) => [Date.parse(w.starts_at), Date.parse(w.ends_at)])
      .filter((t) => t > now)
      .sort((a, b) => a - b)[0];
    // Beyond a day the timer would overflow setTimeout's range on some browsers; a reload tells it then.
    if (next === undefined || next - now > 86_400_000) return;
    const timer = setTimeout(() => setTick((n) => n + 1), next - now + 50);
    return () => clearTimeout(timer);
  });
  return maintenanceOf(data);
}

/**
 * This module's notice and banner with the whole catalog, for React.lazy: the menu page loads neither unless the
 * restaurant has a maintenance window.
 */
export const lazyMaintenance = <K extends 'MaintenanceNotice' | 'MaintenanceBanner'>(name: K) =>
  Promise.all([
    import('../components/maintenance-notice'),
    import('./i18n').then((m) => m.loadWholeCatalog()),
  ]).then(([module]) => ({ default: module[name] }));
