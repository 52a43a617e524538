import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { analyticsQuery, ordersQuery } from '../api';
import { staffOrderFactory } from '../testing';
import { renderStaff, testRestaurant } from './render-staff';
import { Reports } from './reports';

afterEach(cleanup);

const draw = (
  locale: Locale,
  orders: StaffOrder[] = [staffOrderFactory(), staffOrderFactory({ status: 'cancelled' })],
) =>
  renderStaff(<Reports restaurant={testRestaurant} locale={locale} />, {
    locale,
    data: [
      [
        ordersQuery(101, null).queryKey,
        { restaurantId: 101, date: '2026-11-25', timezone: 'America/Toronto', orders },
      ],
      [
        analyticsQuery(101).queryKey,
        {
          restaurantId: 101,
          date: '2026-11-25',
          funnel: { 'menu-viewed': 200, 'item-added': 50, 'checkout-reached': 20, 'order-placed': 15 },
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
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Today (Wednesday, November 25, 2026)',
    );
    cleanup();
    await draw('fr-CA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Aujourd’hui (mercredi 25 novembre 2026)',
    );
  });

  it('spaces French punctuation: a no-break space before the semicolon', async () => {
    await draw('fr-CA');
    expect(screen.getByText(/moins les remboursements/).textContent).toBe(
      'Les ventes sont les 22,60\u00a0$ facturés moins les remboursements; 1 commande annulée n’est pas comptée.',
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

  it('says it in French', async () => {
    await draw('fr-CA');
    expect(screen.getByTestId('funnel-item-added').textContent).toBe(
      'Article ajouté5025\u00a0% de l’étape précédente',
    );
    expect(screen.getByTestId('refusal-sold-out').textContent).toBe('Article épuisé3');
  });
});
