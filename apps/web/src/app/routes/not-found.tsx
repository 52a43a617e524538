import { useOutletContext } from 'react-router';
import { NotFoundScreen } from '../../components/not-found-screen';
import type { RestaurantContext } from '../../lib/restaurant-data';

export function Component() {
  // Under a restaurant (its layout has loaded it, its name is in the header), the way back is its menu.
  const context = useOutletContext<RestaurantContext | undefined>();
  return <NotFoundScreen menuOf={context?.data?.restaurant.slug} />;
}
