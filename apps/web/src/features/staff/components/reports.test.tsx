import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { ordersQuery } from '../api';
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
