import type { StaffMeResponse } from '@ordering/domain/contracts/staff';
import type { StaffAction } from '@ordering/domain/staff/roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { ordersQuery, type StaffRestaurant } from '../../features/staff/api';
import { waitingCount } from '../../features/staff/board';
import { chimeReady } from '../../features/staff/chime';
import { focusRing } from '../../features/staff/components/ui';
import { useBoardStream } from '../../features/staff/use-board-stream';
import type { Locale } from '../../lib/locale';
import { restaurantQueryOptions } from '../../lib/restaurant-data';
import { useStaffContext } from './staff';

export interface StaffRestaurantContext {
  me: StaffMeResponse;
  restaurant: StaffRestaurant;
  locale: Locale;
  /** What the role allows: screens hide the rest (the server checks every call anyway). */
  can: (action: StaffAction) => boolean;
}

export const useStaffRestaurant = () => useOutletContext<StaffRestaurantContext>();

const TABS: {
  to: string;
  key: string;
  action: StaffAction;
  k12Only?: boolean;
  suitesOnly?: boolean;
  creditsOnly?: boolean;
  pacedOnly?: boolean;
  tabsOnly?: boolean;
}[] = [
  { to: '', key: 'board', action: 'orders.read' },
  // An order taken on the phone or at the counter, through the diners' pipeline and the kitchen's pacing.
  { to: 'counter', key: 'counter', action: 'orders.accept' },
  // Kitchens paced by station only (restaurant.kitchen in the data file): a station's tickets, and the expo.
  { to: 'stations', key: 'stations', action: 'orders.read', pacedOnly: true },
  { to: 'expo', key: 'expo', action: 'orders.read', pacedOnly: true },
  { to: 'menu', key: 'menu', action: 'orders.read' },
  { to: 'reports', key: 'reports', action: 'orders.read' },
  // School meal programs only (k12 in the data file): the K-12 production sheet.
  { to: 'production', key: 'production', action: 'orders.read', k12Only: true },
  // Venues with suites only (suites_enabled): the suites' orders per event.
  { to: 'suites', key: 'suites', action: 'orders.read', suitesOnly: true },
  // Restaurants that run table tabs (allow_open_tab): the open tabs, a line added, a tab closed; and venues with
  // suites, whose suites' event-day tabs the board lists (apps/server/src/features/tabs/suite-tab.ts).
  { to: 'tabs', key: 'tabs', action: 'orders.read', tabsOnly: true },
  { to: 'publish', key: 'publish', action: 'menu.publish' },
  { to: 'team', key: 'team', action: 'staff.manage' },
  // Restaurants with account credits only (app8_credits): managers grant or take a diner's credits.
  { to: 'credits', key: 'credits', action: 'credits.manage', creditsOnly: true },
];

/** /staff/{restaurant}: the console of one restaurant. Its stream stays open whichever tab is shown. */
export function Component() {
  const { t } = useTranslation();
  const { me, locale } = useStaffContext();
  const params = useParams();
  const restaurant = me.restaurants.find((r) => String(r.id) === params.restaurantId);
  if (!restaurant) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="font-display text-2xl font-semibold">{t('staff.noAccess')}</h1>
        <Link to="/staff" className="mt-4 inline-block font-semibold text-brand underline">
          {t('staff.picker.title')}
        </Link>
      </main>
    );
  }
  return <RestaurantConsole key={restaurant.id} me={me} restaurant={restaurant} locale={locale} />;
}

function RestaurantConsole({
  me,
  restaurant,
  locale,
}: {
  me: StaffMeResponse;
  restaurant: StaffRestaurant;
  locale: Locale;
}) {
  const several = me.restaurants.length > 1;
  const { t } = useTranslation();
  const today = useQuery(ordersQuery(restaurant.id, null));
  const [soundOn, setSoundOn] = useState(false);
  const stream = useBoardStream(restaurant.id);
  const waiting = today.data ? waitingCount(today.data.orders) : 0;

  useEffect(() => {
    document.title = `${waiting > 0 ? `(${waiting}) ` : ''}${restaurant.name} · ${t('staff.title')}`;
  }, [waiting, restaurant.name, t]);

  // The chime can sound once someone has used the page; said beside the stream's state.
  useEffect(() => {
    const check = () => setSoundOn(chimeReady());
    window.addEventListener('pointerup', check);
    window.addEventListener('keyup', check);
    return () => {
      window.removeEventListener('pointerup', check);
      window.removeEventListener('keyup', check);
    };
  }, []);

  const can = (action: StaffAction) => restaurant.actions.includes(action);
  const file = useQuery(restaurantQueryOptions(restaurant.slug)).data;
  const k12 = file?.restaurant.k12 === true;
  const suitesEnabled = file?.restaurant.suites_enabled === true;
  const creditsEnabled = file?.restaurant.app8_credits === true;
  const paced = Boolean(file?.restaurant.kitchen);
  const tabsEnabled = file?.restaurant.allow_open_tab === true || suitesEnabled;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-surface px-4 py-2 print:hidden">
        <span className="text-lg font-semibold">{restaurant.name}</span>
        {several ? (
          <Link to="/staff" className="text-sm font-semibold text-brand underline">
            {t('staff.switchRestaurant')}
          </Link>
        ) : null}
        <nav aria-label={t('staff.nav.label')} className="flex flex-wrap gap-1">
          {TABS.filter(
            (tab) =>
              can(tab.action) &&
              (!tab.k12Only || k12) &&
              (!tab.suitesOnly || suitesEnabled) &&
              (!tab.creditsOnly || creditsEnabled) &&
              (!tab.pacedOnly || paced) &&
              (!tab.tabsOnly || tabsEnabled),
          ).map((tab) => (
            <NavLink
              key={tab.key}
              to={tab.to ? `/staff/${restaurant.id}/${tab.to}` : `/staff/${restaurant.id}`}
              end
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-brand text-brand-contrast' : 'hover:bg-canvas'} ${focusRing}`
              }
            >
              {t(`staff.nav.${tab.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span>{soundOn ? t('staff.sound.on') : t('staff.sound.off')}</span>
          <span
            role="status"
            className={`rounded-full px-2.5 py-1 font-semibold ${stream === 'live' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {t(`staff.stream.${stream}`)}
          </span>
        </div>
      </div>
      <Outlet context={{ me, restaurant, locale, can } satisfies StaffRestaurantContext} />
    </div>
  );
}
