import { MakeTimes } from '../../features/staff/components/make-times';
import { NoAccess } from '../../features/staff/components/no-access';
import { Publish } from '../../features/staff/components/publish';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/publish: the owner publishes the data file, beside the make times the kitchen measured. */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  if (!can('menu.publish')) return <NoAccess restaurant={restaurant} />;
  return (
    <Publish restaurant={restaurant}>
      <MakeTimes restaurant={restaurant} locale={locale} />
    </Publish>
  );
}
