import { CounterOrderForm } from '../../features/staff/components/counter-order';
import { NoAccess } from '../../features/staff/components/no-access';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/counter: an order taken on the phone or at the counter. */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  if (!can('orders.accept')) return <NoAccess restaurant={restaurant} />;
  return <CounterOrderForm restaurant={restaurant} locale={locale} />;
}
