/** The order's confirmation, live: a cancelled order (as the page opens, or told by the status stream) and the kitchen's current wait. */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '../../features/orders/api';
import { i18n } from '../../lib/i18n';
import { demoDataFile } from '../../testing/demo-data';
import { FakeEventSource } from '../../testing/fake-event-source';
import {
  costs,
  delivery,
  plain,
  renderConfirmation,
  setUpConfirmationScreen,
  stubServer,
} from './confirmation-test-kit';

setUpConfirmationScreen();

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
    ['an order for now', 'pickup', false, 1],
    ['an order scheduled for later', 'pickup', true, 0],
    ['a delivery scheduled for later', 'delivery', true, 0],
    // Ordered days ahead, whether or not the order says it was scheduled.
    ['a catering order', 'generic-catering', false, 0],
    ['a school day’s meal', 'school', false, 0],
  ] as const)('%s (%s, scheduled: %s): shown %i time(s)', async (_name, type, scheduled, shown) => {
    const order = {
      ...delivery,
      type,
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

describe("a marketplace hub's current wait", () => {
  it.each([
    ['for now', false, 1],
    ['scheduled for later', true, 0],
  ])('%s (scheduled: %s): shown %i time(s)', async (_name, scheduled, shown) => {
    const kitchen = (id: string, number: number): PlacedOrder => ({
      ...delivery,
      id,
      number,
      type: 'pickup',
      fulfilment: { time: delivery.pickup_time, scheduled },
    });
    const [nori, sol] = [kitchen('nori_order_0003', 7), kitchen('sol_order_00003', 8)];
    stubServer('harbour-market', [nori, sol], { orderCount: 2, estimatedWaitMinutes: 25 });
    renderConfirmation(nori, undefined, { slug: 'harbour-market', search: `?orders=${nori.id},${sol.id}` });
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(2), { timeout: 15_000 });
    await vi.waitFor(() => expect(screen.queryAllByTestId('queue-time')).toHaveLength(shown));
    if (!shown) {
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByTestId('queue-time')).toBeNull();
    }
  });
});

describe('a school order', () => {
  // Placed on Wednesday 2026-11-25 for the school day of Tuesday 2026-12-01, delivered at the program's noon.
  const lunch: PlacedOrder = {
    ...delivery,
    id: 'k12_order_0001',
    type: 'school',
    pickup_time: '2026-12-01T17:00:00.000Z',
    fulfilment: { time: '2026-12-01T17:00:00.000Z', scheduled: false },
    student: { date: '2026-12-01', name: 'Maya Chen', school: 'Northview Elementary' },
  };

  it.each([
    ['en-CA', 'For Tuesday 01/12/2026', 'Maya Chen at Northview Elementary', "Text me when it's ready"],
    [
      'fr-CA',
      'Pour le mardi 01/12/2026',
      'Maya Chen à Northview Elementary',
      'M’envoyer un texto quand elle est prête',
    ],
  ])(
    'in %s, names the school day and the student, not a wait nor a text when ready',
    async (locale, day, who, text) => {
      await i18n.changeLanguage(locale);
      stubServer('northview-schools', [lunch], { orderCount: 2, estimatedWaitMinutes: 25 });
      renderConfirmation(lunch, undefined, { slug: 'northview-schools' });
      expect(plain((await screen.findByTestId('order-when', {}, { timeout: 15_000 })).textContent)).toBe(day);
      expect(screen.getByTestId('order-where').textContent).toBe(who);
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByTestId('queue-time')).toBeNull();
      expect(screen.queryByRole('link', { name: text })).toBeNull();
      expect(document.body.textContent).not.toMatch(/12:00|12 h 00|Expected|Prévue/);
    },
  );

  it('names the day of its delivery in the restaurant’s zone when the order kept no date', async () => {
    const older = { ...lunch, student: { date: null, name: 'Maya Chen', school: null } };
    stubServer('northview-schools', [older]);
    renderConfirmation(older, undefined, { slug: 'northview-schools' });
    expect(plain((await screen.findByTestId('order-when', {}, { timeout: 15_000 })).textContent)).toBe(
      'For Tuesday 01/12/2026',
    );
    expect(screen.getByTestId('order-where').textContent).toBe('Maya Chen');
  });
});
