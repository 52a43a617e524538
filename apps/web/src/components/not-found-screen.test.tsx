/**
 * The 404's way back fits where the diner came from: the restaurant of the address, the one its `restaurant`
 * parameter names, the one this device showed last, else the page before; never another brand's cafeteria search.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../lib/i18n';
import { rememberLastRestaurant } from '../lib/last-restaurant';
import { NotFoundScreen } from './not-found-screen';

function renderAt(path: string, props: Parameters<typeof NotFoundScreen>[0] = {}) {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundScreen {...props} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe.each([
  ['en-CA', 'Back to', 'Back to the menu', 'Go back'],
  ['fr-CA', 'Retour à', 'Retour au menu', 'Revenir en arrière'],
] as const)('the 404 page in %s', (locale, backTo, menu, back) => {
  beforeEach(async () => {
    await startTranslations(locale);
    await i18n.changeLanguage(locale);
  });

  it("under a restaurant, offers that restaurant's menu by its name", () => {
    rememberLastRestaurant({ slug: 'slice-co-plateau', name: 'Slice Co. Plateau', logo: null });
    renderAt('/maple-table/nowhere', { menuOf: 'maple-table', name: 'The Maple Table' });
    const link = screen.getByRole('link', { name: `${backTo} The Maple Table` });
    expect(link.getAttribute('href')).toBe('/maple-table');
  });

  it('for an unknown restaurant, offers the one this device showed last, never the cafeteria search', () => {
    rememberLastRestaurant({ slug: 'slice-co-queen-west', name: 'Slice Co. Queen West', logo: null });
    renderAt('/slice-co-queen-wst');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/slice-co-queen-west']);
    expect(links[0]!.textContent).toBe(`${backTo} Slice Co. Queen West`);
  });

  it("offers the restaurant the address's `restaurant` parameter names", () => {
    renderAt('/profile/nowhere?restaurant=coastal-kitchen');
    expect(screen.getByRole('link', { name: menu }).getAttribute('href')).toBe('/coastal-kitchen');
  });

  it('with no restaurant known, offers only the page before', () => {
    window.history.pushState({}, '', '/somewhere');
    renderAt('/no-such-restaurant');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: back })).toBeTruthy();
  });
});
