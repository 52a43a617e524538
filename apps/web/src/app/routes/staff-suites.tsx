import { SuitesReport } from '../../features/staff/components/suites-report';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/suites: the suites' orders per event (delivery time, suite, notes), printable. */
export function Component() {
  const { restaurant, locale } = useStaffRestaurant();
  return <SuitesReport restaurant={restaurant} locale={locale} />;
}
