import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draw, placeCalls, QUOTE, server } from './counter-order-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an order taken on the phone or at the counter', () => {
  it('offers the take-out menu’s items, not sold-out ones, and asks for required options before adding', async () => {
    server();
    await draw();
    expect(screen.getByRole('button', { name: /Rice bowl/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Soup/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Wings/ }));
    const options = screen.getByRole('form', { name: 'Options for Wings' });
    const add = within(options).getByRole('button', { name: 'Add to order' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(within(options).getByText('Choose the required options first.')).toBeTruthy();
    fireEvent.click(within(options).getByLabelText(/Hot/));
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(screen.getAllByTestId('counter-line').map((l) => l.textContent)).toEqual([
      expect.stringContaining('WingsHot'),
    ]);
  });

  it('shows the kitchen’s quote and the total before placing, then places it paid at the counter', async () => {
    const fetch = server({
      status: 200,
      body: { id: 'order-public-1', number: 42, readyAt: QUOTE.readyAt, total: QUOTE.total },
    });
    await draw();
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.click(screen.getByRole('button', { name: /Wings/ }));
    fireEvent.click(screen.getByLabelText(/Hot/));
    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));
    const quote = await screen.findByTestId('counter-quote');
    await waitFor(() => expect(quote.textContent).toMatch(/^Ready at 12:05\sp\.m\./));
    expect(quote.textContent).toContain('Busy mode adds 10 min.');
    expect(screen.getByTestId('counter-total').textContent).toBe('$33.90');
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam Caller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416-555-0199' } });
    // The pickup's required question is asked; a table's is not.
    expect(screen.queryByLabelText(/A high chair/)).toBeNull();
    expect(place.disabled).toBe(true);
    expect(screen.getByText('Ask the diner the required questions.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'Yes' } });
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() =>
      expect(screen.getByText(/^Order #42 placed, ready at 12:05\sp\.m\.\.$/)).toBeTruthy(),
    );
    const [[url, init]] = placeCalls(fetch) as [[string, RequestInit]];
    expect(url).toBe('/api/staff/restaurants/101/counter-orders');
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(init.body))).toEqual({
      items: [
        expect.objectContaining({ id: 'bowl', menu_id: 'mt-takeout', section_id: 'mains', quantity: 1 }),
        expect.objectContaining({
          id: 'wings',
          orderOptions: [{ id: 'sauce', values: [expect.objectContaining({ id: 'hot', quantity: 1 })] }],
        }),
      ],
      name: 'Sam Caller',
      phone: '416-555-0199',
      total: 33.9,
      questions: [{ id: 'allergy', answer: 'Yes' }],
    });
    expect(screen.queryAllByTestId('counter-line')).toEqual([]);
  });

  it('says a changed price, and the next tap is a new attempt', async () => {
    const fetch = server({ status: 428, body: { code: 428, message: 'The price changed' } });
    await draw();
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '4165550199' } });
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'No' } });
    await screen.findByTestId('counter-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A price changed: check the new total with the diner, then place the order again.',
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(2));
    const keys = placeCalls(fetch).map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says it in French', async () => {
    server();
    await draw('fr-CA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Commande au téléphone ou au comptoir',
    );
    fireEvent.click(screen.getByRole('button', { name: /Ailes/ }));
    fireEvent.click(screen.getByLabelText(/Hot \(fr\)/));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à la commande' }));
    const quote = await screen.findByTestId('counter-quote');
    await waitFor(() => expect(quote.textContent).toMatch(/^Prête à 12 h 05/));
    expect(screen.getByTestId('counter-total').textContent).toBe('33,90\u00a0$');
    const asked = screen.getByLabelText('A food allergy? (fr) (obligatoire)') as HTMLSelectElement;
    expect(Array.from(asked.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choisissez une réponse'],
      ['No', 'Non'],
      ['Yes', 'Oui'],
    ]);
  });
});
