import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveQuery, menuFileQuery } from '../api';
import { LiveControls } from './live-controls';
import { renderStaff, testRestaurant } from './render-staff';

// Wednesday 4 March 2026, 12:00 in Toronto (the restaurant's zone, UTC-5).
const NOW = new Date('2026-03-04T17:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const owner = { ...testRestaurant, role: 'owner' as const };
const live = (maintenance: { startsAt: string; endsAt: string } | null) => ({
  restaurantId: 101,
  ordersPaused: false,
  pausedMessage: null,
  soldOut: { items: {}, values: {} },
  maintenance,
});

/** The server, answering each call with the live state it is given, in turn. */
function server(...answers: object[]) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(answers.shift()), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const shown = async (state: object, locale: 'en-CA' | 'fr-CA' = 'en-CA') => {
  await renderStaff(
    <LiveControls restaurant={owner} locale={locale} canPause={false} canSoldOut={false} canMaintain />,
    {
      locale,
      data: [
        [menuFileQuery('maple-table').queryKey, { version: 1, menus: [] }],
        [liveQuery(101).queryKey, state],
      ],
    },
  );
  const title = locale === 'fr-CA' ? 'Maintenance planifiée' : 'Scheduled maintenance';
  return within(screen.getByRole('region', { name: title }));
};

describe("the owner's maintenance window", () => {
  it('is set from now until a time of the restaurant’s day, and then said until when', async () => {
    const until = { startsAt: NOW.toISOString(), endsAt: '2026-03-04T20:00:00.000Z' };
    const fetch = server(live(until));
    const panel = await shown(live(null));
    expect(panel.getByRole('status').textContent).toBe(
      'No maintenance is planned: orders are taken as usual.',
    );
    // Days are written dd/MM/yyyy, times in the restaurant's zone.
    expect(panel.getAllByRole('option', { name: 'Today, 04/03/2026' })).toHaveLength(2);
    expect(panel.getAllByRole('option', { name: '05/03/2026' })).toHaveLength(2);
    const [, endTime] = panel.getAllByLabelText('Time');
    fireEvent.change(endTime!, { target: { value: '15:00' } });
    fireEvent.click(panel.getByRole('button', { name: 'Set the maintenance window' }));
    await waitFor(() =>
      expect(panel.getByRole('status').textContent).toMatch(
        /^Closed for maintenance until 04\/03\/2026 at 3:00\sp\.m\.: diners can read the menu but not order\.$/,
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/restaurants/101/maintenance');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual(until);
  });

  it('starts at a later day and time when told, the end offered on that day or the next', async () => {
    const fetch = server(live({ startsAt: '2026-03-06T07:00:00.000Z', endsAt: '2026-03-06T09:30:00.000Z' }));
    const panel = await shown(live(null));
    const [startDay, endDay] = panel.getAllByLabelText('Day');
    const [startTime, endTime] = panel.getAllByLabelText('Time');
    fireEvent.change(startDay!, { target: { value: '2026-03-06' } });
    expect(
      within(endDay!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['06/03/2026', '07/03/2026']);
    fireEvent.change(startTime!, { target: { value: '02:00' } });
    fireEvent.change(endTime!, { target: { value: '04:30' } });
    fireEvent.click(panel.getByRole('button', { name: 'Set the maintenance window' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      startsAt: '2026-03-06T07:00:00.000Z',
      endsAt: '2026-03-06T09:30:00.000Z',
    });
    await waitFor(() =>
      expect(panel.getByRole('status').textContent).toMatch(
        /^Maintenance planned from 06\/03\/2026 at 2:00\sa\.m\. to 06\/03\/2026 at 4:30\sa\.m\./,
      ),
    );
    expect(panel.getByRole('button', { name: 'Cancel the planned maintenance' })).toBeTruthy();
  });

  it('shows the window in force in French and ends it now', async () => {
    const fetch = server(live(null));
    const panel = await shown(
      live({ startsAt: '2026-03-04T16:00:00.000Z', endsAt: '2026-03-04T21:00:00.000Z' }),
      'fr-CA',
    );
    expect(panel.getByRole('status').textContent).toMatch(
      /^Fermé pour maintenance jusqu’au 04\/03\/2026 à 16\sh\s00\u00a0: les clients peuvent lire le menu, mais pas commander\.$/,
    );
    expect(panel.getAllByRole('option', { name: 'Aujourd’hui, 04/03/2026' })).toHaveLength(2);
    fireEvent.click(panel.getByRole('button', { name: 'Terminer la maintenance maintenant' }));
    await waitFor(() =>
      expect(panel.getByRole('status').textContent).toBe(
        'Aucune maintenance n’est prévue\u00a0: les commandes sont prises comme d’habitude.',
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/restaurants/101/maintenance');
    expect(init.method).toBe('DELETE');
  });

  it('is not shown to a manager', async () => {
    await renderStaff(
      <LiveControls restaurant={testRestaurant} locale="en-CA" canPause={false} canSoldOut />,
      {
        data: [
          [menuFileQuery('maple-table').queryKey, { version: 1, menus: [] }],
          [liveQuery(101).queryKey, live(null)],
        ],
      },
    );
    expect(screen.queryByRole('region', { name: 'Scheduled maintenance' })).toBeNull();
  });
});
