import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { useAccountLanguage } from '../../features/accounts/account-language';
import type { Profile } from '../../features/accounts/api';
import { guardRoute } from '../../features/accounts/route-guard';
import { useSession } from '../../lib/session/use-session';
import { type AccountContext, useAccountContext } from './account-shell';

export interface ProfileContext extends AccountContext {
  profile: Profile;
  /** `?…` of the current query, for links that keep it. */
  search: string;
}

export const useProfileContext = () => useOutletContext<ProfileContext>();

/** /profile and its screens: web-user-only, a visitor is sent to /login keeping the query (the route guard). */
export function Component() {
  const { t } = useTranslation();
  const account = useAccountContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession(account.restaurantId);
  const search = params.toString() ? `?${params.toString()}` : '';
  // The profile opened with a session (a new page load): the screens in the account's language.
  useAccountLanguage(session.profile);

  useEffect(() => {
    if (session.status === 'loading') return;
    const result = guardRoute({
      route: 'userOnly',
      query: params,
      slug: account.slug,
      user: session.profile,
      operatorAuthenticated: false,
    });
    if (result.kind === 'redirect') navigate(result.to, { replace: true });
  }, [session, params, account.slug, navigate]);

  if (session.status !== 'user') {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-8">
        <p className="text-muted">{t('app.loading')}</p>
      </main>
    );
  }
  const tabs = [
    ['/profile', 'accounts.nav.settings'],
    ['/profile/user-information', 'accounts.nav.information'],
    ['/profile/user-payment-methods', 'accounts.nav.cards'],
    ['/profile/receipts', 'accounts.nav.receipts'],
    // Student profiles belong to a school program: shown when the diner came from one.
    ...(account.data?.restaurant.k12 ? ([['/profile/students', 'students.nav']] as const) : []),
    // A suite owner's upcoming events: shown from a venue with suites.
    ...(account.data?.restaurant.suites_enabled
      ? ([['/profile/events', 'suites.profileEvents.tab']] as const)
      : []),
  ] as const;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="font-display text-3xl font-semibold">{t('accounts.profileTitle')}</h1>
      {/* The four screens wrap rather than scroll: on a phone a scrolled row hid the current one past the edge. */}
      <nav aria-label={t('accounts.nav.label')} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {tabs.map(([to, label]) => (
            <li key={to}>
              <NavLink
                to={`${to}${search}`}
                end
                className={({ isActive }) =>
                  `block rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand ${
                    isActive ? 'border border-brand bg-brand text-brand-contrast' : 'border border-line'
                  }`
                }
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-5">
        <Outlet context={{ ...account, profile: session.profile, search } satisfies ProfileContext} />
      </div>
    </main>
  );
}
