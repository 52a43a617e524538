import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWholeCatalog } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { useSession } from '../../../lib/session/use-session';
import { LoginPrompt } from './login-prompt';

// The parent's week (students, days, cart, ordered days) and the whole catalog it reads: loaded once the parent can
// see it, not before the sign-in a program that requires it asks for (k12_requires_login, default true).
const K12Menu = lazy(() =>
  Promise.all([import('./k12-menu'), loadWholeCatalog()]).then(([m]) => ({ default: m.K12Menu })),
);

/**
 * What the K-12 screen shows first: the session loading, the way to sign in, or the parent's week. Loaded with
 * its own words (catalog-parts.ts, K12_LOAD) by the menu route (menu.tsx).
 */
export function K12Gate({ data, locale }: { data: RestaurantDataFile; locale: Locale }) {
  const { t } = useTranslation();
  const session = useSession(data.restaurant.id);
  const loading = <p className="p-4 text-muted">{t('k12.loading')}</p>;
  if (session.status === 'loading') return loading;
  if (data.order_options.k12_requires_login && session.status !== 'user')
    return <LoginPrompt slug={data.restaurant.slug} />;
  return (
    <Suspense fallback={loading}>
      <K12Menu data={data} locale={locale} />
    </Suspense>
  );
}
