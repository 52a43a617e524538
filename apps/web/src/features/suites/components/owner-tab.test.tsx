import type { EventSuiteView, UpcomingEventsResponse } from '@ordering/domain/suites/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithRouter } from '../../../testing/render';
import { OwnerEvents } from './event-list';

const suite = (tab: Partial<EventSuiteView>): EventSuiteView => ({
  id: 'es_205',
  event: { id: 'ev_6' },
  suite: { id: 'su_205', name: 'Suite 205' },
  suite_owner: {
    id: 'u_sam',
    company_name: 'Maple Leaf Legal LLP',
    first_name: 'Sam',
    last_name: 'Suite-Owner',
    email: 'suite.owner@example.com',
  },
  tab_limit: null,
  tab_active: false,
  tab_spent: 0,
  tab_remaining: null,
  event_day_payment_preference: null,
  payment_preference_fixed: false,
  payment_card: null,
  pre_order_delivery_time: null,
  pre_order_additional_notes: null,
  orders_count: 0,
  ...tab,
});

const upcoming = (eventSuite: EventSuiteView): UpcomingEventsResponse => ({
  events: [
    {
      event: {
        id: 'ev_6',
        title: 'Lakeshore Lions vs. Northern Wolves',
        start_date: '2026-12-01T00:30:00.000Z',
        order_lock_period: 72,
        manager_info: null,
        lock_at: '2026-11-28T00:30:00.000Z',
        locked: false,
        timezone: 'America/Toronto',
        date: '2026-11-30',
      },
      restaurant: { id: 105, slug: 'lakeshore-stadium', name: 'Lakeshore Stadium' },
      suites: [{ eventSuite, canPreOrder: true, orders: [] }],
    },
  ],
});

let sent: { url: string; venue: string | null; body: Record<string, unknown> }[] = [];

/** The server as the owner sees it: the tab as saved, changed by each PUT. */
function stub(start: EventSuiteView) {
  sent = [];
  let current = start;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('get-upcoming-events')) return Response.json(upcoming(current));
      if (url.includes('update-event-day-settings')) {
        const body = JSON.parse(String(init?.body)) as { tab_limit?: string; tab_active?: boolean };
        const headers = new Headers(init?.headers);
        sent.push({ url, venue: headers.get('x-restaurant-id'), body });
        const limit = body.tab_limit === undefined ? current.tab_limit : Number(body.tab_limit);
        const active = body.tab_active ?? current.tab_active;
        current = {
          ...current,
          tab_limit: limit,
          tab_active: active,
          tab_remaining: active && limit !== null ? limit - current.tab_spent : null,
        };
        return Response.json({ eventSuite: current, tabLimitEvent: null });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderEvents(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  return renderWithRouter(<OwnerEvents email="suite.owner@example.com" locale={locale} />);
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the owner's guest tab", () => {
  it('turns the tab on with a limit after a confirmation, for this suite at its venue', async () => {
    stub(suite({}));
    renderEvents();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage the guest tab — Suite 205' }));
    expect(text('owner-tab-state')).toBe('Off: event-day orders have no limit.');
    const field = screen.getByLabelText('Tab limit');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the tab' }));
    const question = screen.getByRole('group', { name: 'Turn on the guest tab with a limit of $300.00?' });
    expect(document.activeElement).toBe(question);
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(text('owner-tab-state')).toContain('held to $300.00'));
    expect(sent).toEqual([
      {
        url: '/api/catering/events/ev_6/event-suites/es_205/update-event-day-settings',
        venue: '105',
        body: { tab_limit: '300.00', tab_active: true },
      },
    ]);
    expect(text('owner-tab-state')).toBe('On: event-day orders are held to $300.00. Spent so far: $0.00.');
  });

  it('changes the limit and turns the tab off, each after a confirmation', async () => {
    stub(suite({ tab_limit: 300, tab_active: true, tab_spent: 40, tab_remaining: 260 }));
    renderEvents();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage the guest tab — Suite 205' }));
    fireEvent.change(screen.getByLabelText('Tab limit'), { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit' }));
    screen.getByRole('group', { name: 'Change the guest tab limit from $300.00 to $450.00?' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(text('owner-tab-state')).toContain('held to $450.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Manage the guest tab — Suite 205' }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off the tab' }));
    screen.getByRole('group', {
      name: 'Turn off the guest tab? Event-day orders will no longer be held to $450.00.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(text('owner-tab-state')).toBe('Off: event-day orders have no limit.'));
    expect(sent.map((s) => s.body)).toEqual([
      { tab_limit: '450.00', tab_active: true },
      { tab_active: false },
    ]);
  });

  it('asks for an amount: an empty or wrong limit is said at the field, and nothing is sent', async () => {
    stub(suite({}));
    renderEvents();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage the guest tab — Suite 205' }));
    for (const value of ['', 'lots', '-5']) {
      fireEvent.change(screen.getByLabelText('Tab limit'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Turn on the tab' }));
      const field = screen.getByLabelText('Tab limit');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(field);
      expect(screen.getByText('Enter an amount, like 500 or 500.00.')).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr-CA');
    stub(suite({ tab_limit: 250, tab_active: true, tab_spent: 0, tab_remaining: 250 }));
    renderEvents('fr-CA');
    fireEvent.click(await screen.findByRole('button', { name: 'Gérer l’ardoise des invités — Suite 205' }));
    expect(text('owner-tab-state')).toBe(
      'Activée : les commandes du jour de l’événement sont limitées à 250,00 $. Dépensé jusqu’ici : 0,00 $.',
    );
    fireEvent.change(screen.getByLabelText('Limite de l’ardoise'), { target: { value: '300,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la limite' }));
    expect(
      screen
        .getByRole('group')
        .textContent?.replace(/\s/g, ' ')
        .startsWith('Changer la limite de l’ardoise des invités de 250,00 $ à 300,50 $?'),
    ).toBe(true);
  });
});
