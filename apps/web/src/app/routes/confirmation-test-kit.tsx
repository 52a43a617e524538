/**
 * The confirmation tests' shared setup (confirmation*.test.tsx): a delivery order placed on Wednesday 2026-11-25 and
 * read 25 minutes after (only Date is faked), the server answering it and coastal-kitchen's data file, and the
 * confirmation mounted at /:restaurantSlug/orders/:orderId. A test file calls `setUpConfirmationScreen()` once, at its top.
 */
import type { CostsBody } from '@ordering/domain/contracts/costs';
import { cleanup } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PlacedOrder } from '../../features/orders/api';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { renderRoutes } from '../../testing/render';

export const costs: CostsBody = {
  subtotal: 16,
  subtotalDiscounted: 16,
  taxes: 0.8,
  taxBrackets: [],
  taxInfo: { inclusive: false, province: 'BC', rebateApplied: false },
  total: 20.8,
  totalWithoutTaxes: 20,
  totalWithTip: 20.8,
  tip: { percentageValue: 0, amount: 0, type: 'percentage' },
  serviceCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  deliveryCharge: { amount: 4, label: null, type: 'dollar', percentageValue: 0 },
  voucher: { code: null, balance: 0, amount: 0 },
  discount: { percentageValue: 0, amount: 0, type: 'percentage', code: null },
  credits: { id: null, balance: 0, amount: 0 },
  memberDiscount: { preTax: false, amount: 0 },
  subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
  amountToCharge: 20.8,
  paymentNotRequired: false,
};

export const delivery: PlacedOrder = {
  id: 'ord_42',
  number: 42,
  type: 'delivery',
  status: 'pending',
  lines: [
    {
      orderId: 1,
      itemId: 'salmon-burger',
      name: 'Wild Salmon Burger',
      quantity: 1,
      price: 16,
      options: [],
      specialInstructions: null,
    },
  ],
  costs,
  pickup_time: '2026-11-25T20:30:00.000Z',
  createdAt: '2026-11-25T19:50:00.000Z',
  cancelReason: null,
  fulfilment: {
    time: '2026-11-25T20:30:00.000Z',
    scheduled: false,
    delivery: { address: '555 Seymour St', postalCode: 'V6B 3H6', zone: 'Downtown' },
  },
};

export function renderConfirmation(
  order: PlacedOrder,
  email?: string,
  {
    slug = 'coastal-kitchen',
    search = '',
    state = {},
  }: { slug?: string; search?: string; state?: object } = {},
) {
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
        { pathname: `/${slug}/orders/${order.id}`, search, state: { order, email, ...state } },
      ],
    },
  );
  return renderRoutes(router);
}

/** Each test's clock, translations and server, undone after it. */
export function setUpConfirmationScreen(): void {
  beforeEach(async () => {
    // The orders below are placed on Wednesday 2026-11-25: the screen is read 25 minutes after, whatever today is
    // (an order more than a week away names its date). Only Date is faked: the screen's own timers still run.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T20:15:00.000Z') });
    await startTranslations('en-CA');
    await i18n.changeLanguage('en-CA');
    writeLocaleCookie('en-CA');
    vi.stubGlobal('EventSource', undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/orders/')) return new Response(JSON.stringify(delivery), { status: 200 });
        return new Response(JSON.stringify({ ...demoDataFile('coastal-kitchen'), version: 1 }), {
          status: 200,
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** The server for one restaurant: its data file and these orders (the queue time not known, unless given). */
export function stubServer(
  slug: string,
  orders: PlacedOrder[],
  queue?: { orderCount: number; estimatedWaitMinutes: number },
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/orders/get-next-order-queue-time'))
        return new Response(JSON.stringify(queue ?? {}), { status: queue ? 200 : 404 });
      if (url.startsWith('/api/orders/')) {
        const found = orders.find((o) => url.startsWith(`/api/orders/${o.id}`));
        return new Response(JSON.stringify(found), { status: found ? 200 : 404 });
      }
      return new Response(JSON.stringify({ ...demoDataFile(slug), version: 1 }), { status: 200 });
    }),
  );
}

export const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
