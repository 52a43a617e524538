import type { CostsBody } from '@ordering/domain/contracts/costs';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '../../features/orders/api';
// Loaded up front: the layout imports it lazily, and a load still running when the file's tests end fails the run.
import '../../features/restaurant/components/fonts';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { FakeEventSource } from '../../testing/fake-event-source';
import { renderRoutes } from '../../testing/render';

const costs = (subtotal: number, taxes: number, tip: number): CostsBody => ({
  subtotal,
  subtotalDiscounted: subtotal,
  taxes,
  taxBrackets: [],
  taxInfo: { inclusive: false, province: 'NS', rebateApplied: false },
  total: subtotal + taxes,
  totalWithoutTaxes: subtotal,
  totalWithTip: Math.round((subtotal + taxes + tip) * 100) / 100,
  tip: { percentageValue: 0, amount: tip, type: 'dollar' },
  serviceCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  deliveryCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  voucher: { code: null, balance: 0, amount: 0 },
  discount: { percentageValue: 0, amount: 0, type: 'percentage', code: null },
  credits: { id: null, balance: 0, amount: 0 },
  memberDiscount: { preTax: false, amount: 0 },
  subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
  amountToCharge: Math.round((subtotal + taxes + tip) * 100) / 100,
  paymentNotRequired: false,
});

const kitchen = (id: string, number: number, menu: string, money: CostsBody): PlacedOrder => ({
  id,
  number,
  type: 'pickup',
  status: 'pending',
  lines: [
    {
      orderId: 1,
      itemId: `${menu}-item`,
      name: `${menu} item`,
      quantity: 1,
      price: money.subtotal,
      options: [],
      specialInstructions: null,
    },
  ],
  costs: money,
  pickup_time: '2026-11-25T20:30:00.000Z',
  createdAt: '2026-11-25T19:50:00.000Z',
  cancelReason: null,
  fulfilment: { time: '2026-11-25T20:30:00.000Z' },
});

// Three kitchens: 39.35 in all, Bao House's share 8.39.
const sol = kitchen('sol_order_00003', 7, 'hm-sol-menu', costs(11.85, 1.54, 1.65));
const nori = kitchen('nori_order_0003', 8, 'hm-nori-menu', costs(12.15, 1.82, 1.95));
const bao = kitchen('bao_order_00003', 9, 'hm-bao-menu', costs(6.5, 0.91, 0.98));
const orders = [sol, nori, bao];

beforeEach(async () => {
  await startTranslations('en-CA');
  FakeEventSource.open = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/orders/get-next-order-queue-time'))
        return new Response(JSON.stringify({ orderCount: 1, estimatedWaitMinutes: 12 }), { status: 200 });
      if (url.startsWith('/api/orders/')) {
        const found = orders.find((o) => url.startsWith(`/api/orders/${o.id}`));
        return new Response(JSON.stringify(found), { status: found ? 200 : 404 });
      }
      return new Response(JSON.stringify({ ...demoDataFile('harbour-market'), version: 1 }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHub() {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        lazy: () => import('./restaurant-layout'),
        children: [{ path: 'orders/:orderId', lazy: () => import('./confirmation') }],
      },
    ],
    {
      initialEntries: [
        {
          pathname: `/harbour-market/orders/${sol.id}`,
          search: `?orders=${orders.map((o) => o.id).join(',')}`,
          state: {
            order: {
              ...sol,
              orders: [
                { id: sol.id, number: 7, menuId: 'hm-sol-menu' },
                { id: nori.id, number: 8, menuId: 'hm-nori-menu' },
                { id: bao.id, number: 9, menuId: 'hm-bao-menu' },
              ],
            },
          },
        },
      ],
    },
  );
  renderRoutes(router);
}

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';

describe('a hub’s money summary after a kitchen declines (audit F2 finding 6)', () => {
  it.each([
    [
      'en-CA',
      'Total, all kitchens$39.35',
      'Total, all kitchens$30.96',
      'Bao House: order cancelledReturned to you (not in the total)$8.39',
    ],
    [
      'fr-CA',
      'Total, toutes cuisines39,35 $',
      'Total, toutes cuisines30,96 $',
      'Maison du Bao : commande annuléeVous est rendu (hors du total)8,39 $',
    ],
  ])(
    'in %s: the total is what the diner pays now, and the cancelled share is said as returned, live',
    async (locale, before, after, returned) => {
      await i18n.changeLanguage(locale);
      writeLocaleCookie(locale as 'en-CA' | 'fr-CA');
      renderHub();
      const total = await screen.findByTestId('checkout-total', {}, { timeout: 15_000 });
      expect(plain(total.textContent)).toBe(before);
      expect(screen.queryByTestId('kitchen-cost-cancelled')).toBeNull();

      await waitFor(() => expect(FakeEventSource.open.length).toBe(3));
      act(() => FakeEventSource.send(bao.id, { status: 'cancelled', cancelReason: 'Out of tapioca' }));

      await waitFor(() => expect(plain(screen.getByTestId('checkout-total').textContent)).toBe(after));
      expect(plain(screen.getByTestId('kitchen-cost-cancelled').textContent)).toBe(plain(returned));
      // The other kitchens keep their costs as they were.
      const breakdown = plain(screen.getByTestId('kitchen-costs').textContent);
      for (const kept of locale === 'en-CA' ? ['$11.85', '$12.15'] : ['11,85 $', '12,15 $'])
        expect(breakdown).toContain(kept);
    },
  );
});

describe('a hub’s current wait', () => {
  it('shows while a kitchen still makes an order, and goes once every order is ready or cancelled', async () => {
    await i18n.changeLanguage('en-CA');
    writeLocaleCookie('en-CA');
    renderHub();
    expect(await screen.findByTestId('queue-time', {}, { timeout: 15_000 })).toBeTruthy();
    // Ahead of the diner's own orders: the server leaves out the checkout's other kitchens.
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked).toContain(`/api/orders/get-next-order-queue-time?orderId=${sol.id}`);
    await waitFor(() => expect(FakeEventSource.open.length).toBe(3));
    act(() => FakeEventSource.send(sol.id, { status: 'ready' }));
    act(() => FakeEventSource.send(nori.id, { status: 'ready' }));
    // One kitchen still making its order: the wait still speaks to the diner.
    expect(screen.getByTestId('queue-time')).toBeTruthy();
    act(() => FakeEventSource.send(bao.id, { status: 'cancelled', cancelReason: 'Out of tapioca' }));
    await waitFor(() => expect(screen.queryByTestId('queue-time')).toBeNull());
  });
});
