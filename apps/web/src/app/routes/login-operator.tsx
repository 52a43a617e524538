import type { OperatorProfile } from '@ordering/domain/suites/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { linkClass } from '../../components/buttons';
import { guardRoute } from '../../features/accounts/route-guard';
import { OperatorLogin } from '../../features/suites/components/operator-login';
import { useOperator } from '../../features/suites/use-operator';
import { useAccountContext } from './account-shell';

/**
 * /login?suiteOperator=…: the suite operator's login (operator-login mode: only the operator is authenticated).
 * Once in, the guard sends the operator on to the venue's event list with `suiteOperator=true` (login-as sends his
 * e-mail from his session as suiteOperatorEmail). The specification's link names no venue
 * (/login?suiteOperator=true): the operator then goes to his venue's events, or picks one when he works at several.
 */
export default function OperatorLoginRoute() {
  const { t } = useTranslation();
  const { slug, restaurantId } = useAccountContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const operator = useOperator(restaurantId);

  const venueOf = (op: OperatorProfile) =>
    slug ?? (op.venues?.length === 1 ? op.venues[0]?.slug : null) ?? null;

  const goOn = (op: OperatorProfile) => {
    const query = new URLSearchParams(params);
    // `true`, not the e-mail: the operator's address stays out of the address bar and the history.
    query.set('suiteOperator', 'true');
    const result = guardRoute({
      route: 'login',
      query,
      slug: venueOf(op),
      user: null,
      operatorAuthenticated: true,
      operatorLogin: true,
    });
    if (result.kind === 'redirect') navigate(result.to, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: goOn is rebuilt each render from the listed values.
  useEffect(() => {
    if (operator.status === 'operator') goOn(operator.operator);
  }, [operator.status, slug]);

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="font-display text-3xl font-semibold">{t('suites.operatorLogin.title')}</h1>
      <p className="mt-1 text-muted">{t('suites.operatorLogin.intro')}</p>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        {operator.status === 'operator' ? (
          <div className="grid gap-3">
            <p>{t('suites.operatorLogin.signedInAs', { name: operator.operator.email })}</p>
            {venueOf(operator.operator) ? (
              <Link to={`/${venueOf(operator.operator)}/events?suiteOperator=true`} className={linkClass}>
                {t('suites.operatorLogin.toEvents')}
              </Link>
            ) : operator.operator.venues?.length ? (
              <nav aria-label={t('suites.operatorLogin.venues')}>
                <p className="text-muted">{t('suites.operatorLogin.chooseVenue')}</p>
                <ul className="mt-2 grid gap-2">
                  {operator.operator.venues.map((venue) => (
                    <li key={venue.slug}>
                      <Link to={`/${venue.slug}/events?suiteOperator=true`} className={linkClass}>
                        {venue.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : (
              <p className="text-muted">{t('suites.operatorLogin.noRestaurant')}</p>
            )}
          </div>
        ) : (
          <OperatorLogin restaurantId={restaurantId} onSignedIn={goOn} />
        )}
      </div>
    </main>
  );
}
