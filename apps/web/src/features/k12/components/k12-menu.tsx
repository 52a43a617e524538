/**
 * The parent's K-12 screen: signed in where the program requires
 * it (k12_requires_login, default true), the parent picks a student and a week (`selectedWeek`, its Monday; reset to
 * the first week that can still be ordered by the spec's rule), sees the school days with their menus priced for
 * them, and adds items per day and student. The cart is kept on the device per date and student; dates past the
 * cutoff are removed (and the costs shown anew) when the menus load. One payment places one order per date and
 * student (create-k12-order); ordered days can be cancelled until their cutoff.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackFunnel } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { type SessionState, useSession } from '../../../lib/session/use-session';
import { addLine, cartLines, type K12Cart, type K12Line } from '../k12-cart';
import { useK12Cart } from '../use-k12-cart';
import { useK12Week } from '../use-k12-week';
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
  const [placed, setPlaced] = useState<PlacedOrder[] | null>(null);
  // What the cart's payment would charge (the cart panel's days, priced by the server), for the phone's cart bar.
  const [charged, setCharged] = useState<number | null>(null);
  const signedIn = session.status === 'user';
  const students = session.status === 'user' ? session.profile.students : [];
  const subsidyCode = session.profile?.subsidyCode ?? null;

  const { range, firstWeek, goToWeek, menus, upcoming, studentParam } = useK12Week(data, locale, session);
  const [studentId, setStudentId] = useState<string | null>(studentParam);
  const student = students.find((s) => s.id === studentId) ?? students[0] ?? null;
  const fetching = useLingering(menus.isFetching);

  const { cart, setCart, removed } = useK12Cart(restaurant, locale, session, menus.data);
  const refreshMyDays = () => void queryClient.invalidateQueries({ queryKey: [MY_DAYS_KEY] });

  if (session.status === 'loading') return <p className="p-4 text-muted">{t('k12.loading')}</p>;
  if (data.order_options.k12_requires_login && !signedIn) return <LoginPrompt slug={restaurant.slug} />;
  if (placed) {
    return (
      <K12Placed
        placed={placed}
        slug={restaurant.slug}
        onMore={() => {
          setPlaced(null);
          refreshMyDays();
        }}
      />
    );
  }

  const schoolDays = schoolDaysOf(menus.data?.days ?? []);
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
          <WeekNotices
            fetching={fetching}
            error={menus.isError ? menus.error : null}
            noMenus={noMenus}
            removed={removed}
            locale={locale}
          />
        </WeekPicker>
        {!noMenus &&
          schoolDays.map((day) => (
            <K12Day
              key={day.date}
              day={day}
              locale={locale}
              canAdd={student !== null}
              lines={student ? (cart[day.date]?.[student.id] ?? []) : []}
              onAdd={(line) => student && setCart(addMeal(restaurant.slug, day.date, student.id, line))}
            />
          ))}
      </div>
      {count > 0 && <K12CartBar count={count} charged={charged} locale={locale} />}
      <div className="grid h-fit gap-4 lg:sticky lg:top-20">
        <K12CartPanel
          data={data}
          cart={cart}
          setCart={setCart}
          locale={locale}
          students={students}
          restaurantId={restaurant.id}
          subsidyCode={subsidyCode}
          contact={contactOf(session.profile)}
          onCharged={setCharged}
          onPlaced={(orders) => {
            setPlaced(orders);
            refreshMyDays();
          }}
        />
        {signedIn && <MyDays restaurantId={restaurant.id} slug={restaurant.slug} locale={locale} />}
      </div>
    </div>
  );
}

/** A meal added to a student's day: the cart's update, the step counted in the school's funnel once. */
function addMeal(slug: string, date: string, studentId: string, line: K12Line) {
  trackFunnel(slug, 'item-added', 'school');
  return (cart: K12Cart) => addLine(cart, date, studentId, line);
}

/** The week's days to show: weekends only when the cycle serves something on them. */
function schoolDaysOf<Day extends { weekday: string; items: readonly unknown[] }>(
  days: readonly Day[],
): Day[] {
  return days.filter((d) => !(d.weekday === 'saturday' || d.weekday === 'sunday') || d.items.length > 0);
}

/** What the week says under its picker: loading, a failure, no menus, or the days the cutoff took from the cart. */
function WeekNotices({
  fetching,
  error,
  noMenus,
  removed,
  locale,
}: {
  fetching: boolean;
  error: Error | null;
  noMenus: boolean;
  removed: string[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <>
      {fetching && (
        <p className="mt-2 text-sm text-muted" role="status">
          {t('k12.loadingWeek')}
        </p>
      )}
      {error && (
        <p className="mt-2 text-red-700 dark:text-red-300" role="alert">
          {error instanceof ApiError ? error.message : t('k12.menusFailed')}
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
    </>
  );
}

/** On a phone the cart sits under five long days: a bar at the foot of the screen leads to it. */
function K12CartBar({ count, charged, locale }: { count: number; charged: number | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <a
      href="#k12-cart-panel"
      className="fixed inset-x-4 bottom-4 z-10 flex justify-between rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast shadow-lg lg:hidden"
    >
      <span>{t('k12.viewCart', { count })}</span>
      {/* What paying charges, as the cart's pay button says; nothing until the server priced the days. */}
      {charged !== null ? <span>{money(charged, locale)}</span> : null}
    </a>
  );
}

/** Who the payment's receipt goes to: the signed-in parent (empty for a guest, who types it in the cart). */
const contactOf = (profile: SessionState['profile']) => ({
  email: profile?.email ?? '',
  name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
  phone: profile?.phoneNumber ?? '',
});
