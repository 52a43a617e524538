/**
 * The venue's suite screens: /{slug}/events, /{slug}/events/{event_id} and /{slug}/suite-settings. The
 * operator-only ones send a visitor who is no signed-in operator to the operator's login, keeping only suiteOperator
 * (the route guard); the event list also shows a signed-in owner his events.
 */

import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type GuardedRoute, guardRoute } from '../../features/accounts/route-guard';
import { logoutOperator } from '../../features/suites/api';
import { OperatorEvents, OwnerEvents } from '../../features/suites/components/event-list';
import { SuiteList } from '../../features/suites/components/suite-list';
import { SuiteSettings } from '../../features/suites/components/suite-settings';
import { OPERATOR_KEY, type OperatorState, useOperator } from '../../features/suites/use-operator';
import { useRestaurantContext } from '../../lib/restaurant-data';
import { forgetOperator } from '../../lib/session/operator-session';
import { type SessionState, useSession } from '../../lib/session/use-session';

function useGuard(route: GuardedRoute, slug: string, venue: number | string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const operator = useOperator(venue);
  const session = useSession(venue);
  const settled = operator.status !== 'loading' && session.status !== 'loading';
  useEffect(() => {
    if (!settled) return;
    const query = new URLSearchParams(params);
    query.set('restaurant', slug);
    if (!query.has('suiteOperator')) query.set('suiteOperator', 'true');
    const result = guardRoute({
      route,
      query,
      slug,
      user: session.profile,
      operatorAuthenticated: operator.status === 'operator',
    });
    if (result.kind === 'redirect') navigate(result.to, { replace: true });
  }, [settled, route, params, slug, session.profile, operator.status, navigate]);
  return { operator, session, settled, params };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      {children}
    </main>
  );
}

const search = (params: URLSearchParams) => {
  const keep = new URLSearchParams();
  const operator = params.get('suiteOperator');
  if (operator) keep.set('suiteOperator', operator);
  return keep.size ? `?${keep}` : '';
};

function Loading() {
  const { t } = useTranslation();
  return <p className="text-muted">{t('suites.loading')}</p>;
}

/** /{slug}/events: the operator picks one of today's events; an owner sees the upcoming events at the venue. */
export function EventsScreen() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const r = data.restaurant;
  // An owner may list their own events here too: only a visitor is sent to the operator's login.
  const { operator, session, settled, params } = useGuard('other', r.slug, r.id);
  const navigate = useNavigate();
  useEffect(() => {
    if (settled && operator.status !== 'operator' && session.status !== 'user') {
      // To the operator's login as from any operator screen: only suiteOperator is kept (an eventSuite kept would
      // make it the login-as variant, the diner's).
      const result = guardRoute({
        route: 'operatorOnly',
        query: params,
        slug: r.slug,
        user: null,
        operatorAuthenticated: false,
      });
      if (result.kind === 'redirect') navigate(result.to, { replace: true });
    }
  }, [settled, operator.status, session.status, params, r.slug, navigate]);
  return (
    <Frame>
      {!settled ? (
        <Loading />
      ) : operator.status === 'operator' ? (
        <>
          <h1 className="font-display text-3xl font-semibold">{t('suites.events.operatorTitle')}</h1>
          <p className="mt-1 mb-4 text-muted">{t('suites.events.operatorIntro')}</p>
          <OperatorEvents slug={r.slug} venue={r.id} locale={locale} search={search(params)} />
          <OperatorLogout slug={r.slug} venue={r.id} />
        </>
      ) : session.status === 'user' ? (
        <>
          <h1 className="mb-4 font-display text-3xl font-semibold">{t('suites.events.ownerTitle')}</h1>
          <OwnerEvents email={session.profile.email} venue={r.id} locale={locale} />
        </>
      ) : (
        <Loading />
      )}
    </Frame>
  );
}

/** Operator logout: the operator's credentials go, and so does any login-as. */
function OperatorLogout({ slug, venue }: { slug: string; venue: number | string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      className="mt-6 rounded-full border border-line px-4 py-2 font-semibold hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
      onClick={() => {
        void logoutOperator(venue)
          .catch(() => {
            // The operator session may be gone already: the device forgets it all the same.
          })
          .finally(() => {
            forgetOperator();
            queryClient.removeQueries({ queryKey: OPERATOR_KEY });
            navigate(`/login?${new URLSearchParams({ suiteOperator: 'true', restaurant: slug })}`);
          });
      }}
    >
      {t('suites.operatorLogin.logout')}
    </button>
  );
}

/** /{slug}/events/{event_id}: the operator picks the suite and is logged in as its owner. */
export function EventScreen() {
  const { data, locale } = useRestaurantContext();
  const r = data.restaurant;
  const { eventId = '' } = useParams();
  const { operator, params } = useGuard('operatorOnly', r.slug, r.id);
  return (
    <Frame>
      {operator.status === 'operator' ? (
        <SuiteList
          slug={r.slug}
          venue={r.id}
          eventId={eventId}
          operator={operator.operator}
          locale={locale}
          search={search(params)}
        />
      ) : (
        <Loading />
      )}
    </Frame>
  );
}

/** /{slug}/suite-settings: the operator, acting as the owner, sets the suite's event-day payment and tab limit. */
export function SuiteSettingsScreen() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const r = data.restaurant;
  const { operator, session, params } = useGuard('operatorOnly', r.slug, r.id);
  const eventSuite = params.get('eventSuite');
  const navigate = useNavigate();
  // The operator without the owner's session (or without a suite): back to the events to pick the suite again.
  const lost = operator.status === 'operator' && (session.status === 'guest' || !eventSuite);
  useEffect(() => {
    if (lost) navigate(`/${r.slug}/events${search(params)}`, { replace: true });
  }, [lost, navigate, r.slug, params]);
  const menu = new URLSearchParams(params);
  menu.delete('restaurant');
  return (
    <Frame>
      <h1 className="mb-4 font-display text-3xl font-semibold">{t('suites.settings.title')}</h1>
      {ready(operator, session) && eventSuite ? (
        <SuiteSettings
          venue={r.id}
          eventSuiteId={eventSuite}
          ownerId={session.profile!.id}
          locale={locale}
          menuLink={`/${r.slug}?${menu}`}
        />
      ) : (
        <Loading />
      )}
    </Frame>
  );
}

const ready = (operator: OperatorState, session: SessionState) =>
  operator.status === 'operator' && session.status === 'user';
