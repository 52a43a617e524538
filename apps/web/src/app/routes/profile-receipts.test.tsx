import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { testProfile } from '../../testing/profile';
import { renderRoutes } from '../../testing/render';

const PROFILE = testProfile();

/**
 * A receipt at a restaurant, placed 2026-11-20 23:00 UTC: 6:00 p.m. in Toronto, 4:00 p.m. in Vancouver (British Columbia keeps UTC-7 all year since March 2026 (tz 2026e)).
 */
const receipt = (number: number, restaurantId: string, restaurant?: Record<string, string>) => ({
  id: `r${number}`,
  number,
  restaurantId,
  type: 'takeout',
  status: 'completed',
  createdAt: '2026-11-20T23:00:00.000Z',
  pickup_time: '2026-11-20T23:30:00.000Z',
  total: 11,
  costs: {},
  lines: [
    {
      id: 'mt-poutine',
      sku: null,
      menu_id: 'mt-takeout',
      section_id: 'mt-t-starters',
      name: 'Classic Poutine',
      quantity: 1,
      orderOptions: [],
      price: 11,
      options: [],
      specialInstructions: null,
    },
  ],
  ...(restaurant ? { restaurant } : {}),
});

let receipts: unknown[] = [];

/** Where a reorder landed: the restaurant's path and the lines it carries. */
function Landed() {
  const location = useLocation();
  const lines = (location.state as { reorder?: { id: string }[] } | null)?.reorder ?? [];
  return (
    <p>
      Landed on {location.pathname}
      {location.search} with {lines.map((l) => l.id).join(', ')}
    </p>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        lazy: () => import('./account-shell'),
        children: [
          {
            path: '/profile',
            lazy: () => import('./profile'),
            children: [
              { index: true, lazy: () => import('./profile-settings') },
              { path: 'receipts', lazy: () => import('./profile-receipts') },
            ],
          },
          { path: '/login', element: <p>The login screen</p> },
        ],
      },
      { path: '/:restaurantSlug', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  return renderRoutes(router);
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeLocaleCookie('en-CA');
  localStorage.setItem('userId', 'u1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('get-native-user-info')) return new Response(JSON.stringify(PROFILE), { status: 200 });
      if (url.endsWith('/get-past-receipts'))
        return new Response(JSON.stringify({ receipts }), { status: 200 });
      if (url.endsWith('/logout')) return new Response(JSON.stringify({ ok: true }), { status: 200 });
      if (url.startsWith('/maple-table/'))
        return new Response(JSON.stringify({ ...demoDataFile('maple-table'), version: 1 }), { status: 200 });
      return new Response(JSON.stringify({ code: 404, message: 'no' }), { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  receipts = [];
});

describe('past receipts of every restaurant (audit F1 7)', () => {
  it("names each receipt's restaurant, tells its time in that restaurant's zone, and reorders there", async () => {
    receipts = [
      receipt(2, '101', { slug: 'maple-table', name: 'Maple Table', timezone: 'America/Toronto' }),
      receipt(7, '102', { slug: 'cafe-du-marche', name: 'Café du Marché', timezone: 'America/Vancouver' }),
    ];
    renderAt('/profile/receipts');
    const maple = await screen.findByRole('region', { name: 'Maple Table · Order #2' }, { timeout: 15_000 });
    expect(within(maple).getByText('20/11/2026 at 6:00 p.m.')).toBeTruthy();
    const cafe = screen.getByRole('region', { name: 'Café du Marché · Order #7' });
    expect(within(cafe).getByText('20/11/2026 at 4:00 p.m.')).toBeTruthy();
    await userEvent.click(within(cafe).getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('Landed on /cafe-du-marche with mt-poutine')).toBeTruthy();
  });

  it('uses the restaurant the diner came from for its own receipts (name, zone, the query it came with)', async () => {
    receipts = [receipt(2, '101')];
    renderAt('/profile/receipts?restaurant=maple-table&takeout=true');
    const maple = await screen.findByRole(
      'region',
      { name: 'The Maple Table · Order #2' },
      { timeout: 15_000 },
    );
    expect(within(maple).getByText('20/11/2026 at 6:00 p.m.')).toBeTruthy();
    await userEvent.click(within(maple).getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('Landed on /maple-table?takeout=true with mt-poutine')).toBeTruthy();
  });

  it('says what paid a total besides the card: credits and a gift card taken off, then what was left to pay', async () => {
    receipts = [
      {
        ...receipt(4, '101'),
        total: 11.3,
        costs: { voucher: { code: null, amount: 5 }, credits: { amount: 6.3 }, amountToCharge: 0 },
      },
      {
        ...receipt(5, '101'),
        costs: { voucher: { code: null, amount: 0 }, credits: { amount: 0 }, amountToCharge: 11 },
      },
    ];
    renderAt('/profile/receipts?restaurant=maple-table');
    const paid = await screen.findByRole(
      'region',
      { name: 'The Maple Table · Order #4' },
      { timeout: 15_000 },
    );
    expect(within(paid).getByText('Gift card').nextSibling?.textContent).toBe('−$5.00');
    expect(within(paid).getByText('Account credits').nextSibling?.textContent).toBe('−$6.30');
    expect(within(paid).getByText('To pay').nextSibling?.textContent).toBe('$0.00');
    // Paid by card alone: the total says it all.
    const card = screen.getByRole('region', { name: 'The Maple Table · Order #5' });
    expect(within(card).queryByText('To pay')).toBeNull();
  });

  it('says a cancelled order was cancelled, and that what was paid went back', async () => {
    receipts = [{ ...receipt(8, '101'), status: 'cancelled' }, receipt(9, '101')];
    renderAt('/profile/receipts?restaurant=maple-table');
    const cancelled = await screen.findByRole(
      'region',
      { name: 'The Maple Table · Order #8' },
      { timeout: 15_000 },
    );
    expect(
      within(cancelled).getByText('Cancelled: what was paid went back the way it was paid.'),
    ).toBeTruthy();
    const kept = screen.getByRole('region', { name: 'The Maple Table · Order #9' });
    expect(within(kept).queryByText(/^Cancelled/)).toBeNull();
  });

  // The rows as the server makes them (receipt-rows.ts): a promo, HST at its rate, a tip, the restaurant's total title.
  const breakdown = [
    { kind: 'subtotal', amount: 20 },
    { kind: 'discount', amount: 2, negative: true, code: 'TENOFF' },
    { kind: 'tax', amount: 2.34, label: 'HST', rate: 0.13 },
    { kind: 'tip', amount: 3 },
    { kind: 'total', amount: 23.34, label: 'Total with tip' },
  ];
  it.each([
    [
      'en-CA',
      [
        ['Subtotal', '$20.00'],
        ['Promo TENOFF', '−$2.00'],
        ['HST (13%)', '$2.34'],
        ['Tip', '$3.00'],
        ['Total with tip', '$23.34'],
      ],
    ],
    [
      'fr-CA',
      [
        ['Sous-total', '20,00\u00a0$'],
        ['Promo TENOFF', '−2,00\u00a0$'],
        ['TVH (13\u00a0%)', '2,34\u00a0$'],
        ['Pourboire', '3,00\u00a0$'],
        ['Total with tip', '23,34\u00a0$'],
      ],
    ],
  ])('in %s, says how each total was made: subtotal, promo, taxes, tip, total', async (locale, shown) => {
    await i18n.changeLanguage(locale);
    writeLocaleCookie(locale as 'en-CA' | 'fr-CA');
    receipts = [{ ...receipt(6, '101'), total: 23.34, breakdown }];
    renderAt('/profile/receipts?restaurant=maple-table');
    const subtotal = await screen.findByText(shown[0]![0]!, {}, { timeout: 15_000 });
    const list = subtotal.parentElement!.parentElement!;
    const rows = [...list.querySelectorAll('p.flex')].map((p) => [...p.children].map((c) => c.textContent));
    expect(rows.slice(0, shown.length)).toEqual(shown);
  });

  it('offers no button where the restaurant is unknown', async () => {
    receipts = [receipt(3, '555')];
    renderAt('/profile/receipts');
    const card = await screen.findByRole('region', { name: 'Order #3' }, { timeout: 15_000 });
    expect(within(card).queryByRole('button', { name: 'Reorder' })).toBeNull();
  });
});

describe('logging out from the profile (audit F1 6)', () => {
  it("clears this device's last orders", async () => {
    localStorage.setItem('last-order:maple-table', JSON.stringify({ items: [], at: Date.now() }));
    renderAt('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 15_000 }));
    expect(await screen.findByText('The login screen')).toBeTruthy();
    expect(localStorage.getItem('last-order:maple-table')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
