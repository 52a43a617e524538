import { useSearchParams } from 'react-router';
import { StationView } from '../../features/staff/components/stations';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/stations: one station's tickets; `?station=` picks the station (the first by default). */
export function Component() {
  const { restaurant, locale } = useStaffRestaurant();
  const [params, setParams] = useSearchParams();
  return (
    <StationView
      restaurant={restaurant}
      locale={locale}
      station={params.get('station')}
      onStation={(station) => setParams({ station }, { replace: true })}
    />
  );
}
