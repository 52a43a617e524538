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
 * Once in, the guard sends the operator on to the venue's event list, the `suiteOperator` parameter then naming
 * the operator (login-as sends it as suiteOperatorEmail).
 */
export default function OperatorLoginRoute() {
  const { t } = useTranslation();
  const { slug, restaurantId } = useAccountContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const operator = useOperator(restaurantId);

  const goOn = (email: string) => {
    const query = new URLSearchParams(params);
    query.set('suiteOperator', email);
    const result = guardRoute({
      route: 'login',
      query,
      slug,
      user: null,
      operatorAuthenticated: true,
      operatorLogin: true,
    });
    if (result.kind === 'redirect') navigate(result.to, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: goOn is rebuilt each render from the listed values.
  useEffect(() => {
    if (operator.status === 'operator') goOn(operator.operator.email);
  }, [operator.status, slug]);

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="font-display text-3xl font-semibold">{t('suites.operatorLogin.title')}</h1>
      <p className="mt-1 text-muted">{t('suites.operatorLogin.intro')}</p>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        {operator.status === 'operator' ? (
          <div className="grid gap-3">
            <p>{t('suites.operatorLogin.signedInAs', { name: operator.operator.email })}</p>
            {slug ? (
              <Link
                to={`/${slug}/events?suiteOperator=${encodeURIComponent(operator.operator.email)}`}
                className={linkClass}
              >
                {t('suites.operatorLogin.toEvents')}
              </Link>
            ) : (
              <p className="text-muted">{t('suites.operatorLogin.noRestaurant')}</p>
            )}
          </div>
        ) : (
          <OperatorLogin restaurantId={restaurantId} onSignedIn={(op) => goOn(op.email)} />
        )}
      </div>
    </main>
  );
}
