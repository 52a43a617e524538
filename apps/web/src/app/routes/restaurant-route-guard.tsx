import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type GuardedRoute, guardRoute } from '../../features/accounts/route-guard';
import { onOperatorChange, readOperatorId } from '../../lib/session/operator-session';
import { useSession } from '../../lib/session/use-session';

/**
 * The route guard (features/accounts/route-guard.ts) on the menu and Landing: an event-day link opened without a
 * session goes to the operator's login, Landing without an eventSuite to the menu. The operator counts as signed in
 * while the device holds his id (his screens check the session itself); the menu loads no suites code for it.
 */
export function RestaurantRouteGuard({
  slug,
  venue,
  landingAsksTable,
}: {
  slug: string;
  venue: number | string;
  landingAsksTable: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession(venue);
  const operatorId = useSyncExternalStore<string | null | undefined>(
    onOperatorChange,
    readOperatorId,
    () => undefined,
  );
  const rest = location.pathname.slice(slug.length + 1).replace(/\/$/, '');
  const route: GuardedRoute | null = rest === '' ? 'other' : rest === '/landing' ? 'landing' : null;
  useEffect(() => {
    if (!route || session.status === 'loading' || operatorId === undefined) return;
    const result = guardRoute({
      route,
      query: new URLSearchParams(location.search),
      slug,
      user: session.profile,
      operatorAuthenticated: Boolean(operatorId),
      landingAsksTable,
    });
    if (result.kind === 'redirect') navigate(result.to, { replace: true });
  }, [route, session.status, session.profile, operatorId, location.search, slug, navigate, landingAsksTable]);
  return null;
}
