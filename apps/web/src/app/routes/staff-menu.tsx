import { LiveControls } from '../../features/staff/components/live-controls';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/menu: pause and resume ordering, the maintenance window, sold-out marks. */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  return (
    <LiveControls
      restaurant={restaurant}
      locale={locale}
      canPause={can('restaurant.pause')}
      canSoldOut={can('menu.soldOut')}
      canMaintain={can('restaurant.maintenance')}
    />
  );
}
