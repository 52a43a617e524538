/**
 * The week the parent looks at (`selectedWeek` in the address, its Monday; reset to the first week that can still be
 * ordered by the spec's rule), its menus priced for this parent, and how many ordered days are still to come.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { k12CutoffDate, k12Zone } from '@ordering/domain/ordering/k12-rotation';
import { k12WeekToShow } from '@ordering/domain/ordering/k12-week';
import { localDate } from '@ordering/domain/ordering/zoned';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { currentTime } from '../../lib/clock';
import type { Locale } from '../../lib/locale';
import type { SessionState } from '../../lib/session/use-session';
import { fetchMyDays, fetchRotationalMenus } from './api';
import { MY_DAYS_KEY } from './components/my-days';

export function useK12Week(data: RestaurantDataFile, locale: Locale, session: SessionState) {
  const restaurantId = data.restaurant.id;
  const signedIn = session.status === 'user';
  // Signed in, or a guest where the program lets guests order (k12_requires_login).
  const enabled = signedIn || (!data.order_options.k12_requires_login && session.status === 'guest');
  const [params, setParams] = useSearchParams();
  const zone = k12Zone(data);
  const now = currentTime();
  const cutoffDate = localDate(k12CutoffDate(data, now), zone);
  const range = k12WeekToShow({ storedStart: params.get('selectedWeek'), now, zone, cutoffDate });
  const firstWeek = k12WeekToShow({ storedStart: null, now, zone, cutoffDate }).start;

  const menus = useQuery({
    queryKey: [
      'rotational-menus',
      restaurantId,
      range.start,
      range.end,
      session.profile?.id ?? null,
      session.profile?.subsidyCode ?? null,
      // Holiday and item names come in the request's language.
      locale,
    ],
    queryFn: () => fetchRotationalMenus(restaurantId, range.start, range.end),
    enabled,
  });
  // The same query as the ordered days' panel: on a phone that panel sits under the whole week, a link leads to it.
  const myDays = useQuery({
    queryKey: [MY_DAYS_KEY, restaurantId],
    queryFn: () => fetchMyDays(restaurantId),
    enabled: signedIn,
  });
  const upcoming = myDays.data?.orders.filter((o) => o.status !== 'cancelled').length ?? 0;

  const goToWeek = (start: string) => {
    const next = new URLSearchParams(params);
    next.set('selectedWeek', start);
    setParams(next, { replace: true });
  };

  return { range, firstWeek, goToWeek, menus, upcoming, studentParam: params.get('student') };
}
