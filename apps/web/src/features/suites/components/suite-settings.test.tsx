import type { MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithRouter } from '../../../testing/render';
import { SuiteSettings } from './suite-settings';

const info = (
  preference: 'charge' | 'invoice' | null,
  tab: Partial<MinimalInfoResponse['eventSuite']> = {},
): MinimalInfoResponse => ({
  event: {
    id: 'ev_1',
    title: 'Lakeshore Lions vs. Harbour Hawks',
    start_date: '2026-11-26T00:00:00.000Z',
    order_lock_period: 72,
    manager_info: null,
    lock_at: '2026-11-23T00:00:00.000Z',
    locked: true,
    timezone: 'America/Toronto',
    date: '2026-11-25',
  },
  eventSuite: {
    id: 'es_101',
    event: { id: 'ev_1' },
    suite: { id: 'su_101', name: 'Suite 101' },
    suite_owner: {
      id: 'u_sam',
      company_name: 'Northwind Logistics',
      first_name: 'Sam',
      last_name: 'Suite-Owner',
      email: 'suite.owner@example.com',
    },
    tab_limit: 500,
    tab_active: true,
    tab_spent: 0,
    tab_remaining: 500,
    event_day_payment_preference: preference,
    payment_preference_fixed: false,
    payment_card: null,
    pre_order_delivery_time: null,
    pre_order_additional_notes: null,
    orders_count: 0,
    ...tab,
  },
  userEventSuite: { tab_limit: 500 },
  suiteCateringOrder: null,
  canPreOrder: false,
  eventDay: true,
});

let sent: { url: string; body: unknown }[] = [];

function stub(preference: 'charge' | 'invoice' | null, tab: Partial<MinimalInfoResponse['eventSuite']> = {}) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('get-minimal-info')) return Response.json(info(preference, tab));
      if (url.includes('update-event-day-settings')) {
        const body = JSON.parse(String(init?.body));
        sent.push({ url, body });
        const saved = info(body.event_day_payment_preference ?? preference);
        return Response.json({ eventSuite: saved.eventSuite, tabLimitEvent: null });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderSettings() {
  return renderWithRouter(
    <SuiteSettings venue={105} eventSuiteId="es_101" ownerId="u_sam" locale="en-CA" menuLink="/x" />,
  );
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the event-day payment preference', () => {
  it('shows no choice until one is saved, and asks for one before saving', async () => {
    stub(null);
    renderSettings();
    const charge = (await screen.findByRole('radio', {
      name: "Charge the owner's card",
    })) as HTMLInputElement;
    const invoice = screen.getByRole('radio', { name: 'Send an invoice' }) as HTMLInputElement;
    expect([charge.checked, invoice.checked]).toEqual([false, false]);
    expect(screen.getByTestId('payment-unset').textContent).toBe('No payment preference is saved yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Save the payment preference' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Choose how event-day orders are paid: charge the owner's card or send an invoice.",
    );
    expect(document.activeElement).toBe(charge);
    expect(charge.closest('fieldset')?.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.click(invoice);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save the payment preference' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ event_day_payment_preference: 'invoice' });
    await waitFor(() => expect(screen.queryByTestId('payment-unset')).toBeNull());
    expect((screen.getByRole('radio', { name: 'Send an invoice' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the saved preference as chosen', async () => {
    stub('charge');
    renderSettings();
    const charge = (await screen.findByRole('radio', {
      name: "Charge the owner's card",
    })) as HTMLInputElement;
    expect(charge.checked).toBe(true);
    expect(screen.queryByTestId('payment-unset')).toBeNull();
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr-CA');
    stub(null);
    renderSettings();
    await screen.findByRole('radio', { name: 'Débiter la carte du propriétaire' });
    expect(screen.getByTestId('payment-unset').textContent).toBe(
      'Aucun mode de paiement n’est encore enregistré.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mode de paiement' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choisissez comment les commandes du jour de l’événement sont payées\u00a0: débiter la carte du propriétaire ou envoyer une facture.',
    );
  });
});

describe('a tab the owner turned off', () => {
  it('says the limit does not apply, and saving the same limit turns the tab on again after a confirmation', async () => {
    stub('charge', { tab_active: false, tab_remaining: null });
    renderSettings();
    expect((await screen.findByTestId('tab-off')).textContent).toBe(
      'The guest tab is off: this limit does not apply until it is saved again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the tab limit' }));
    screen.getByRole('group', { name: 'Set the tab limit to $500.00?' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ tab_limit: '500.00', tab_active: true });
  });
});
