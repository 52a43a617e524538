import { formatDateTime } from '@ordering/domain/format/dates';
import type { MaintenanceWindow } from '@ordering/domain/ordering/maintenance';
import { useTranslation } from 'react-i18next';
import { useMaintenance } from '../lib/maintenance';
import { useRestaurantContext } from '../lib/restaurant-data';

/**
 * The maintenance window's message, on the menu, the cart and the checkout alike: ordering is closed until its end
 * (the date and time in the restaurant's zone), and the menu can still be browsed. The server says the same when it
 * refuses an order during the window. Its words are not in the menu's part of the catalog: the menu and the cart
 * load this module with the whole catalog (`lazyMaintenance`), only at a restaurant that has a window.
 */
export function MaintenanceNotice({ window }: { window: MaintenanceWindow }) {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  return (
    <>{t('maintenance.notice', { time: formatDateTime(window.endsAt, data.restaurant.timezone, locale) })}</>
  );
}

/** The menu's banner while a window is in force (nothing before it starts or after it ends). */
export function MaintenanceBanner() {
  const { data } = useRestaurantContext();
  const window = useMaintenance(data);
  if (!window) return null;
  return (
    <p
      role="status"
      data-testid="maintenance"
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <MaintenanceNotice window={window} />
    </p>
  );
}
