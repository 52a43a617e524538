import { describe, expect, it } from 'vitest';
import { authenticated, type GuardInput, guardModes, guardRoute } from './route-guard';

const q = (s: string) => new URLSearchParams(s);
const complete = { firstName: 'Ada', lastName: 'Diner', phoneNumber: '4165550100', paymentMethods: [{}] };

describe('guard steps 1-3 (which identities the first navigation authenticates)', () => {
  it.each([
    [
      'suiteOperator=op%40x.com&eventSuite=7',
      { loginAs: true, operatorLogin: false, authenticate: ['operator', 'user'] },
    ],
    ['suiteOperator=op%40x.com', { loginAs: false, operatorLogin: true, authenticate: ['operator'] }],
    [
      'suiteOperator=op&eventSuite=7&eventDayOrdering=true',
      { loginAs: true, operatorLogin: false, authenticate: ['operator', 'user'] },
    ],
    [
      'suiteOperator=op&eventDayOrdering=true',
      { loginAs: false, operatorLogin: true, authenticate: ['operator'] },
    ],
    ['eventSuite=7&eventDayOrdering=true', { loginAs: false, operatorLogin: false, authenticate: ['user'] }],
    ['eventSuite=7', { loginAs: false, operatorLogin: false, authenticate: ['user'] }],
    ['', { loginAs: false, operatorLogin: false, authenticate: ['user'] }],
  ])('%s', (query, expected) => {
    expect(guardModes(q(query))).toEqual(expected);
  });
});

describe('who is authenticated after the first navigation', () => {
  const loginAs = guardModes(q('suiteOperator=op&eventSuite=7'));
  const operatorLogin = guardModes(q('suiteOperator=op'));
  const user = guardModes(q(''));
  it.each([
    [
      'login-as, both found',
      loginAs,
      { operator: true, user: true },
      { operator: true, user: true, dropOperator: false },
    ],
    [
      'login-as, the operator failed: the owner is not authenticated either',
      loginAs,
      { operator: false, user: true },
      { operator: false, user: false, dropOperator: false },
    ],
    [
      'login-as, the owner failed',
      loginAs,
      { operator: true, user: false },
      { operator: true, user: false, dropOperator: false },
    ],
    [
      'operator login authenticates only the operator',
      operatorLogin,
      { operator: true, user: true },
      { operator: true, user: false, dropOperator: false },
    ],
    [
      'user authentication drops the operator',
      user,
      { operator: true, user: true },
      { operator: false, user: true, dropOperator: true },
    ],
  ])('%s', (_name, modes, found, expected) => {
    expect(authenticated(modes, found)).toEqual(expected);
  });
});

describe('guard redirects (the query kept on every redirect)', () => {
  const base: GuardInput = {
    route: 'other',
    query: q(''),
    slug: null,
    user: null,
    operatorAuthenticated: false,
  };
  it.each<[string, Partial<GuardInput>, string | null]>([
    [
      'a visitor on a web-user-only screen goes to /login',
      { route: 'userOnly', query: q('restaurant=maple-table&tableNum=4') },
      '/login?restaurant=maple-table&tableNum=4',
    ],
    ['a user on a web-user-only screen stays', { route: 'userOnly', user: complete }, null],
    [
      'a visitor on an operator-only screen goes to /login',
      { route: 'operatorOnly', query: q('x=1&restaurant=stadium') },
      '/login?suiteOperator=true',
    ],
    [
      'a user who is no operator on an operator-only screen goes to /login',
      { route: 'operatorOnly', user: complete },
      '/login?suiteOperator=true',
    ],
    [
      'an operator on an operator-only screen stays',
      { route: 'operatorOnly', operatorAuthenticated: true },
      null,
    ],
    [
      'an event-day visitor goes to /login keeping only suiteOperator',
      { route: 'other', query: q('eventDayOrdering=true&suiteOperator=op&tableNum=4') },
      '/login?suiteOperator=op',
    ],
    [
      'a visitor on an operator-only screen keeps suiteOperator alone',
      { route: 'operatorOnly', query: q('suiteOperator=op&restaurant=stadium&eventSuite=7') },
      '/login?suiteOperator=op',
    ],
    [
      "an event-day visitor without suiteOperator goes to the operator's login",
      { route: 'other', query: q('eventDayOrdering=true&eventSuite=7&tableNum=4') },
      '/login?suiteOperator=true',
    ],
    ['an event-day visitor already there stays', { route: 'login', query: q('suiteOperator=op') }, null],
    [
      'an event-day visitor on /login with more query is sent to the kept one',
      { route: 'login', query: q('suiteOperator=op&eventDayOrdering=1') },
      '/login?suiteOperator=op',
    ],
    [
      'a user opening Login with an eventSuite and no phone completes the profile',
      { route: 'login', query: q('eventSuite=7'), user: { ...complete, phoneNumber: null } },
      '/profile/user-information?eventSuite=7',
    ],
    [
      'a user opening Login with an eventSuite and no last name completes the profile',
      { route: 'login', query: q('eventSuite=7'), user: { ...complete, lastName: ' ' } },
      '/profile/user-information?eventSuite=7',
    ],
    [
      'a user opening Login with an eventSuite and no saved card adds one',
      { route: 'login', query: q('eventSuite=7'), user: { ...complete, paymentMethods: [] } },
      '/profile/user-payment-methods?eventSuite=7',
    ],
    [
      'a complete user opening Login with an eventSuite goes to the restaurant page',
      {
        route: 'login',
        query: q('eventSuite=7&restaurant=lakeshore-stadium'),
        slug: 'lakeshore-stadium',
        user: complete,
      },
      '/lakeshore-stadium?eventSuite=7',
    ],
    [
      'a user opening Login without an eventSuite goes to the restaurant page',
      {
        route: 'login',
        query: q('restaurant=maple-table&tableNum=4'),
        slug: 'maple-table',
        user: { ...complete, paymentMethods: [] },
      },
      '/maple-table?tableNum=4',
    ],
    [
      'with no restaurant slug, the fallback is /profile',
      { route: 'login', query: q('tableNum=4'), user: complete },
      '/profile?tableNum=4',
    ],
    ['a visitor on Login stays', { route: 'login', query: q('restaurant=maple-table') }, null],
    [
      'Landing without an eventSuite goes to the restaurant',
      { route: 'landing', query: q('tableNum=4'), slug: 'maple-table' },
      '/maple-table?tableNum=4',
    ],
    [
      'Landing that asks the table stays while no table is given (a diner without a QR code)',
      { route: 'landing', query: q(''), slug: 'lakeshore-stadium', landingAsksTable: true },
      null,
    ],
    [
      'Landing that asks the table goes to the restaurant once the table is given',
      { route: 'landing', query: q('tableNum=112-F-7'), slug: 'lakeshore-stadium', landingAsksTable: true },
      '/lakeshore-stadium?tableNum=112-F-7',
    ],
    [
      'Landing without table entry and without an eventSuite goes to the restaurant',
      { route: 'landing', query: q(''), slug: 'cafe-du-marche', landingAsksTable: false },
      '/cafe-du-marche',
    ],
    [
      'an operator in login-as mode who lost the owner on event day is not sent away (the operator is in)',
      {
        route: 'other',
        query: q('suiteOperator=op&eventSuite=7&eventDayOrdering=true'),
        operatorAuthenticated: true,
      },
      null,
    ],
    [
      'an event-day visitor in login-as mode whose operator failed goes to the operator login',
      { route: 'landing', query: q('suiteOperator=op&eventSuite=7&eventDayOrdering=true'), slug: 'stadium' },
      '/login?suiteOperator=op',
    ],
    [
      'an operator on the operator Login goes to the event list, keeping the query',
      {
        route: 'login',
        query: q('suiteOperator=op&restaurant=stadium'),
        slug: 'stadium',
        operatorAuthenticated: true,
        operatorLogin: true,
      },
      '/stadium/events?suiteOperator=op',
    ],
    [
      'an operator on the operator Login with no restaurant stays',
      { route: 'login', query: q('suiteOperator=op'), operatorAuthenticated: true, operatorLogin: true },
      null,
    ],
    [
      'a visitor on the operator Login stays',
      {
        route: 'login',
        query: q('suiteOperator=op&restaurant=stadium'),
        slug: 'stadium',
        operatorLogin: true,
      },
      null,
    ],
    [
      'in login-as mode the owner on Login with an eventSuite goes to the restaurant page',
      {
        route: 'login',
        query: q('suiteOperator=op&eventSuite=7&restaurant=stadium'),
        slug: 'stadium',
        user: complete,
        operatorAuthenticated: true,
      },
      '/stadium?suiteOperator=op&eventSuite=7',
    ],
    [
      'an operator on an operator-only screen in login-as mode stays',
      {
        route: 'operatorOnly',
        query: q('suiteOperator=op&eventSuite=7'),
        user: complete,
        operatorAuthenticated: true,
      },
      null,
    ],
    [
      'Landing with an eventSuite stays',
      { route: 'landing', query: q('eventSuite=7'), slug: 'maple-table' },
      null,
    ],
  ])('%s', (_name, input, expected) => {
    const result = guardRoute({ ...base, ...input });
    expect(result.kind === 'redirect' ? result.to : null).toBe(expected);
  });

  it('turns login-as off and operator login on for the event-day visitor', () => {
    const result = guardRoute({ ...base, query: q('eventDayOrdering=1&suiteOperator=op') });
    expect(result).toMatchObject({ modes: { loginAs: false, operatorLogin: true } });
  });
});
