import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RestaurantSkeleton } from '../components/skeleton';

// Every screen loads on demand; the shell holds only the router, the providers and the translations. While a
// screen's code loads on the first visit, the page shows the skeleton of a restaurant page, never a blank page.
const fallback = { hydrateFallbackElement: <RestaurantSkeleton /> };

const staffScreen = (name: string) => () =>
  import('./routes/staff-screens').then(({ staffScreens }) => staffScreens[name]!);

export const routes: RouteObject[] = [
  { path: '/', lazy: () => import('./routes/not-found'), ...fallback },
  { path: '/cantine', lazy: () => import('./routes/cantine'), ...fallback },
  {
    lazy: () => import('./routes/account-shell'),
    ...fallback,
    children: [
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '/login/reset-password', lazy: () => import('./routes/login-reset') },
      {
        path: '/profile',
        lazy: () => import('./routes/profile'),
        children: [
          { index: true, lazy: () => import('./routes/profile-settings') },
          { path: 'user-information', lazy: () => import('./routes/profile-user-information') },
          { path: 'user-payment-methods', lazy: () => import('./routes/profile-payment-methods') },
          { path: 'receipts', lazy: () => import('./routes/profile-receipts') },
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
          { path: 'menu', lazy: staffScreen('menu') },
          { path: 'reports', lazy: staffScreen('reports') },
          { path: 'publish', lazy: staffScreen('publish') },
          { path: 'team', lazy: staffScreen('team') },
        ],
      },
    ],
  },
  {
    path: '/:restaurantSlug',
    lazy: () => import('./routes/restaurant-layout'),
    ...fallback,
    children: [
      { index: true, lazy: () => import('./routes/menu') },
      { path: 'landing', lazy: () => import('./routes/landing') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'orders/:orderId', lazy: () => import('./routes/confirmation') },
      { path: 'order-notification', lazy: () => import('./routes/order-notification') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found'), ...fallback },
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
      Object.assign(route, { Component, ErrorBoundary, lazy: undefined });
    }),
  );
}

export const createAppRouter = () => createBrowserRouter(routes);
