import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ScreenLoadError } from '../components/screen-load-error';
import { RestaurantSkeleton } from '../components/skeleton';
import { withChunkTimeout } from '../lib/chunk-load';
import { loadWholeCatalog } from '../lib/i18n';
import { withChainPages } from './chain-pages';
import type { screens as Screens } from './screens';

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

/** A screen beyond the menu by its name in screens.ts, whose chunk holds what each screen's code fetches with it. */
const later = (name: keyof typeof Screens) =>
  screen(
    (): Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> =>
      import('./screens').then(({ screens }) => screens[name]()),
  );

const staffScreen = (name: string) =>
  screen(() =>
    import('./screens')
      .then((module) => module.staffScreens())
      .then(({ staffScreens }) => staffScreens[name]!),
  );

export const routes: RouteObject[] = [
  { path: '/', lazy: later('notFound'), ...fallback },
  { path: '/cantine', lazy: later('cantine'), ...fallback },
  {
    lazy: later('accountShell'),
    ...fallback,
    children: [
      { path: '/login', lazy: later('login') },
      { path: '/login/reset-password', lazy: later('loginReset') },
      {
        path: '/profile',
        lazy: later('profile'),
        children: [
          { index: true, lazy: later('profileSettings') },
          { path: 'user-information', lazy: later('profileUserInformation') },
          { path: 'user-payment-methods', lazy: later('profilePaymentMethods') },
          { path: 'receipts', lazy: later('profileReceipts') },
          { path: 'events', lazy: later('profileEvents') },
          { path: 'students', lazy: later('profileStudents') },
          { path: 'students/create', lazy: later('profileStudentEdit') },
          { path: 'students/:studentId', lazy: later('profileStudentEdit') },
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
      { path: 'landing', lazy: later('landing') },
      { path: 'checkout', lazy: later('checkout') },
      { path: 'orders/:orderId', lazy: later('confirmation') },
      // A table's tab: open or join it, the table's bill, the split and each payer's share.
      { path: 'tab', lazy: later('tab') },
      { path: 'order-notification', lazy: later('orderNotification') },
      // Event suites: the operator's events and suites, and the suite's event-day settings.
      { path: 'events', lazy: later('suiteEvents') },
      { path: 'events/:eventId', lazy: later('suiteEvent') },
      { path: 'suite-settings', lazy: later('suiteSettings') },
      { path: '*', lazy: later('notFound') },
    ],
  },
  { path: '*', lazy: later('notFound'), ...fallback },
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
