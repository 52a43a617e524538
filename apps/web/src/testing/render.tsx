/**
 * The app's providers as a test mounts them: the translations, a query client that does not retry (a failed request
 * shows at once), and a router when the screen needs one. Each render gets its own query client unless given one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Translations and queries around `children` (a hook's wrapper, or a screen without a router). */
export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

/** A screen that needs no router. */
export function renderWithQueries(ui: ReactElement, client: QueryClient = testQueryClient()) {
  return render(<TestProviders client={client}>{ui}</TestProviders>);
}

/** A screen in a memory router, at `path` (the router's own default, `/`, without one). */
export function renderWithRouter(ui: ReactElement, path?: string, client: QueryClient = testQueryClient()) {
  return render(
    <TestProviders client={client}>
      <MemoryRouter {...(path === undefined ? {} : { initialEntries: [path] })}>{ui}</MemoryRouter>
    </TestProviders>,
  );
}

/** A router of the test's routes (`createMemoryRouter`). */
export function renderRoutes(router: Router, client: QueryClient = testQueryClient()) {
  return render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
