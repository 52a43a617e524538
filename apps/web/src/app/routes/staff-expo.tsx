import { ExpoView } from '../../features/staff/components/stations';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/expo: every open order with which of its stations are done. */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  return <ExpoView restaurant={restaurant} locale={locale} canReady={can('orders.ready')} />;
}
