import { restaurantName } from '@ordering/domain/menu/convert';
import { useOutletContext } from 'react-router';
import { NotFoundScreen } from '../../components/not-found-screen';
import { menuLocale } from '../../lib/locale';
import type { RestaurantContext } from '../../lib/restaurant-data';

export function Component() {
  // Under a restaurant (its layout has loaded it, its name is in the header), the way back is its menu.
  const context = useOutletContext<RestaurantContext | undefined>();
  const restaurant = context?.data?.restaurant;
  return (
    <NotFoundScreen
      menuOf={restaurant?.slug}
      name={restaurant ? restaurantName(restaurant, menuLocale(context.locale)) : undefined}
    />
  );
}
