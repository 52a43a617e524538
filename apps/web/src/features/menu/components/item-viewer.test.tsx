import type { ViewItem } from '@ordering/domain/menu/convert';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../../lib/cart/cart-context';
import { i18n, startTranslations } from '../../../lib/i18n';
import { type Locale, menuLocale } from '../../../lib/locale';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { demoDataFile } from '../../../testing/demo-data';
import { convertedMenus } from '../converted-menus';
import { ClosedNotice } from './closed-notice';
import { ItemViewer } from './item-viewer';

// maple-table (Toronto) is open 11:30 to 22:00 on Wednesdays; its take-out menu's last call is 21:30, with 25 minutes
// of prep. Its dine-in menu has no last call.
const data: RestaurantData = { ...demoDataFile('maple-table'), version: 1 };
const BEFORE_LAST_CALL = '2026-11-26T01:00:00Z'; // Wednesday 20:00 in Toronto
const AFTER_LAST_CALL = '2026-11-26T02:40:00Z'; // Wednesday 21:40 in Toronto

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

function item(menuId: string, itemId: string, locale: Locale): ViewItem {
  const menu = convertedMenus(data, menuLocale(locale), new Date()).find((m) => m.id === menuId);
  const found = menu?.sections.flatMap((s) => s.items).find((i) => i.id === itemId);
  if (!found) throw new Error(itemId);
  return found;
}

/** The item viewer as the menu opens it: in the restaurant's context, with its cart, at `path`. */
function renderViewer(path: string, viewed: ViewItem, locale: Locale) {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        element: (
          <CartProvider slug="maple-table" data={data}>
            <Outlet context={{ data, locale }} />
          </CartProvider>
        ),
        children: [{ index: true, element: <ItemViewer item={viewed} onClose={() => {}} /> }],
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
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

const LAST_CALL = {
  'en-CA':
    'Last call has passed: ordering from this menu is closed for now. Ordering opens Thursday at 11:30 a.m.',
  'fr-CA':
    'L’heure de la dernière commande est passée : ce menu ne prend plus de commandes pour le moment. Les commandes ouvrent jeudi à 11 h 30.',
} as const;
const ADD = { 'en-CA': /Add to cart/, 'fr-CA': /Ajouter au panier/ } as const;

describe('a menu past its last call (the server answers 424 at add)', () => {
  it.each(['en-CA', 'fr-CA'] as const)(
    'the menu says ordering from it has closed for now, and when it opens, in %s',
    async (locale) => {
      at(AFTER_LAST_CALL);
      await i18n.changeLanguage(locale);
      render(
        <I18nextProvider i18n={i18n}>
          <ClosedNotice data={data} menuId="mt-takeout" mode={{ takeout: true }} locale={locale} />
        </I18nextProvider>,
      );
      expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(LAST_CALL[locale]);
    },
  );

  it.each(['en-CA', 'fr-CA'] as const)(
    'the item viewer says so before Add, and does not offer Add, in %s',
    async (locale) => {
      at(AFTER_LAST_CALL);
      await i18n.changeLanguage(locale);
      renderViewer('/maple-table?takeout=true', item('mt-takeout', 'mt-poutine', locale), locale);
      const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
      const add = within(dialog).getByRole('button', { name: ADD[locale] });
      expect(add).toHaveProperty('disabled', true);
      // Said by the button, as a status, before any tap on Add.
      const said = document.getElementById(add.getAttribute('aria-describedby') ?? '');
      expect(said?.getAttribute('role')).toBe('status');
      expect(said?.textContent?.replace(/\s/g, ' ')).toBe(LAST_CALL[locale]);
    },
  );

  it('before last call, and on a menu without one, Add is offered and nothing is said', async () => {
    at(BEFORE_LAST_CALL);
    renderViewer('/maple-table?takeout=true', item('mt-takeout', 'mt-poutine', 'en-CA'), 'en-CA');
    let dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: ADD['en-CA'] })).toHaveProperty('disabled', false);
    expect(within(dialog).queryByText(/Last call|Closed now/)).toBeNull();
    cleanup();

    at(AFTER_LAST_CALL);
    renderViewer('/maple-table?tableNum=12', item('mt-dinner', 'mt-poutine', 'en-CA'), 'en-CA');
    dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: ADD['en-CA'] })).toHaveProperty('disabled', false);
    expect(within(dialog).queryByText(/Last call|Closed now/)).toBeNull();
  });

  it('a menu left open closes at its last call without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-26T02:04:30Z')); // 21:04:30: 21:29:30 with its prep, before last call
    render(
      <I18nextProvider i18n={i18n}>
        <ClosedNotice data={data} menuId="mt-takeout" mode={{ takeout: true }} locale="en-CA" />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toMatch(/^Last call has passed/);
  });
});

describe('the item viewer in French on a phone (audit D2 F17)', () => {
  it('keeps "Ajouter au panier" on one line: the button takes a row of its own rather than wrapping', async () => {
    at(BEFORE_LAST_CALL);
    await i18n.changeLanguage('fr-CA');
    renderViewer('/maple-table?tableNum=12', item('mt-dinner', 'mt-poutine', 'fr-CA'), 'fr-CA');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const add = within(dialog).getByRole('button', { name: ADD['fr-CA'] });
    expect(add.className).toContain('whitespace-nowrap');
    expect(add.parentElement?.className).toContain('flex-wrap');
  });
});

describe('preselected choices are said where the diner reads them before Add', () => {
  const SAID = {
    'en-CA': {
      cook: 'Cook: Medium rare',
      toppings: 'Add toppings',
      bacon: 'Double-smoked bacon',
      cheese: 'Cheese',
      cheeseKind: 'Which cheese?: Aged Ontario cheddar',
      choices:
        'Your choices: Single patty · Medium rare · Double-smoked bacon · Cheese · Aged Ontario cheddar · Hand-cut fries',
    },
    'fr-CA': {
      cook: 'Cuisson\u00a0: Mi-saignant',
      toppings: 'Ajouter des garnitures',
      bacon: 'Bacon double fumé',
      cheese: 'Fromage',
      cheeseKind: 'Quel fromage?\u00a0: Cheddar vieilli de l’Ontario',
      choices:
        'Vos choix\u00a0: Galette simple · Mi-saignant · Bacon double fumé · Fromage · Cheddar vieilli de l’Ontario · Frites maison',
    },
  } as const;

  it.each(['en-CA', 'fr-CA'] as const)(
    'each group heading says its chosen value, and beside Add the choices read in the menu’s order, in %s',
    async (locale) => {
      at(BEFORE_LAST_CALL);
      await i18n.changeLanguage(locale);
      const said = SAID[locale];
      renderViewer('/maple-table?tableNum=12', item('mt-dinner', 'mt-table-burger', locale), locale);
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      // The default cook is in the group's heading, and its radio is the one checked.
      const cook = within(dialog).getByRole('group', { name: (n) => n.startsWith(said.cook) });
      const checked = within(cook)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked);
      expect(checked).toHaveLength(1);
      expect(checked[0]?.id).toMatch(/medium-rare$/);
      // Picked out of the menu's order (cheese before bacon), they are listed in the menu's order.
      await act(async () =>
        within(dialog)
          .getByRole('checkbox', { name: (n) => n.startsWith(said.cheese) })
          .click(),
      );
      await act(async () =>
        within(dialog)
          .getByRole('checkbox', { name: (n) => n.startsWith(said.bacon) })
          .click(),
      );
      expect(within(dialog).getByRole('group', { name: (n) => n.startsWith(said.cheeseKind) })).toBeTruthy();
      const add = within(dialog).getByRole('button', { name: ADD[locale] });
      const ids = (add.getAttribute('aria-describedby') ?? '').split(' ');
      const choices = ids.map((id) => document.getElementById(id)?.textContent).find((t) => t?.includes('·'));
      expect(choices).toBe(said.choices);
      expect(within(dialog).getByText(said.choices, { normalizer: (text) => text })).toBeTruthy();
    },
  );
});

describe('the item viewer’s labels', () => {
  it.each([
    ['en-CA', ['Allergens:', 'Diets:']],
    // French typography, as the rest of the French catalog: a no-break space before the colon.
    ['fr-CA', ['Allergènes\u00a0:', 'Régimes\u00a0:']],
  ] as const)('write the colon as %s does', async (locale, labels) => {
    at(BEFORE_LAST_CALL);
    await i18n.changeLanguage(locale);
    renderViewer('/maple-table?tableNum=12', item('mt-dinner', 'mt-beet-salad', locale), locale);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    // The labels as written, no-break space included (getByText would fold it into a space).
    const shown = [...dialog.querySelectorAll('p > span')]
      .map((s) => s.textContent)
      .filter((s) => s?.endsWith(':'));
    expect(shown).toEqual(labels);
  });
});
