import { Reports } from '../../features/staff/components/reports';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/reports: today's sales, orders, average ticket and counts by item. */
export function Component() {
  const { restaurant, locale } = useStaffRestaurant();
  return <Reports restaurant={restaurant} locale={locale} />;
}
