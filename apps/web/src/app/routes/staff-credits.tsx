import { Credits } from '../../features/staff/components/credits';
import { NoAccess } from '../../features/staff/components/no-access';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/credits: managers grant or take a diner's account credits (restaurants with credits). */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  if (!can('credits.manage')) return <NoAccess restaurant={restaurant} />;
  return <Credits restaurant={restaurant} locale={locale} />;
}
