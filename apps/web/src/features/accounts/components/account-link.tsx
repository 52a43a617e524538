import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { onOperatorChange, readOperatorId } from '../../../lib/session/operator-session';
import { useSession } from '../../../lib/session/use-session';
import { useAccountLanguage } from '../account-language';

// Only for a signed-in user: its code stays out of a guest's menu page.
const WelcomeBanner = lazy(() => import('./welcome-banner').then((m) => ({ default: m.WelcomeBanner })));

const pill =
  'whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The header's way to the account: "Log in" for a guest, the profile for a user, their events for a signed-in suite
 * operator (never "Log in" to someone signed in); the query is kept. On every restaurant screen, it also shows a
 * signed-in diner the screens in the account's language.
 */
export function AccountLink({ slug, restaurantId }: { slug: string; restaurantId: number | string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession(restaurantId);
  const operator = useSyncExternalStore(onOperatorChange, readOperatorId, () => null);
  useAccountLanguage(session.profile);
  const query = new URLSearchParams(params);
  query.set('restaurant', slug);
  if (session.status === 'loading') return null;
  if (session.status === 'guest' && operator)
    return (
      <Link to={`/${slug}/events?suiteOperator=true`} className={pill}>
        {t('accounts.nav.events')}
      </Link>
    );
  return session.status === 'user' ? (
    <Link to={`/profile?${query.toString()}`} className={pill}>
      {t('accounts.nav.profile')}
    </Link>
  ) : (
    <Link to={`/login?${query.toString()}`} className={pill}>
      {t('accounts.login.title')}
    </Link>
  );
}

/** The welcome banner on the restaurant's screens, after login. */
export function RestaurantWelcome({ restaurantId }: { restaurantId: number | string }) {
  const session = useSession(restaurantId);
  if (session.status !== 'user') return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-3">
      <Suspense fallback={null}>
        <WelcomeBanner firstName={session.profile.firstName} />
      </Suspense>
    </div>
  );
}
