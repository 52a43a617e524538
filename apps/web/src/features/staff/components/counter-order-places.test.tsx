import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { draw, placeCalls, QUOTE, server } from './counter-order-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a later pickup or a table', () => {
  /** A bowl, the diner's name, phone and answer: all but where and when. */
  async function fill() {
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam Caller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416-555-0199' } });
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'No' } });
    await screen.findByTestId('counter-total');
  }

  it('offers the day’s slots for the cart, full ones not to be chosen, and places it for the one chosen', async () => {
    const fetch = server({
      status: 200,
      body: { id: 'order-public-2', number: 43, readyAt: '2026-03-04T17:45:00.000Z', total: 13.56 },
    });
    await draw();
    await fill();
    fireEvent.click(screen.getByLabelText('Pickup later'));
    const slots = screen.getByLabelText('Pickup time') as HTMLSelectElement;
    await waitFor(() => expect(slots.options).toHaveLength(4));
    expect(Array.from(slots.options).map((o) => [o.textContent?.replace(/\s/g, ' '), o.disabled])).toEqual([
      ['Choose a pickup time', false],
      ['12:15 p.m.', false],
      ['12:30 p.m. (full)', true],
      ['12:45 p.m.', false],
    ]);
    const asked = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      url.endsWith('/counter-orders/slots'),
    );
    // The server's today, not the device's.
    expect(JSON.parse(String(asked![1].body))).toEqual({ items: [expect.objectContaining({ id: 'bowl' })] });
    await waitFor(() => expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-03-04'));
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(slots, { target: { value: '2026-03-04T17:45:00.000Z' } });
    expect(screen.getByTestId('counter-quote').textContent).toMatch(/^Pickup at 12:45\sp\.m\./);
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(placeCalls(fetch)[0]![1].body))).toMatchObject({
      pickupTime: '2026-03-04T17:45:00.000Z',
    });
    await waitFor(() =>
      expect(screen.getByText(/^Order #43 placed, ready at 12:45\sp\.m\.\.$/)).toBeTruthy(),
    );
  });

  it('takes a table from the dine-in menu, with the table’s questions, paid at the table', async () => {
    const fetch = server({
      status: 200,
      body: { id: 'order-public-3', number: 44, readyAt: QUOTE.readyAt, total: 33.9 },
    });
    await draw();
    fireEvent.click(screen.getByLabelText('At a table'));
    expect(screen.queryByRole('button', { name: /Rice bowl/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Steak frites/ }));
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam Caller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416-555-0199' } });
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'No' } });
    fireEvent.change(screen.getByLabelText('A high chair? (required)'), { target: { value: 'Yes' } });
    await screen.findByTestId('counter-total');
    expect(screen.getByTestId('counter-quote').textContent).toContain('Paid at the table.');
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'Dining room' } });
    fireEvent.change(screen.getByLabelText('Table'), { target: { value: '2' } });
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(placeCalls(fetch)[0]![1].body))).toMatchObject({
      items: [expect.objectContaining({ id: 'steak', menu_id: 'mt-dinner' })],
      table: { location: 'Dining room', number: '2' },
      questions: [
        { id: 'allergy', answer: 'No' },
        { id: 'high-chair', answer: 'Yes' },
      ],
    });
    const quoted = (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) =>
      url.endsWith('/counter-orders/quote'),
    );
    expect(JSON.parse(String(quoted.at(-1)![1].body))).toMatchObject({ table: true });
  });

  describe('at a table with an open tab', () => {
    const TAB = { id: 'tab-public-12', table: '2', total: 42.1, openedAt: '2026-03-05T00:05:00.000Z' };
    async function atTable(locale: Locale = 'en-CA') {
      await draw(locale);
      fireEvent.click(screen.getByLabelText(locale === 'en-CA' ? 'At a table' : 'À une table'));
      fireEvent.click(screen.getByRole('button', { name: /Steak frites/ }));
      fireEvent.change(screen.getByLabelText(locale === 'en-CA' ? 'Diner’s name' : 'Nom du client'), {
        target: { value: 'Sam Caller' },
      });
      fireEvent.change(screen.getByLabelText(locale === 'en-CA' ? 'Phone' : 'Téléphone'), {
        target: { value: '416-555-0199' },
      });
      for (const select of screen.getAllByRole('combobox').slice(2))
        fireEvent.change(select, { target: { value: (select as HTMLSelectElement).options[1]!.value } });
      fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: 'Dining room' } });
      fireEvent.change(screen.getAllByRole('combobox')[1]!, { target: { value: '2' } });
      await screen.findByTestId('counter-table-tab');
    }

    it('says so, puts the order on the tab by default and says the bill after', async () => {
      const fetch = server(
        {
          status: 200,
          body: {
            id: 'order-public-5',
            number: 46,
            readyAt: QUOTE.readyAt,
            total: 33.9,
            tab: { ...TAB, total: 76 },
          },
        },
        TAB,
      );
      await atTable();
      expect(screen.getByTestId('counter-table-tab').textContent).toMatch(
        /^Table 2 has an open tab — \$42\.10, opened 7:05\sp\.m\.Add/,
      );
      expect((screen.getByLabelText(/^Add to the tab/) as HTMLInputElement).checked).toBe(true);
      await waitFor(() =>
        expect(screen.getByTestId('counter-quote').textContent).toContain('Goes on the table’s tab.'),
      );
      const asked = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
        url.includes('/table-tab?'),
      );
      expect(asked![0]).toContain('number=2&location=Dining+room');
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
      const body = JSON.parse(String(placeCalls(fetch)[0]![1].body));
      expect(body.table).toEqual({ location: 'Dining room', number: '2' });
      expect(body.separate).toBeUndefined();
      await waitFor(() =>
        expect(
          screen.getByText(/^Order #46, ready at 12:05\sp\.m\., is on table 2’s tab, now \$76\.00\.$/),
        ).toBeTruthy(),
      );
    });

    it('is a separate order, paid at the table, when chosen (in French)', async () => {
      const fetch = server(
        {
          status: 200,
          body: { id: 'order-public-6', number: 47, readyAt: QUOTE.readyAt, total: 33.9, tab: null },
        },
        TAB,
      );
      await atTable('fr-CA');
      expect(screen.getByTestId('counter-table-tab').textContent).toMatch(
        /^La table 2 a une addition ouverte — 42,10\s\$, ouverte à 19 h 05Ajouter/,
      );
      fireEvent.click(screen.getByLabelText('Commande distincte, payée à la table'));
      await waitFor(() =>
        expect(screen.getByTestId('counter-quote').textContent).toContain('Payée à la table.'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
      await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
      expect(JSON.parse(String(placeCalls(fetch)[0]![1].body))).toMatchObject({ separate: true });
    });
  });

  it('keeps the total and the Place button in the bar at the bottom', async () => {
    server();
    await draw();
    await fill();
    const bar = screen.getByTestId('counter-bar');
    expect(bar.className).toContain('fixed');
    expect(within(bar).getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(within(bar).getByTestId('counter-bar-total').textContent).toBe('$33.90');
    expect(within(bar).getByText('1 item')).toBeTruthy();
  });
});
