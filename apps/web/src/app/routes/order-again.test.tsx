import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderAgain } from '../../lib/cart/components/order-again';
import { forgetLastOrders, readLastOrder, rememberLastOrder } from '../../lib/cart/last-order';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { testProfile } from '../../testing/profile';
import { renderRoutes } from '../../testing/render';

const line = (id: string, menu = 'mt-dinner', section = 'mt-s-starters') => ({
  id,
  menu_id: menu,
  section_id: section,
  orderId: 1,
  quantity: 1,
  orderPrice: 1100,
  orderOptions: [],
});

/** This device's last order at maple-table (a guest's): one poutine. */
const onDevice = () =>
  localStorage.setItem(
    'last-order:maple-table',
    JSON.stringify({ items: [line('mt-poutine')], at: Date.now() }),
  );

let calls: { url: string; restaurant: string | null }[] = [];

function renderOrderAgain() {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        lazy: () => import('./restaurant-layout'),
        children: [{ index: true, element: <OrderAgain /> }],
      },
    ],
    { initialEntries: ['/maple-table?tableNum=12'] },
  );
  return renderRoutes(router);
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeLocaleCookie('en-CA');
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, restaurant: new Headers(init?.headers).get('x-restaurant-id') });
      if (url.endsWith('/get-user-snapshot'))
        return new Response(
          JSON.stringify({
            items: [
              {
                id: 'mt-steak-frites',
                sku: null,
                menu_id: 'mt-dinner',
                section_id: 'mt-s-mains',
                name: 'Steak Frites',
                quantity: 2,
                orderOptions: [],
              },
            ],
            students: [],
            subsidyCode: null,
            credits: 0,
          }),
          { status: 200 },
        );
      if (url.includes('get-native-user-info'))
        return new Response(JSON.stringify(testProfile()), { status: 200 });
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
});

describe('"Order again" (audit F1 6)', () => {
  it("offers a signed-in diner the account's last order here, not this device's", async () => {
    onDevice();
    localStorage.setItem('userId', 'u1');
    renderOrderAgain();
    const section = await screen.findByRole('region', { name: 'Order again' }, { timeout: 15_000 });
    expect(within(section).getByText(/2 × Steak Frites/)).toBeTruthy();
    expect(within(section).queryByText(/Poutine/)).toBeNull();
    expect(calls).toContainEqual({ url: '/api/auth/get-user-snapshot', restaurant: '101' });
  });

  it("offers a guest this device's last order, and asks the server nothing", async () => {
    onDevice();
    renderOrderAgain();
    const section = await screen.findByRole('region', { name: 'Order again' }, { timeout: 15_000 });
    expect(within(section).getByText(/1 × Classic Poutine/)).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/auth'))).toEqual([]);
  });
});

describe("this device's last orders", () => {
  it("keeps a guest's, not a signed-in diner's (the account has it)", () => {
    rememberLastOrder('maple-table', [line('mt-poutine')]);
    expect(readLastOrder('maple-table')).toHaveLength(1);
    localStorage.setItem('userId', 'u1');
    rememberLastOrder('cafe-du-marche', [line('cdm-croissant')]);
    expect(localStorage.getItem('last-order:cafe-du-marche')).toBeNull();
  });

  it('are all forgotten at logout, and nothing else is', () => {
    rememberLastOrder('maple-table', [line('mt-poutine')]);
    rememberLastOrder('cafe-du-marche', [line('cdm-croissant')]);
    localStorage.setItem('cart:maple-table', '{}');
    forgetLastOrders();
    expect(readLastOrder('maple-table')).toEqual([]);
    expect(localStorage.getItem('last-order:cafe-du-marche')).toBeNull();
    expect(localStorage.getItem('cart:maple-table')).toBe('{}');
  });
});
