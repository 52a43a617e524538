import { StaffTabs } from '../../features/staff/components/tabs';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/tabs: the open table tabs, a line added to one, one closed. */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  return (
    <StaffTabs
      restaurant={restaurant}
      locale={locale}
      canAdd={can('orders.accept')}
      canClose={can('orders.complete')}
      now={() => new Date()}
    />
  );
}
