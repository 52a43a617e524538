import { NoAccess } from '../../features/staff/components/no-access';
import { Team } from '../../features/staff/components/team';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/team: the owner manages who works here. */
export function Component() {
  const { me, restaurant, can } = useStaffRestaurant();
  if (!can('staff.manage')) return <NoAccess restaurant={restaurant} />;
  return <Team restaurant={restaurant} myEmail={me.user.email} />;
}
