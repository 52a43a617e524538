import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../features/accounts/components/login-screen';
import { authenticated, guardModes, guardRoute } from '../../features/accounts/route-guard';
import type { LoginTab } from '../../features/accounts/use-login';
import { logoutOperator } from '../../features/suites/api';
import { forgetOperator, readOperatorId } from '../../lib/session/operator-session';
import { useSession } from '../../lib/session/use-session';
import { useAccountContext } from './account-shell';

// The suite operator's variant (operator-login mode): its code loads only for it.
const OperatorLogin = lazy(() => import('./login-operator'));

/** /login, or its operator variant when the address says suiteOperator without an eventSuite (the guard's step 2). */
export function Component() {
  const [params] = useSearchParams();
  if (guardModes(params).operatorLogin)
    return (
      <Suspense fallback={null}>
        <OperatorLogin />
      </Suspense>
    );
  return <UserLogin />;
}

const HEADINGS = {
  login: 'accounts.login.title',
  signup: 'accounts.login.signupTitle',
  forgot: 'accounts.forgot.title',
} as const satisfies Record<LoginTab, string>;

/** /login: sign up or log in; a signed-in user is sent on by the route guard. */
function UserLogin() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>('login');
  const { slug, restaurantId } = useAccountContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession(restaurantId);
  const atCheckout = params.get('checkout') === '1';

  useEffect(() => {
    if (session.status === 'loading' || atCheckout) return;
    const result = guardRoute({
      route: 'login',
      query: params,
      slug,
      user: session.profile,
      operatorAuthenticated: false,
    });
    if (result.kind === 'redirect') navigate(result.to, { replace: true });
  }, [session, params, slug, navigate, atCheckout]);

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="font-display text-3xl font-semibold">{t(HEADINGS[tab])}</h1>
      {tab !== 'forgot' ? <p className="mt-1 text-muted">{t('accounts.login.intro')}</p> : null}
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <LoginScreen
          onTabChange={setTab}
          restaurantId={restaurantId}
          atCheckout={atCheckout}
          onSignedIn={(profile) => {
            // An ordinary user's sign-in ends the device's operator (not in login-as mode, where the operator
            // signs the owner in): his id here, his session on the server.
            if (authenticated(guardModes(params), { operator: true, user: true }).dropOperator) {
              if (readOperatorId()) void logoutOperator(restaurantId).catch(() => undefined);
              forgetOperator();
            }
            if (atCheckout && slug) {
              // Signed up or in from the checkout: back to it, with its cart.
              const back = new URLSearchParams(params);
              back.delete('restaurant');
              back.delete('checkout');
              navigate(`/${slug}/checkout${back.toString() ? `?${back.toString()}` : ''}`, { replace: true });
              return;
            }
            const result = guardRoute({
              route: 'login',
              query: params,
              slug,
              user: profile,
              operatorAuthenticated: false,
            });
            if (result.kind === 'redirect') navigate(result.to, { replace: true });
          }}
        />
      </div>
    </main>
  );
}
