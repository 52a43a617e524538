import { formatDateTime } from '@ordering/domain/format/dates';
import type { MaintenanceWindow } from '@ordering/domain/ordering/maintenance';
import { useTranslation } from 'react-i18next';
import { useRestaurantContext } from '../lib/restaurant-data';

/**
 * The maintenance window's message, on the menu, the cart and the checkout alike: ordering is closed until its end
 * (the date and time in the restaurant's zone), and the menu can still be browsed. The server says the same when it
 * refuses an order during the window.
 */
export function MaintenanceNotice({ window }: { window: MaintenanceWindow }) {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  return (
    <>{t('menu.maintenance', { time: formatDateTime(window.endsAt, data.restaurant.timezone, locale) })}</>
  );
}
