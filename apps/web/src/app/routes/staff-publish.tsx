import { NoAccess } from '../../features/staff/components/no-access';
import { Publish } from '../../features/staff/components/publish';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/publish: the owner publishes the data file. */
export function Component() {
  const { restaurant, can } = useStaffRestaurant();
  if (!can('menu.publish')) return <NoAccess restaurant={restaurant} />;
  return <Publish restaurant={restaurant} />;
}
