import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantQueryOptions } from '../../../lib/restaurant-data';
import { ordersQuery } from '../api';
import { staffOrderFactory } from '../testing';
import { Board } from './board';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(cleanup);

const order = (number: number, status: StaffOrder['status']) =>
  staffOrderFactory({
    id: `order-00000000${number}`,
    number,
    status,
    contact: { name: `Diner ${number}`, email: null, phone: null },
  });

const day = (orders: StaffOrder[]) => ({
  restaurantId: 101,
  date: '2026-11-25',
  timezone: 'America/Toronto',
  orders,
});

async function drawBoard(orders: StaffOrder[], locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  return renderStaff(
    <Board restaurant={testRestaurant} locale={locale} date={null} onDate={() => {}} onOpen={vi.fn()} />,
    {
      locale,
      data: [
        [ordersQuery(101, null).queryKey, day(orders)],
        [restaurantQueryOptions('maple-table').queryKey, { restaurant: {}, menus: [] }],
      ],
    },
  );
}

const classes = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/);

describe('the board on a phone', () => {
  const orders = [order(1, 'pending'), order(2, 'pending'), order(3, 'in_progress'), order(4, 'ready')];

  it('picks one column at a time with a segmented control that counts each column, hidden from a tablet up', async () => {
    await drawBoard(orders);
    const control = screen.getByRole('group', { name: 'Order columns' });
    expect(classes(control)).toContain('md:hidden');
    const segments = within(control).getAllByRole('button');
    expect(segments.map((s) => s.textContent)).toEqual(['New2', 'In progress1', 'Ready1', 'Done today0']);
    expect(segments.map((s) => s.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);

    // The four columns: one shown on a phone, all four side by side from `md` (a tablet held either way).
    const grid = screen.getByRole('region', { name: /New/ }).parentElement!;
    expect(classes(grid)).toContain('md:grid-cols-4');
    expect(classes(grid)).not.toContain('grid-cols-4');
    const shown = () =>
      ['New', 'In progress', 'Ready', 'Done today'].filter(
        (name) => !classes(screen.getByRole('region', { name: new RegExp(`^${name}`) })).includes('hidden'),
      );
    expect(shown()).toEqual(['New']);
    for (const name of ['New', 'In progress', 'Ready', 'Done today'])
      expect(classes(screen.getByRole('region', { name: new RegExp(`^${name}`) }))).toContain('md:flex');

    await userEvent.click(within(control).getByRole('button', { name: /^Ready/ }));
    expect(shown()).toEqual(['Ready']);
    expect(
      within(control)
        .getByRole('button', { name: /^Ready/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByTestId('order-4')).toBeTruthy();
  });

  it('counts an order heard on the stream in its segment while another column is shown', async () => {
    const { client } = await drawBoard(orders);
    await userEvent.click(screen.getByRole('button', { name: /^Ready/ }));
    act(() => client.setQueryData(ordersQuery(101, null).queryKey, day([...orders, order(5, 'pending')])));
    await waitFor(() => expect(screen.getByRole('button', { name: /^New/ }).textContent).toBe('New3'));
    expect(screen.getByRole('button', { name: /^Ready/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names the segments in French', async () => {
    await drawBoard(orders, 'fr-CA');
    const control = screen.getByRole('group', { name: 'Colonnes de commandes' });
    expect(
      within(control)
        .getAllByRole('button')
        .map((s) => s.textContent),
    ).toEqual(['Nouvelles2', 'En préparation1', 'Prêtes1', 'Terminées aujourd’hui0']);
  });
});

describe("the board's day", () => {
  it.each([
    ['en-CA', '25/11/2026'],
    ['fr-CA', '25/11/2026'],
  ] as const)(
    'is written dd/MM/yyyy in %s (a date input wrote the browser’s 11/25/2026)',
    async (locale, written) => {
      await drawBoard([], locale);
      expect(screen.getByTestId('date-written').textContent?.replace(/\u00a0|\u202f/g, ' ')).toBe(written);
      const input = document.querySelector('input[type="date"]') as HTMLInputElement;
      expect(input.value).toBe('2026-11-25');
      expect(input.closest('label')).not.toBeNull();
    },
  );
});

describe('an order staff entered', () => {
  it('is marked on its card, in each language', async () => {
    const phoned = { ...order(7, 'pending'), enteredByStaff: true };
    await drawBoard([phoned, order(8, 'pending')]);
    expect(within(screen.getByTestId('order-7')).getByText('Phone/counter')).toBeTruthy();
    expect(within(screen.getByTestId('order-8')).queryByText('Phone/counter')).toBeNull();
    cleanup();
    await drawBoard([phoned], 'fr-CA');
    expect(within(screen.getByTestId('order-7')).getByText('Tél./comptoir')).toBeTruthy();
  });
});
