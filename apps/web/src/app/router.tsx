import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ScreenLoadError } from '../components/screen-load-error';
import { RestaurantSkeleton } from '../components/skeleton';
import { withChunkTimeout } from '../lib/chunk-load';
import { loadWholeCatalog } from '../lib/i18n';
import { withChainPages } from './chain-pages';

// Every screen loads on demand; the shell holds only the router, the providers and the translations. While a
// screen's code loads on the first visit, the page shows the skeleton of a restaurant page, never a blank page.
// A screen whose code or stylesheet fails to load (or anything under it that fails) says so, with a reload.
const fallback = { hydrateFallbackElement: <RestaurantSkeleton />, ErrorBoundary: ScreenLoadError };

/**
 * A screen beyond the menu: its code and the rest of the English catalog load together (the menu page loads only
 * the part it says, lib/catalog-parts.ts), given up after the spec's 120 seconds (lib/chunk-load.ts).
 */
const screen =
  <T,>(load: () => Promise<T>) =>
  () =>
    withChunkTimeout(() => Promise.all([load(), loadWholeCatalog()]).then(([module]) => module));

const staffScreen = (name: string) =>
  screen(() => import('./routes/staff-screens').then(({ staffScreens }) => staffScreens[name]!));

export const routes: RouteObject[] = [
  { path: '/', lazy: screen(() => import('./routes/not-found')), ...fallback },
  { path: '/cantine', lazy: screen(() => import('./routes/cantine')), ...fallback },
  {
    lazy: screen(() => import('./routes/account-shell')),
    ...fallback,
    children: [
      { path: '/login', lazy: screen(() => import('./routes/login')) },
      { path: '/login/reset-password', lazy: screen(() => import('./routes/login-reset')) },
      {
        path: '/profile',
        lazy: screen(() => import('./routes/profile')),
        children: [
          { index: true, lazy: screen(() => import('./routes/profile-settings')) },
          { path: 'user-information', lazy: screen(() => import('./routes/profile-user-information')) },
          { path: 'user-payment-methods', lazy: screen(() => import('./routes/profile-payment-methods')) },
          { path: 'receipts', lazy: screen(() => import('./routes/profile-receipts')) },
          { path: 'events', lazy: screen(() => import('./routes/profile-events')) },
          { path: 'students', lazy: screen(() => import('./routes/profile-students')) },
          { path: 'students/create', lazy: screen(() => import('./routes/profile-student-edit')) },
          { path: 'students/:studentId', lazy: screen(() => import('./routes/profile-student-edit')) },
        ],
      },
    ],
  },
  // The staff console: its own screens, in a chunk of their own (staff-screens.ts), never loaded by a diner's page.
  {
    path: '/staff',
    lazy: staffScreen('shell'),
    ...fallback,
    children: [
      { index: true, lazy: staffScreen('picker') },
      {
        path: ':restaurantId',
        lazy: staffScreen('restaurant'),
        children: [
          { index: true, lazy: staffScreen('board') },
          { path: 'counter', lazy: staffScreen('counter') },
          { path: 'menu', lazy: staffScreen('menu') },
          { path: 'reports', lazy: staffScreen('reports') },
          { path: 'production', lazy: staffScreen('production') },
          { path: 'suites', lazy: staffScreen('suites') },
          { path: 'tabs', lazy: staffScreen('tabs') },
          { path: 'publish', lazy: staffScreen('publish') },
          { path: 'team', lazy: staffScreen('team') },
          { path: 'credits', lazy: staffScreen('credits') },
          { path: 'stations', lazy: staffScreen('stations') },
          { path: 'expo', lazy: staffScreen('expo') },
        ],
      },
    ],
  },
  {
    path: '/:restaurantSlug',
    // A venue chain's location-search and coming-soon pages share this shape (chain-pages.tsx).
    lazy: () =>
      withChunkTimeout(() =>
        import('./routes/restaurant-layout').then((module) => ({
          ...module,
          Component: withChainPages(module.Component),
        })),
      ),
    ...fallback,
    children: [
      { index: true, lazy: () => withChunkTimeout(() => import('./routes/menu')) },
      { path: 'landing', lazy: screen(() => import('./routes/landing')) },
      { path: 'checkout', lazy: screen(() => import('./routes/checkout')) },
      { path: 'orders/:orderId', lazy: screen(() => import('./routes/confirmation')) },
      // A table's tab: open or join it, the table's bill, the split and each payer's share.
      { path: 'tab', lazy: screen(() => import('./routes/tab')) },
      { path: 'order-notification', lazy: screen(() => import('./routes/order-notification')) },
      // Event suites: the operator's events and suites, and the suite's event-day settings.
      { path: 'events', lazy: screen(() => import('./routes/suite-events')) },
      { path: 'events/:eventId', lazy: screen(() => import('./routes/suite-event')) },
      { path: 'suite-settings', lazy: screen(() => import('./routes/suite-settings')) },
      { path: '*', lazy: screen(() => import('./routes/not-found')) },
    ],
  },
  { path: '*', lazy: screen(() => import('./routes/not-found')), ...fallback },
];

/**
 * Loads the code of the screens `pathname` shows, so a page the server rendered hydrates at once with the same
 * screens instead of passing through the loading skeleton.
 */
export async function loadScreensFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { Component, ErrorBoundary } = (await route.lazy()) as Pick<
        RouteObject,
        'Component' | 'ErrorBoundary'
      >;
      // A screen without its own error boundary keeps the route's (ScreenLoadError).
      Object.assign(route, { Component, ...(ErrorBoundary ? { ErrorBoundary } : {}), lazy: undefined });
    }),
  );
}

export const createAppRouter = () => createBrowserRouter(routes);
