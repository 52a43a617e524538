import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';

const demo = (slug: string) => ({ ...demoDataFile(slug), version: 1 });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        lazy: () => import('./restaurant-layout'),
        children: [{ index: true, lazy: () => import('./menu') }],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeLocaleCookie('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const slug = url.split('/')[1]!;
      if (slug === 'maple-table') return new Response(JSON.stringify(demo('maple-table')), { status: 200 });
      return new Response(JSON.stringify({ code: 404, message: 'We could not find the restaurant "x".' }), {
        status: 404,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the menu screen', () => {
  it('renders a demo restaurant menu with sections, prices in CAD and badges', async () => {
    renderAt('/maple-table');
    // The first test also loads the screens' code.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dine-in Menu' }, { timeout: 5000 }),
    ).toBeTruthy();
    const starters = screen.getByRole('region', { name: 'Starters' });
    const poutine = within(starters).getByRole('button', { name: /Classic Poutine/ });
    // The $2-off promo: the price charged now, and the price before it.
    expect(poutine.textContent).toContain('$11.00');
    expect(poutine.textContent).toContain('$13.00');
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('filters by search and shows the empty message', async () => {
    renderAt('/maple-table');
    const search = await screen.findByRole('searchbox');
    await userEvent.type(search, 'zzzz');
    expect(await screen.findByText('No items match your search or filters.')).toBeTruthy();
  });

  it('shows the French menu with French money', async () => {
    await i18n.changeLanguage('fr-CA');
    renderAt('/maple-table');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu en salle' })).toBeTruthy();
    expect(document.body.textContent).toMatch(/11,00\s\$/);
  });

  it("shows the server's message for an unknown restaurant", async () => {
    renderAt('/nowhere');
    expect(await screen.findByText('We could not find the restaurant "x".')).toBeTruthy();
  });
});
