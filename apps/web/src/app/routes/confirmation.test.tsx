/** The order's confirmation: what it announces and shows, in both languages; when and where, in words; a marketplace hub's kitchens. */

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '../../features/orders/api';
import { i18n } from '../../lib/i18n';
import { demoDataFile } from '../../testing/demo-data';
import {
  costs,
  delivery,
  plain,
  renderConfirmation,
  setUpConfirmationScreen,
  stubServer,
} from './confirmation-test-kit';

setUpConfirmationScreen();

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
    // 20:30 UTC at coastal-kitchen: British Columbia keeps UTC-7 all year since March 2026 (tz 2026e). The page is
    // read that same day (confirmation-test-kit.tsx), so the day is said as today.
    ['en-CA', 'Pickup today at 1:30 p.m.'],
    ['fr-CA', 'Cueillette aujourd’hui à 13 h 30'],
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
    ['en-CA', 'Delivery today around 1:30 p.m.'],
    ['fr-CA', 'Livraison aujourd’hui vers 13 h 30'],
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
    stubServer('maple-table', [order], { orderCount: 2, estimatedWaitMinutes: 9 });
    renderConfirmation(order, undefined, { slug: 'maple-table' });
    expect((await screen.findByTestId('order-where', {}, { timeout: 15_000 })).textContent).toBe('Table 12');
    expect(screen.queryByTestId('order-when')).toBeNull();
    expect(screen.queryByText(/Expected/)).toBeNull();
    // The queue ahead of this order (never counting it), not the one a new order would join.
    expect(plain((await screen.findByTestId('queue-time')).textContent)).toContain('2 orders ahead of yours');
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked).toContain(`/api/orders/get-next-order-queue-time?orderId=${order.id}`);
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
      /^Expected today around/,
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
