import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { analyticsQuery, dayRefundsQuery, ordersQuery, readyTimesQuery } from '../api';
import { staffOrderFactory } from '../testing';
import { renderStaff, testRestaurant } from './render-staff';
import { Reports } from './reports';

afterEach(cleanup);

const draw = (
  locale: Locale,
  orders: StaffOrder[] = [staffOrderFactory(), staffOrderFactory({ status: 'cancelled' })],
  funnel = { 'menu-viewed': 200, 'item-added': 50, 'checkout-reached': 20, 'order-placed': 15 },
  refundedOrders: StaffOrder[] = [],
) =>
  renderStaff(<Reports restaurant={testRestaurant} locale={locale} />, {
    locale,
    data: [
      [
        ordersQuery(101, null).queryKey,
        { restaurantId: 101, date: '2026-11-25', timezone: 'America/Toronto', orders },
      ],
      [
        dayRefundsQuery(101, '2026-11-25').queryKey,
        {
          restaurantId: 101,
          date: '2026-11-25',
          timezone: 'America/Toronto',
          from: '2026-11-25T05:00:00.000Z',
          to: '2026-11-26T05:00:00.000Z',
          refunds: refundedOrders.flatMap((o) => o.refunds.map((r) => ({ ...r, orderId: o.id }))),
          orders: refundedOrders,
        },
      ],
      [
        readyTimesQuery(101, 7).queryKey,
        {
          from: '2026-11-19',
          to: '2026-11-25',
          rows: [
            {
              day: '2026-11-25',
              channel: 'all',
              orders: 4,
              medianLateSeconds: 30,
              p90LateSeconds: 600,
              onTimeShare: 0.5,
            },
            {
              day: '2026-11-25',
              channel: 'pickup',
              orders: 3,
              medianLateSeconds: -60,
              p90LateSeconds: 600,
              onTimeShare: 2 / 3,
            },
            {
              day: '2026-11-25',
              channel: 'counter',
              orders: 1,
              medianLateSeconds: 300,
              p90LateSeconds: 300,
              onTimeShare: 0,
            },
            {
              day: '2026-11-24',
              channel: 'all',
              orders: 1,
              medianLateSeconds: 0,
              p90LateSeconds: 0,
              onTimeShare: 1,
            },
            {
              day: '2026-11-24',
              channel: 'dine-in',
              orders: 1,
              medianLateSeconds: 0,
              p90LateSeconds: 0,
              onTimeShare: 1,
            },
          ],
        },
      ],
      [
        analyticsQuery(101).queryKey,
        {
          restaurantId: 101,
          date: '2026-11-25',
          funnel,
          refusals: [
            { category: 'sold-out', count: 3 },
            { category: 'paused', count: 1 },
          ],
        },
      ],
    ],
  });

describe("the day's report", () => {
  it('names the day as people write it, not as an ISO date', async () => {
    await draw('en-CA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Today (Wednesday 25/11/2026)');
    cleanup();
    await draw('fr-CA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aujourd’hui (mercredi 25/11/2026)');
  });
});

describe("the day's sales, refunds netted out", () => {
  const line = (name: string, quantity: number, price: number, refundedQuantity = 0) => ({
    position: 0,
    itemId: name,
    menuId: 'm1',
    sectionId: null,
    name,
    quantity,
    unitPrice: price / quantity,
    price,
    options: [],
    specialInstructions: null,
    refundedQuantity,
  });
  // Three orders of $20.00 of items ($22.60 charged): one kept whole, one with one of its two lattes refunded, one
  // refunded in full; and one cancelled.
  const day = [
    staffOrderFactory({ lines: [line('Poutine', 1, 20)] }),
    staffOrderFactory({ lines: [line('Latte', 2, 20, 1)], refunded: 11.3 }),
    staffOrderFactory({ lines: [line('Poutine', 1, 20, 1)], refunded: 22.6 }),
    staffOrderFactory({ status: 'cancelled', lines: [line('Poutine', 1, 20)] }),
  ];
  const tiles = () =>
    ['sales', 'orders', 'average', 'refunded'].map((key) => screen.getByTestId(`report-${key}`).textContent);

  it('counts the sales that were kept, over the orders that are sales, and says what each figure is', async () => {
    await draw('en-CA', day);
    expect(tiles()).toEqual(['$30.00', '2', '$15.00', '$30.00']);
    expect(screen.getByText('Net sales ÷ orders')).toBeTruthy();
    expect(screen.getByTestId('report-explain').textContent).toBe(
      'Items at menu prices: $60.00, less $0.00 of discounts and $30.00 of refunds. Taxes, tips and charges are ' +
        'not sales: with them, the orders brought in $33.90 after refunds. 1 cancelled order is left out. 1 order ' +
        'refunded in full is not a sale.',
    );
  });

  it('says it in French, a no-break space before each colon', async () => {
    await draw('fr-CA', day);
    expect(tiles()).toEqual(['30,00\u00a0$', '2', '15,00\u00a0$', '30,00\u00a0$']);
    expect(screen.getByTestId('report-explain').textContent).toBe(
      'Articles aux prix du menu\u00a0: 60,00\u00a0$, moins 0,00\u00a0$ de rabais et 30,00\u00a0$ de ' +
        'remboursements. Les taxes, les pourboires et les frais ne sont pas des ventes\u00a0: avec eux, les ' +
        'commandes ont rapporté 33,90\u00a0$ après remboursements. 1 commande annulée n’est pas comptée. 1 ' +
        'commande remboursée en entier n’est pas une vente.',
    );
  });

  it('takes discounts off the items, an after-tax member discount too', async () => {
    const costs = staffOrderFactory().costs;
    await draw('en-CA', [
      staffOrderFactory({
        lines: [line('Poutine', 2, 40)],
        costs: {
          ...costs,
          subtotal: 40,
          subtotalDiscounted: 36,
          discount: { ...costs.discount, amount: 4 },
          memberDiscount: { preTax: false, amount: 1 },
        },
      }),
    ]);
    expect(tiles()).toEqual(['$35.00', '1', '$35.00', '$0.00']);
  });
});

describe('a refund made today of an order due on another day', () => {
  // Yesterday's $32.00 of items ($40.96 charged), refunded whole today; today, one $20.00 order ($22.60).
  const yesterdays = staffOrderFactory({
    id: 'yesterday-order',
    status: 'completed',
    pickupTime: '2026-11-24T18:00:00.000Z',
    total: 40.96,
    lines: [
      {
        position: 0,
        itemId: 'club',
        menuId: 'm1',
        sectionId: null,
        name: 'Club',
        quantity: 2,
        unitPrice: 16,
        price: 32,
        options: [],
        specialInstructions: null,
        refundedQuantity: 2,
      },
    ],
    refunds: [
      {
        id: 'refund-today',
        amount: 40.96,
        reason: null,
        lines: [{ position: 0, quantity: 2, amount: 40.96 }],
        tenders: [{ kind: 'card', amount: 40.96 }],
        createdAt: '2026-11-25T16:00:00.000Z',
        by: 'manager@example.ca',
      },
    ],
    refunded: 40.96,
  });
  const club = yesterdays.lines[0]!;
  const todays = staffOrderFactory({
    lines: [{ ...club, quantity: 1, unitPrice: 20, price: 20, refundedQuantity: 0 }],
  });
  const tiles = () =>
    ['sales', 'orders', 'average', 'refunded'].map((key) => screen.getByTestId(`report-${key}`).textContent);

  it("counts it in today's refunds and says it is of another day's order", async () => {
    await draw('en-CA', [todays], undefined, [yesterdays]);
    expect(tiles()).toEqual(['-$12.00', '1', '-$12.00', '$32.00']);
    expect(screen.getByTestId('report-explain').textContent).toBe(
      'Items at menu prices: $20.00, less $0.00 of discounts and $32.00 of refunds. Taxes, tips and charges are ' +
        'not sales: with them, the orders brought in -$18.36 after refunds. Refunds include $32.00 made today on ' +
        '1 order due on another day: its sales count on its own day.',
    );
  });

  it('says it in French, a no-break space before the colon', async () => {
    await draw('fr-CA', [todays], undefined, [yesterdays]);
    expect(screen.getByTestId('report-explain').textContent).toContain(
      'Les remboursements comprennent 32,00\u00a0$ faits aujourd’hui sur 1 commande prévue un autre ' +
        'jour\u00a0: ses ventes comptent le jour prévu.',
    );
  });
});

describe("the day's funnel and refusals", () => {
  it('counts each step with its share of the step before, and the refusals by reason', async () => {
    await draw('en-CA');
    expect(screen.getByTestId('funnel-menu-viewed').textContent).toBe('Menu viewed200');
    expect(screen.getByTestId('funnel-item-added').textContent).toBe('Item added5025% of the step before');
    expect(screen.getByTestId('funnel-order-placed').textContent).toBe(
      'Order placed1575% of the step before',
    );
    expect(screen.getByTestId('refusal-sold-out').textContent).toBe('Item sold out3');
    expect(screen.getByTestId('refusal-paused').textContent).toBe('Orders paused1');
  });

  it('never reads over 100 %: a day counted with more items added than menus viewed reads nested', async () => {
    await draw('en-CA', undefined, {
      'menu-viewed': 40,
      'item-added': 120,
      'checkout-reached': 30,
      'order-placed': 25,
    });
    expect(
      ['menu-viewed', 'item-added', 'checkout-reached', 'order-placed'].map(
        (step) => screen.getByTestId(`funnel-${step}`).textContent,
      ),
    ).toEqual([
      'Menu viewed120',
      'Item added120100% of the step before',
      'Checkout reached3025% of the step before',
      'Order placed2583% of the step before',
    ]);
  });

  it('says it in French', async () => {
    await draw('fr-CA');
    expect(screen.getByTestId('funnel-item-added').textContent).toBe(
      'Article ajouté5025\u00a0% de l’étape précédente',
    );
    expect(screen.getByTestId('refusal-sold-out').textContent).toBe('Article épuisé3');
  });
});

describe('quoted against actual ready times', () => {
  const cells = (row: HTMLElement) =>
    Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent?.replace(/\u00a0/g, ' '));

  it('gives each day then its channels: orders, median and 90th percentile lateness, share on time', async () => {
    await draw('en-CA');
    expect(screen.getAllByTestId('ready-day').map(cells)).toEqual([
      ['Wednesday 25/11/2026', '4', '+1 min', '+10 min', '50%'],
      ['Tuesday 24/11/2026', '1', '0 min', '0 min', '100%'],
    ]);
    expect(cells(screen.getByTestId('ready-2026-11-25-pickup'))).toEqual([
      'Pickup',
      '3',
      '-1 min',
      '+10 min',
      '67%',
    ]);
    expect(cells(screen.getByTestId('ready-2026-11-25-counter'))).toEqual([
      'Phone & counter',
      '1',
      '+5 min',
      '+5 min',
      '0%',
    ]);
  });

  it('says it in French', async () => {
    await draw('fr-CA');
    expect(screen.getByRole('heading', { name: 'Heures annoncées et heures réelles' })).toBeTruthy();
    expect(screen.getByTestId('ready-range').textContent).toBe('Du 19/11/2026 au 25/11/2026');
    expect(screen.getByRole('option', { name: '30 derniers jours' })).toBeTruthy();
    expect(cells(screen.getByTestId('ready-2026-11-25-counter'))).toEqual([
      'Téléphone et comptoir',
      '1',
      '+5 min',
      '+5 min',
      '0 %',
    ]);
    expect(cells(screen.getByTestId('ready-2026-11-24-dine-in'))[0]).toBe('Sur place');
  });
});

describe('the span of the ready-times report', () => {
  it('reads the last 7 days first, and 30 or 92 days to the server’s today when chosen, dates written dd/MM/yyyy', async () => {
    const asked: string[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ from: '2026-10-27', to: '2026-11-25', rows: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      await draw('en-CA');
      expect(screen.getByTestId('ready-range').textContent).toBe('From 19/11/2026 to 25/11/2026');
      expect(screen.getAllByTestId('ready-day')).toHaveLength(2);
      expect(
        Array.from(screen.getByRole('combobox', { name: 'Period' }).querySelectorAll('option')).map(
          (o) => o.textContent,
        ),
      ).toEqual(['Last 7 days', 'Last 30 days', 'Last 92 days']);
      fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '30' } });
      await waitFor(() =>
        expect(screen.getByTestId('ready-range').textContent).toBe('From 27/10/2026 to 25/11/2026'),
      );
      expect(screen.getByText('No order was marked ready in this period.')).toBeTruthy();
      expect(asked).toEqual(['/api/staff/restaurants/101/ready-times?days=30']);
    } finally {
      fetch.mockRestore();
    }
  });
});
