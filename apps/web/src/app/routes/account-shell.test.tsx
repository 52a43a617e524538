/**
 * /login and /profile opened without the `restaurant` parameter (a link in an e-mail): the restaurant this device
 * showed last gives them its brand (logo, colours) and the way back to ordering, instead of an unbranded page with
 * none.
 */
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { rememberLastRestaurant } from '../../lib/last-restaurant';
import { demoDataFile } from '../../testing/demo-data';
import { renderRoutes } from '../../testing/render';

const maple = demoDataFile('maple-table');

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ lazy: () => import('./account-shell'), children: [{ path: '/login', element: <p>Login form</p> }] }],
    { initialEntries: [path] },
  );
  const { container } = renderRoutes(router);
  return container;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ...maple, version: 1 }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe.each([
  ['en-CA', 'Back to The Maple Table'],
  ['fr-CA', 'Retour à'],
] as const)('the account screens in %s', (locale, back) => {
  beforeEach(async () => {
    await startTranslations(locale);
    await i18n.changeLanguage(locale);
  });

  it("without a restaurant in the address, wear the device's last restaurant and lead back to it", async () => {
    rememberLastRestaurant({ slug: 'maple-table', name: 'The Maple Table', logo: null });
    const page = renderAt('/login');
    const link = await screen.findByRole('link', { name: new RegExp(back) }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/maple-table');
    expect(page.querySelector('img')?.getAttribute('src')).toBe(maple.restaurant.logo);
  });

  it('with no restaurant known, name the account and offer no restaurant', async () => {
    renderAt('/login');
    await screen.findByText('Login form', {}, { timeout: 15_000 });
    const links = screen.queryAllByRole('link').map((l) => l.getAttribute('href'));
    expect(links).toEqual(['#main']);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
