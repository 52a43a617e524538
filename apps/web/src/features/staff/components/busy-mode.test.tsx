import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyQuery } from '../api';
import { BusyMode } from './busy-mode';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const state = (over: object = {}) => ({
  restaurantId: 101,
  paced: true,
  delayMinutes: 0,
  capacityCutPercent: 0,
  until: null,
  ...over,
});
const shown = (value: object, locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  renderStaff(<BusyMode restaurant={testRestaurant} locale={locale} />, {
    locale,
    data: [[busyQuery(101).queryKey, value]],
  });

describe('busy mode on the console', () => {
  it('is not offered where the kitchen is not paced by make times', async () => {
    await shown(state({ paced: false }));
    expect(screen.queryByRole('heading', { name: 'Busy mode' })).toBeNull();
  });

  it('says what is in force, until when, in the restaurant’s time', async () => {
    await shown(state({ delayMinutes: 20, capacityCutPercent: 30, until: '2026-03-04T17:30:00.000Z' }));
    expect(screen.getByRole('status').textContent).toMatch(
      /^Busy until 12:30\sp\.m\.: quotes wait 20 min more, the kitchen takes 30% less\.$/,
    );
    expect(screen.getByRole('button', { name: 'End busy mode' })).toBeTruthy();
  });

  it('writes a share as each language does: "90%" in English, "90\u00a0%" in French', async () => {
    await shown(state({ capacityCutPercent: 90, until: '2026-03-04T17:30:00.000Z' }));
    const english = screen.getByLabelText('Cut kitchen capacity') as HTMLSelectElement;
    expect([...english.options].map((o) => o.textContent).slice(-2)).toEqual(['80%', '90%']);
    expect(screen.getByRole('status').textContent).toMatch(/takes 90% less\.$/);
    cleanup();
    await shown(state({ capacityCutPercent: 90, until: '2026-03-04T17:30:00.000Z' }), 'fr-CA');
    const french = screen.getByLabelText('Réduire la capacité de la cuisine') as HTMLSelectElement;
    expect([...french.options].map((o) => o.textContent).slice(-2)).toEqual(['80\u00a0%', '90\u00a0%']);
    expect(screen.getByRole('status').textContent).toMatch(/prend 90\u00a0% de moins\.$/);
  });

  it('sets a delay for a while, and shows what the server answers', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(state({ delayMinutes: 30, until: '2026-03-04T18:00:00.000Z' })), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await shown(state());
    expect(screen.getByRole('status').textContent).toBe('Ready times follow the kitchen as planned.');
    fireEvent.change(screen.getByLabelText('Add to ready times'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('For'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set busy mode' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Busy until 1:00/));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/staff/restaurants/101/busy');
    expect(JSON.parse(String(init.body))).toEqual({
      delayMinutes: 30,
      capacityCutPercent: 0,
      forMinutes: 90,
    });
  });
});
