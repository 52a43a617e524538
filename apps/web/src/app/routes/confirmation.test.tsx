import type { CostsBody } from '@ordering/domain/contracts/costs';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '../../features/orders/api';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { renderRoutes } from '../../testing/render';

const costs: CostsBody = {
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

const delivery: PlacedOrder = {
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

function renderConfirmation(
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

describe('the confirmation', () => {
  it('announces the order number to screen readers once the page is drawn', async () => {
    renderConfirmation(delivery, 'sam@example.ca');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #42' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const announcement = screen.getByTestId('order-announcement');
    expect(announcement.getAttribute('role')).toBe('status');
    await waitFor(() => expect(announcement.textContent).toBe('Order placed. Your order number is 42.'));
  });

  it("shows a delivery's address and says where the receipt was e-mailed", async () => {
    renderConfirmation(delivery, 'sam@example.ca');
    expect((await screen.findByTestId('order-address', {}, { timeout: 15_000 })).textContent).toBe(
      'Delivering to 555 Seymour St, V6B 3H6',
    );
    expect(screen.getByText('A receipt was e-mailed to sam@example.ca.')).toBeTruthy();
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr-CA');
    renderConfirmation(delivery, 'sam@example.ca');
    expect(
      (await screen.findByTestId('order-address', {}, { timeout: 15_000 })).textContent?.replace(/\s/g, ' '),
    ).toBe('Adresse de livraison : 555 Seymour St, V6B 3H6');
    expect(screen.getByText('Un reçu a été envoyé par courriel à sam@example.ca.')).toBeTruthy();
  });

  it.each([
    [
      'en-CA',
      'Delivering to 555 Seymour St, unit 1204, V6B 3H6',
      'Buzzer 1204# · Leave it with the concierge',
    ],
    [
      'fr-CA',
      'Adresse de livraison : 555 Seymour St, app. 1204, V6B 3H6',
      'Interphone 1204# · Leave it with the concierge',
    ],
  ])(
    'shows the unit, the buzzer and the drop-off instructions kept on the order (%s)',
    async (locale, address, dropOff) => {
      await i18n.changeLanguage(locale);
      const detailed: PlacedOrder = {
        ...delivery,
        fulfilment: {
          ...delivery.fulfilment,
          delivery: {
            address: '555 Seymour St',
            postalCode: 'V6B 3H6',
            zone: 'Downtown',
            unit: '1204',
            buzzer: '1204#',
            instructions: 'Leave it with the concierge',
          },
        },
      };
      renderConfirmation(detailed);
      const shown = await screen.findByTestId('order-address', {}, { timeout: 15_000 });
      expect(shown.textContent?.replace(/\s/g, ' ')).toBe(address);
      expect(screen.getByTestId('order-drop-off').textContent).toBe(dropOff);
    },
  );

  it('shows the notes and the answers the diner gave, and nothing for a question left unanswered', async () => {
    const withDetails: PlacedOrder = {
      ...delivery,
      notes: 'Buzz 1203',
      answers: [
        { id: 'q-allergies', question: 'Any allergies?', answer: 'No allergies' },
        { id: 'q-heard', question: 'How did you hear about us?', answer: '' },
        { id: 'q-extras', question: 'Extras', answer: ['Cutlery', 'Napkins'] },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/orders/')
          ? new Response(JSON.stringify(withDetails), { status: 200 })
          : new Response(JSON.stringify({ ...demoDataFile('coastal-kitchen'), version: 1 }), { status: 200 }),
      ),
    );
    renderConfirmation(withDetails);
    const details = await screen.findByTestId('order-details', {}, { timeout: 15_000 });
    expect(details.textContent).toBe(
      'What you told usNotes for the kitchenBuzz 1203Any allergies?No allergiesExtrasCutlery, Napkins',
    );
  });

  it('names no address for a pickup, and no receipt when no e-mail was given', async () => {
    renderConfirmation({ ...delivery, type: 'pickup', fulfilment: { time: delivery.pickup_time } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #42' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('order-address')).toBeNull();
    expect(screen.queryByText(/receipt/)).toBeNull();
    expect(screen.queryByTestId('order-details')).toBeNull();
  });
});

/** The server for one restaurant: its data file and these orders (the queue time not known, unless given). */
function stubServer(
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

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('when and where, in words', () => {
  const dineIn = (table: PlacedOrder['table']): PlacedOrder => ({
    ...delivery,
    id: 'ord_dinein_1',
    type: 'dine-in',
    pickup_time: '2026-11-25T17:01:00.000Z',
    table,
    fulfilment: { time: '2026-11-25T17:01:00.000Z', scheduled: false },
  });

  it.each([
    // 20:30 UTC at coastal-kitchen: British Columbia keeps UTC-7 all year since March 2026 (tz 2026e).
    ['en-CA', 'Pickup Wednesday at 1:30 p.m.'],
    ['fr-CA', 'Cueillette mercredi à 13 h 30'],
  ])('a pickup in %s names the day, then the time', async (locale, expected) => {
    await i18n.changeLanguage(locale);
    const pickup = { ...delivery, type: 'pickup' as const, fulfilment: { time: delivery.pickup_time } };
    stubServer('coastal-kitchen', [pickup]);
    renderConfirmation(pickup);
    expect(plain((await screen.findByTestId('order-when', {}, { timeout: 15_000 })).textContent)).toBe(
      expected,
    );
  });

  it.each([
    ['en-CA', 'Delivery Wednesday around 1:30 p.m.'],
    ['fr-CA', 'Livraison mercredi vers 13 h 30'],
  ])('a delivery in %s too', async (locale, expected) => {
    await i18n.changeLanguage(locale);
    stubServer('coastal-kitchen', [delivery]);
    renderConfirmation(delivery);
    expect(plain((await screen.findByTestId('order-when', {}, { timeout: 15_000 })).textContent)).toBe(
      expected,
    );
  });

  it('a dine-in order for now promises no time: the queue says the wait', async () => {
    const order = dineIn({ tableNum: '12' });
    stubServer('maple-table', [order]);
    renderConfirmation(order, undefined, { slug: 'maple-table' });
    expect((await screen.findByTestId('order-where', {}, { timeout: 15_000 })).textContent).toBe('Table 12');
    expect(screen.queryByTestId('order-when')).toBeNull();
    expect(screen.queryByText(/Expected/)).toBeNull();
  });

  it.each([
    ['en-CA', 'Thank you!'],
    ['fr-CA', 'Merci!'],
  ])(
    "in %s, thanks the diner once: the restaurant's own message, not the app's thanks above it",
    async (locale, thanks) => {
      await i18n.changeLanguage(locale);
      const order = dineIn({ tableNum: '12' });
      stubServer('maple-table', [order]);
      renderConfirmation(order, undefined, { slug: 'maple-table' });
      await screen.findByTestId('order-where', {}, { timeout: 15_000 });
      expect(screen.getAllByText(new RegExp(thanks)).map((el) => el.textContent)).toEqual([
        expect.stringMatching(new RegExp(`^${thanks} .+`)),
      ]);
    },
  );

  it('a catering order keeps the time it is due', async () => {
    await i18n.changeLanguage('en-CA');
    const catering = {
      ...delivery,
      type: 'generic-catering' as const,
      fulfilment: { time: delivery.pickup_time, scheduled: false },
    };
    stubServer('coastal-kitchen', [catering]);
    renderConfirmation(catering);
    expect(plain((await screen.findByTestId('order-when', {}, { timeout: 15_000 })).textContent)).toMatch(
      /^Expected Wednesday/,
    );
  });

  it.each([
    ['en-CA', { tableLocation: 'Terrace', tableArea: 'T2' }, 'Terrace · Terrace T2'],
    ['fr-CA', { tableLocation: 'Terrace', tableArea: 'T2' }, 'Terrasse · Terrasse T2'],
    ['fr-CA', { tableNum: '5', tableLocation: 'Café', tableArea: '3' }, 'Table 5 · Café · Table 3'],
    // The QR code's table, chosen in the location's list at checkout: the table is named once.
    ['fr-CA', { tableNum: '3', tableLocation: 'Café', tableArea: '3' }, 'Café · Table 3'],
  ])('a table location in %s, named as the data file names it', async (locale, table, expected) => {
    await i18n.changeLanguage(locale);
    const order = dineIn(table);
    stubServer('cafe-du-marche', [order]);
    renderConfirmation(order, undefined, { slug: 'cafe-du-marche' });
    expect((await screen.findByTestId('order-where', {}, { timeout: 15_000 })).textContent).toBe(expected);
  });
});

describe("a marketplace hub's confirmation", () => {
  const kitchen = (id: string, number: number, menu: string, subtotal: number, tip: number): PlacedOrder => ({
    ...delivery,
    id,
    number,
    type: 'pickup',
    fulfilment: { time: delivery.pickup_time },
    notes: 'Pas de wasabi',
    lines: [{ ...delivery.lines[0]!, itemId: `${menu}-item`, name: `${menu} item`, price: subtotal }],
    costs: {
      ...costs,
      subtotal,
      subtotalDiscounted: subtotal,
      taxes: 1,
      deliveryCharge: { ...costs.deliveryCharge, amount: 0 },
      tip: { type: 'dollar', percentageValue: 0, amount: tip },
      total: subtotal + 1,
      totalWithTip: subtotal + 1 + tip,
      amountToCharge: subtotal + 1 + tip,
    },
  });
  const nori = kitchen('nori_order_0001', 7, 'hm-nori-menu', 20, 2);
  const sol = kitchen('sol_order_00001', 8, 'hm-sol-menu', 10, 1);

  it("shows each kitchen's costs and the notes given at checkout", async () => {
    stubServer('harbour-market', [nori, sol]);
    renderConfirmation(nori, undefined, {
      slug: 'harbour-market',
      search: `?orders=${nori.id},${sol.id}`,
      state: {
        order: {
          ...nori,
          orders: [
            { id: nori.id, number: 7, menuId: 'hm-nori-menu' },
            { id: sol.id, number: 8, menuId: 'hm-sol-menu' },
          ],
        },
      },
    });
    const breakdown = await screen.findByTestId('kitchen-costs', {}, { timeout: 15_000 });
    const text = plain(breakdown.textContent) ?? '';
    for (const part of [
      'Nori Sushi Bar',
      'Taqueria Sol',
      'Subtotal$20.00',
      'Subtotal$10.00',
      'Tip$2.00',
      'Tip$1.00',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Total, all kitchens$35.00');
    expect(screen.getByTestId('order-details').textContent).toBe(
      'What you told usNotes for the kitchenPas de wasabi',
    );
  });
});

/** An EventSource stand-in: the test sends the server's status events to every open stream. */
class FakeEventSource {
  static open: FakeEventSource[] = [];
  readonly url: string;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(url: string) {
    this.url = url;
    FakeEventSource.open.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    FakeEventSource.open = FakeEventSource.open.filter((s) => s !== this);
  }
  static send(orderId: string, body: Record<string, unknown>) {
    for (const source of FakeEventSource.open.filter((s) => s.url.includes(orderId)))
      for (const listener of source.listeners)
        listener(new MessageEvent('status', { data: JSON.stringify({ orderId, ...body }) }));
  }
}

describe('a cancelled order', () => {
  const declined: PlacedOrder = { ...delivery, status: 'cancelled', cancelReason: 'Out of rice tonight' };
  const money =
    'You pay nothing for this order: any hold on your card is released, and anything already paid goes back the way you paid it.';

  it.each([
    ['en-CA', 'Cancelled', 'Reason: Out of rice tonight', money],
    [
      'fr-CA',
      'Annulée',
      'Motif : Out of rice tonight',
      'Cette commande ne vous coûte rien : toute somme retenue sur votre carte est libérée, et tout montant déjà payé vous est rendu par le même moyen de paiement.',
    ],
  ])(
    'read again (a reload) in %s shows the reason and what happens to the money',
    async (locale, status, reason, said) => {
      await i18n.changeLanguage(locale);
      stubServer('coastal-kitchen', [declined]);
      // No order handed over by the checkout: the page reads it from the server.
      renderConfirmation(declined, undefined, { state: { order: undefined } });
      expect(
        plain((await screen.findByTestId('order-cancel-reason', {}, { timeout: 15_000 })).textContent),
      ).toBe(reason);
      expect(screen.getByTestId('order-status').textContent).toBe(status);
      expect(plain(screen.getByTestId('order-cancel-money').textContent)).toBe(said);
      // Nothing more will come: no "text me" and no "this page updates"; and no "Thank you!" above a cancellation.
      expect(screen.queryByText("Text me when it's ready")).toBeNull();
      expect(screen.queryByText(locale === 'fr-CA' ? 'Merci!' : 'Thank you!')).toBeNull();
    },
  );

  it("drops the restaurant's 'on its way' message and the next round once a dine-in order is cancelled", async () => {
    const atTable: PlacedOrder = {
      ...delivery,
      id: 'ord_table_cancel',
      type: 'dine-in',
      table: { tableNum: '12' },
      fulfilment: { time: delivery.pickup_time, scheduled: false },
    };
    const file = demoDataFile('maple-table');
    const message = file.menu_configuration.confirmation_screen_customization?.dine_in_confirmation_message;
    expect(message).toBeTruthy();
    expect(file.restaurant.another_round).toBe(true);
    for (const [order, shown] of [
      [atTable, true],
      [{ ...atTable, status: 'cancelled', cancelReason: 'Kitchen closed' } as PlacedOrder, false],
    ] as const) {
      stubServer('maple-table', [order]);
      renderConfirmation(order, undefined, { slug: 'maple-table' });
      await screen.findByTestId('order-where', {}, { timeout: 15_000 });
      expect(Boolean(screen.queryByText(message!, { exact: false }))).toBe(shown);
      expect(Boolean(screen.queryByRole('link', { name: 'Order another round' }))).toBe(shown);
      cleanup();
    }
  });

  it('turns live from Received to Cancelled with the reason, in a region read out to screen readers', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubServer('coastal-kitchen', [delivery]);
    renderConfirmation(delivery);
    expect((await screen.findByTestId('order-status', {}, { timeout: 15_000 })).textContent).toBe('Received');
    const region = screen.getByTestId('order-cancelled');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    await waitFor(() => expect(FakeEventSource.open.length).toBeGreaterThan(0));
    act(() =>
      FakeEventSource.send(delivery.id, {
        status: 'cancelled',
        cancelReason: 'Out of rice tonight',
        at: '2026-11-25T20:00:00.000Z',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(screen.getByTestId('order-cancelled').textContent).toBe(`Reason: Out of rice tonight${money}`);
  });

  it('says nothing of money for an order that cost nothing, and no reason when none was given', async () => {
    const free: PlacedOrder = {
      ...delivery,
      status: 'cancelled',
      cancelReason: null,
      costs: { ...costs, total: 0, totalWithTip: 0, amountToCharge: 0 },
    };
    stubServer('coastal-kitchen', [free]);
    renderConfirmation(free);
    expect((await screen.findByTestId('order-status', {}, { timeout: 15_000 })).textContent).toBe(
      'Cancelled',
    );
    expect(screen.getByTestId('order-cancelled').textContent).toBe('');
  });

  it("shows a marketplace kitchen's reason live too", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const nori: PlacedOrder = { ...delivery, id: 'nori_order_0002', number: 7, type: 'pickup' };
    const sol: PlacedOrder = { ...delivery, id: 'sol_order_00002', number: 8, type: 'pickup' };
    stubServer('harbour-market', [nori, sol]);
    renderConfirmation(nori, undefined, { slug: 'harbour-market', search: `?orders=${nori.id},${sol.id}` });
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(2), { timeout: 15_000 });
    await waitFor(() => expect(FakeEventSource.open.length).toBe(2));
    act(() => FakeEventSource.send(sol.id, { status: 'cancelled', cancelReason: 'Sold out of tacos' }));
    await waitFor(() => expect(screen.getByText(/Sold out of tacos/)).toBeTruthy());
    const [first, second] = screen.getAllByTestId('kitchen-order');
    expect(first?.textContent).not.toContain('Sold out of tacos');
    expect(second?.textContent).toContain('Cancelled');
    // The kitchen's card says it as one order's page does: the reason, and that nothing is owed.
    expect(second?.querySelector('[data-testid="order-cancel-money"]')?.textContent).toBeTruthy();
  });
});

describe("the kitchen's current wait", () => {
  it.each([
    ['an order for now', false, 1],
    ['an order scheduled for later (a catering order days ahead)', true, 0],
  ])('%s: shown %i time(s)', async (_name, scheduled, shown) => {
    const order = {
      ...delivery,
      type: 'pickup' as const,
      fulfilment: { time: delivery.pickup_time, scheduled },
    };
    stubServer('coastal-kitchen', [order], { orderCount: 2, estimatedWaitMinutes: 25 });
    renderConfirmation(order);
    await screen.findByTestId('order-when', {}, { timeout: 15_000 });
    await vi.waitFor(() => expect(screen.queryAllByTestId('queue-time')).toHaveLength(shown));
    if (!shown) {
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByTestId('queue-time')).toBeNull();
    }
  });
});
