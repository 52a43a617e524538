import { Production } from '../../features/staff/components/production';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/production: the K-12 production sheet, per date, school and classroom, printable. */
export function Component() {
  const { restaurant, locale } = useStaffRestaurant();
  return <Production restaurant={restaurant} locale={locale} />;
}
