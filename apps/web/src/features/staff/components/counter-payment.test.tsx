import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { menuFileQuery } from '../api';
import { CounterOrderForm } from './counter-order';
import { file, placeCalls, QUOTE, server } from './counter-order-kit';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('how a phone order is paid', () => {
  const withProcessor = (processor: string) => ({
    ...file,
    restaurant: { ...file.restaurant, payment_processor: processor },
  });
  const drawFor = (processor: string, locale: Locale = 'en-CA') =>
    renderStaff(<CounterOrderForm restaurant={testRestaurant} locale={locale} />, {
      locale,
      data: [[menuFileQuery('maple-table').queryKey, withProcessor(processor)]],
    });

  async function pickup(locale: Locale) {
    const en = locale === 'en-CA';
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.change(screen.getByLabelText(en ? 'Diner’s name' : 'Nom du client'), {
      target: { value: 'Sam Caller' },
    });
    fireEvent.change(screen.getByLabelText(en ? 'Phone' : 'Téléphone'), {
      target: { value: '416-555-0199' },
    });
    const allergy = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
    fireEvent.change(allergy, { target: { value: allergy.options[1]!.value } });
    await screen.findByTestId('counter-total');
  }

  it('is at pickup by default; a card over the phone is typed on the sandbox and said charged', async () => {
    const fetch = server({
      status: 200,
      body: {
        id: 'order-public-8',
        number: 48,
        readyAt: QUOTE.readyAt,
        total: 33.9,
        tab: null,
        card: { amount: 33.9, brand: 'visa', last4: '4242' },
      },
    });
    await drawFor('sandbox');
    await pickup('en-CA');
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(
      (within(payment).getByLabelText('Pay at pickup / at the counter') as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByTestId('counter-quote').textContent).toContain('Paid at the counter on pickup.');
    fireEvent.click(within(payment).getByLabelText('Card (over the phone)'));
    expect(screen.getByTestId('counter-quote').textContent).toContain(
      'Paid by the card taken over the phone: held now, charged when the order is accepted.',
    );
    // Formatted as typed and checked by the checkout's rules, each message under its field before any call.
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242-4242-4242-4242');
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '0120' } });
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('01/20');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This expiry date is invalid.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(placeCalls(fetch)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1230' } });
    expect(screen.queryByText('This expiry date is invalid.')).toBeNull();
    fireEvent.change(screen.getByLabelText('CVD'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(placeCalls(fetch)[0]![1].body)).card).toEqual({
      number: '4242424242424242',
      expiry_date: '12/30',
      cvd: '123',
    });
    await waitFor(() =>
      expect(
        screen.getByText(
          /^Order #48 placed, ready at 12:05\sp\.m\.\. The card ending 4242 was charged \$33\.90\.$/,
        ),
      ).toBeTruthy(),
    );
    // The next order is at pickup again.
    expect((screen.getByLabelText('Pay at pickup / at the counter') as HTMLInputElement).checked).toBe(true);
  });

  it('is asked in French, and a refusal is the server’s words', async () => {
    const message =
      'Le processeur de cartes de ce restaurant ne prend pas les cartes par téléphone : faites payer à la cueillette.';
    server({ status: 402, body: { code: 410, message } });
    await drawFor('sandbox', 'fr-CA');
    await pickup('fr-CA');
    const payment = screen.getByRole('group', { name: 'Paiement' });
    expect(within(payment).getByLabelText('Payer à la cueillette / au comptoir')).toBeTruthy();
    fireEvent.click(within(payment).getByLabelText('Carte (par téléphone)'));
    fireEvent.change(screen.getByLabelText('Numéro de carte'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiration'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('CVD'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers no card where the restaurant is paid on premise', async () => {
    server();
    await drawFor('payOnPremise');
    await pickup('en-CA');
    expect(screen.queryByRole('group', { name: 'Payment' })).toBeNull();
  });
});
