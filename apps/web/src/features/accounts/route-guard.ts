/**
 * The route guard, as pure functions: which identities the first navigation
 * authenticates, then where a screen sends its visitor. Every redirect keeps the query, except the
 * event-day visitor's and the operator screens', which keep only suiteOperator (`true` when the address had none:
 * they lead to the operator's login). The restaurant of /login and /profile is the `restaurant`
 * query parameter (those screens are no restaurant's own).
 */

export type GuardedRoute = 'login' | 'landing' | 'userOnly' | 'operatorOnly' | 'other';

export interface GuardModes {
  loginAs: boolean;
  operatorLogin: boolean;
  /** In order: the user is authenticated after the operator only when the operator's succeeded. */
  authenticate: ('operator' | 'user')[];
}

/** Steps 1-3: suiteOperator with eventSuite is login-as; suiteOperator alone is operator login; else the user. */
export function guardModes(query: URLSearchParams): GuardModes {
  const suiteOperator = query.has('suiteOperator');
  const eventSuite = query.has('eventSuite');
  if (suiteOperator && eventSuite)
    return { loginAs: true, operatorLogin: false, authenticate: ['operator', 'user'] };
  if (suiteOperator) return { loginAs: false, operatorLogin: true, authenticate: ['operator'] };
  return { loginAs: false, operatorLogin: false, authenticate: ['user'] };
}

/**
 * What the first navigation ends up with: in login-as mode the user (the suite owner)
 * is authenticated only after the operator was; starting user authentication drops the operator's credentials unless
 * login-as mode is on; operator-login mode authenticates the operator alone.
 */
export function authenticated(
  modes: GuardModes,
  found: { operator: boolean; user: boolean },
): { operator: boolean; user: boolean; dropOperator: boolean } {
  if (modes.loginAs)
    return { operator: found.operator, user: found.operator && found.user, dropOperator: false };
  if (modes.operatorLogin) return { operator: found.operator, user: false, dropOperator: false };
  return { operator: false, user: found.user, dropOperator: true };
}

export interface GuardUser {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  paymentMethods: readonly unknown[];
}

export interface GuardInput {
  route: GuardedRoute;
  /** The current query, kept on every redirect. */
  query: URLSearchParams;
  /** The restaurant page to go to: the route's slug, else the `restaurant` parameter; null when unknown. */
  slug: string | null;
  /** The authenticated user, or null. */
  user: GuardUser | null;
  operatorAuthenticated: boolean;
  /** Operator-login mode (suiteOperator without eventSuite): Login is the operator's. */
  operatorLogin?: boolean;
  /** The restaurant's Landing asks the diner's table or seat (its data file's table numbers, seat delivery). */
  landingAsksTable?: boolean;
}

export type GuardResult =
  | { kind: 'stay' }
  | { kind: 'redirect'; to: string; modes?: { loginAs: boolean; operatorLogin: boolean } };

const withQuery = (path: string, query: URLSearchParams) => {
  const q = query.toString();
  return q ? `${path}?${q}` : path;
};

/** The restaurant page (its slug is no longer a parameter there), or /profile without a slug. */
function restaurantPage(slug: string | null, query: URLSearchParams): string {
  if (!slug) return withQuery('/profile', query);
  const rest = new URLSearchParams(query);
  rest.delete('restaurant');
  return withQuery(`/${slug}`, rest);
}

/** The operator login's query: suiteOperator alone, `true` when the address had none. */
function operatorQuery(query: URLSearchParams): URLSearchParams {
  return new URLSearchParams({ suiteOperator: query.get('suiteOperator') || 'true' });
}

const missing = (value: string | null) => value === null || value.trim() === '';

export function guardRoute(input: GuardInput): GuardResult {
  const { route, query, slug, user, operatorAuthenticated } = input;
  const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });

  if (!user && !operatorAuthenticated && query.has('eventDayOrdering')) {
    const kept = operatorQuery(query);
    const to = withQuery('/login', kept);
    if (route === 'login' && query.toString() === kept.toString()) return { kind: 'stay' };
    return { kind: 'redirect', to, modes: { loginAs: false, operatorLogin: true } };
  }
  if (route === 'userOnly' && !user) return redirect(withQuery('/login', query));
  if (route === 'operatorOnly' && !operatorAuthenticated)
    return redirect(withQuery('/login', operatorQuery(query)));
  // The operator's Login variant once the operator is in: on to the event list of the restaurant (the suite flow's
  // first step); without a restaurant there is no event list, so the operator stays on Login.
  if (route === 'login' && input.operatorLogin && operatorAuthenticated && !user) {
    if (!slug) return { kind: 'stay' };
    const rest = new URLSearchParams(query);
    rest.delete('restaurant');
    return redirect(withQuery(`/${slug}/events`, rest));
  }
  if (route === 'login' && user) {
    if (query.has('eventSuite')) {
      if (missing(user.firstName) || missing(user.lastName) || missing(user.phoneNumber))
        return redirect(withQuery('/profile/user-information', query));
      if (user.paymentMethods.length === 0)
        return redirect(withQuery('/profile/user-payment-methods', query));
    }
    return redirect(restaurantPage(slug, query));
  }
  // Landing without an eventSuite goes to the menu, except where it is how a diner without a QR code gives the
  // table or seat ("I'm at a table", a stadium seat): sending that diner to the menu would bring him back here.
  const asksTable = input.landingAsksTable && !query.has('tableNum');
  if (route === 'landing' && !query.has('eventSuite') && !asksTable && slug)
    return redirect(restaurantPage(slug, query));
  return { kind: 'stay' };
}
