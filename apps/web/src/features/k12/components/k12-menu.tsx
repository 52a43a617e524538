/**
 * The parent's K-12 screen: signed in where the program requires
 * it (k12_requires_login, default true), the parent picks a student and a week (`selectedWeek`, its Monday; reset to
 * the first week that can still be ordered by the spec's rule), sees the school days with their menus priced for
 * them, and adds items per day and student. The cart is kept on the device per date and student; dates past the
 * cutoff are removed (and the costs shown anew) when the menus load. One payment places one order per date and
 * student (create-k12-order); ordered days can be cancelled until their cutoff.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { k12CutoffDate, k12Zone } from '@ordering/domain/ordering/k12-rotation';
import { k12WeekToShow } from '@ordering/domain/ordering/k12-week';
import { localDate } from '@ordering/domain/ordering/zoned';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { currentTime } from '../../../lib/clock';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { useSession } from '../../../lib/session/use-session';
import { fetchMyDays, fetchRotationalMenus } from '../api';
import {
  addLine,
  cartLines,
  dropPastDates,
  type K12Cart,
  readK12Cart,
  repriceCart,
  writeK12Cart,
} from '../k12-cart';
import { K12CartPanel } from './k12-cart-panel';
import { K12Day } from './k12-day';
import { K12Placed } from './k12-placed';
import { LoginPrompt } from './login-prompt';
import { MY_DAYS_KEY, MyDays } from './my-days';
import { StudentPicker } from './student-picker';
import { dayLabel, type PlacedOrder, useLingering } from './ui';
import { WeekPicker } from './week-picker';

export function K12Menu({ data, locale }: { data: RestaurantDataFile; locale: Locale }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const restaurant = data.restaurant;
  const session = useSession(restaurant.id);
  const [params, setParams] = useSearchParams();
  const zone = k12Zone(data);
  const now = currentTime();
  const cutoffDate = localDate(k12CutoffDate(data, now), zone);
  const range = k12WeekToShow({ storedStart: params.get('selectedWeek'), now, zone, cutoffDate });
  const firstWeek = k12WeekToShow({ storedStart: null, now, zone, cutoffDate }).start;
  const [cart, setCart] = useState<K12Cart>(() => readK12Cart(restaurant.slug));
  const [studentId, setStudentId] = useState<string | null>(params.get('student'));
  const [placed, setPlaced] = useState<PlacedOrder[] | null>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  // What the cart's payment would charge (the cart panel's days, priced by the server), for the phone's cart bar.
  const [charged, setCharged] = useState<number | null>(null);
  const needsLogin = data.order_options.k12_requires_login;
  const signedIn = session.status === 'user';
  const students = session.status === 'user' ? session.profile.students : [];
  const student = students.find((s) => s.id === studentId) ?? students[0] ?? null;
  const subsidyCode = session.profile?.subsidyCode ?? null;

  const menus = useQuery({
    queryKey: [
      'rotational-menus',
      restaurant.id,
      range.start,
      range.end,
      session.profile?.id ?? null,
      subsidyCode,
      // Holiday and item names come in the request's language.
      locale,
    ],
    queryFn: () => fetchRotationalMenus(restaurant.id, range.start, range.end),
    enabled: signedIn || (!needsLogin && session.status === 'guest'),
  });
  const fetching = useLingering(menus.isFetching);
  // The same query as the ordered days' panel: on a phone that panel sits under the whole week, a link leads to it.
  const myDays = useQuery({
    queryKey: [MY_DAYS_KEY, restaurant.id],
    queryFn: () => fetchMyDays(restaurant.id),
    enabled: signedIn,
  });
  const upcoming = myDays.data?.orders.filter((o) => o.status !== 'cancelled').length ?? 0;

  // Dates past the cutoff leave the cart as soon as the server says where the cutoff is (the costs follow the cart).
  const cutoff = menus.data?.cutoff_date;
  useEffect(() => {
    if (!cutoff) return;
    const { cart: kept, removed: gone } = dropPastDates(cart, cutoff);
    if (gone.length === 0) return;
    setCart(kept);
    setRemoved(gone);
  }, [cutoff, cart]);
  // The week's menus, priced for this parent, price the cart's lines of those days (a subsidy code reprices both).
  useEffect(() => {
    if (menus.data) setCart((c) => repriceCart(c, menus.data.days));
  }, [menus.data]);
  // A code added or removed: the lines of the other weeks in the cart are priced again too.
  const cartDates = Object.keys(cart).sort();
  const cartRange = cartDates.length > 0 ? `${cartDates[0]}|${cartDates[cartDates.length - 1]}` : null;
  const otherWeeks = useQuery({
    queryKey: [
      'rotational-menus',
      restaurant.id,
      'cart',
      cartRange,
      session.profile?.id ?? null,
      subsidyCode,
      locale,
    ],
    queryFn: () => {
      const [start, end] = (cartRange as string).split('|') as [string, string];
      return fetchRotationalMenus(restaurant.id, start, end);
    },
    enabled: signedIn && cartRange !== null,
  });
  useEffect(() => {
    if (otherWeeks.data) setCart((c) => repriceCart(c, otherWeeks.data.days));
  }, [otherWeeks.data]);
  useEffect(() => writeK12Cart(restaurant.slug, cart), [cart, restaurant.slug]);

  const goToWeek = (start: string) => {
    const next = new URLSearchParams(params);
    next.set('selectedWeek', start);
    setParams(next, { replace: true });
  };

  if (session.status === 'loading') return <p className="p-4 text-muted">{t('k12.loading')}</p>;
  if (needsLogin && !signedIn) return <LoginPrompt slug={restaurant.slug} />;
  if (placed) {
    return (
      <K12Placed
        placed={placed}
        slug={restaurant.slug}
        onMore={() => {
          setPlaced(null);
          void queryClient.invalidateQueries({ queryKey: [MY_DAYS_KEY] });
        }}
      />
    );
  }

  // Weekends are listed only when the cycle serves something on them.
  const schoolDays = (menus.data?.days ?? []).filter(
    (d) => !(d.weekday === 'saturday' || d.weekday === 'sunday') || d.items.length > 0,
  );
  const noMenus = menus.isSuccess && schoolDays.every((d) => d.items.length === 0);
  const count = cartLines(cart).reduce((n, l) => n + l.line.quantity, 0);

  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-[1fr_22rem]">
      <div className="grid content-start gap-4">
        {upcoming > 0 && (
          <a href="#k12-my-days" className="font-semibold text-brand underline lg:hidden">
            {t('k12.myDaysLink', { count: upcoming })}
          </a>
        )}
        <StudentPicker
          students={students}
          selectedId={student?.id ?? null}
          onSelect={setStudentId}
          slug={restaurant.slug}
          week={range.start}
        />
        <WeekPicker range={range} firstWeek={firstWeek} locale={locale} onWeek={goToWeek}>
          {fetching && (
            <p className="mt-2 text-sm text-muted" role="status">
              {t('k12.loadingWeek')}
            </p>
          )}
          {menus.isError && (
            <p className="mt-2 text-red-700 dark:text-red-300" role="alert">
              {menus.error instanceof ApiError ? menus.error.message : t('k12.menusFailed')}
            </p>
          )}
          {noMenus && <p className="mt-2 text-muted">{t('k12.noMenusThisWeek')}</p>}
          {removed.length > 0 && (
            <p className="mt-2 text-sm font-semibold" role="status">
              {t('k12.removedPastCutoff', {
                count: removed.length,
                days: removed.map((d) => dayLabel(d, locale)).join(', '),
              })}
            </p>
          )}
        </WeekPicker>
        {!noMenus &&
          schoolDays.map((day) => (
            <K12Day
              key={day.date}
              day={day}
              locale={locale}
              canAdd={student !== null}
              lines={student ? (cart[day.date]?.[student.id] ?? []) : []}
              onAdd={(line) => student && setCart((c) => addLine(c, day.date, student.id, line))}
            />
          ))}
      </div>
      {count > 0 && (
        // On a phone the cart sits under five long days: a bar at the foot of the screen leads to it.
        <a
          href="#k12-cart-panel"
          className="fixed inset-x-4 bottom-4 z-10 flex justify-between rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast shadow-lg lg:hidden"
        >
          <span>{t('k12.viewCart', { count })}</span>
          {/* What paying charges, as the cart's pay button says; nothing until the server priced the days. */}
          {charged !== null ? <span>{money(charged, locale)}</span> : null}
        </a>
      )}
      <div className="grid h-fit gap-4 lg:sticky lg:top-20">
        <K12CartPanel
          data={data}
          cart={cart}
          setCart={setCart}
          locale={locale}
          students={students}
          restaurantId={restaurant.id}
          subsidyCode={subsidyCode}
          contact={{
            email: session.profile?.email ?? '',
            name: session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '',
            phone: session.profile?.phoneNumber ?? '',
          }}
          onCharged={setCharged}
          onPlaced={(orders) => {
            setPlaced(orders);
            void queryClient.invalidateQueries({ queryKey: [MY_DAYS_KEY] });
          }}
        />
        {signedIn && <MyDays restaurantId={restaurant.id} slug={restaurant.slug} locale={locale} />}
      </div>
    </div>
  );
}
