import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTranslations } from '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render';
import { LocationSearch } from './location-search';

const location = (id: number, slug: string, name: string, distance: number | null) => ({
  id,
  slug,
  name,
  address: `${id} Main Street`,
  latitude: 45.5,
  longitude: -73.6,
  distance,
  unit: 'mi',
  orders_paused: false,
  group: 'slice-co',
  open_now: true,
  open_until: '2026-11-26T04:00:00.000Z',
  timezone: 'America/Toronto',
});

const all = [location(1, 'slice-a', 'Slice A', null), location(2, 'slice-b', 'Slice B', null)];
const near = [location(2, 'slice-b', 'Slice B', 0.4)];

let searches: unknown[] = [];
let failSearch = false;

beforeEach(async () => {
  await startTranslations('en-CA');
  searches = [];
  failSearch = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}'));
      if (url.endsWith('/geolocation-search')) {
        searches.push(body);
        if (failSearch) return new Response(JSON.stringify({ code: 503, message: 'down' }), { status: 503 });
        return Response.json(body.lat != null ? near : all);
      }
      if (url.endsWith('/autocomplete-search')) {
        const predictions = body.description?.toLowerCase().startsWith('mont')
          ? [{ gmapPlaceId: 'ca:QC:montreal', description: 'Montréal, QC', types: ['locality'], terms: [] }]
          : [];
        return Response.json({ predictions });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSearch(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const router = createMemoryRouter(
    [
      { path: '/', element: <LocationSearch group="slice-co" brandName="Slice Co." /> },
      { path: '/:slug', element: <p>menu</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderRoutes(router);
  return router;
}

const positionError = (code: number) => ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });

describe('LocationSearch', () => {
  it('lists the brand, then the nearest to the device with distances', async () => {
    renderSearch({
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 45.52, longitude: -73.58 } } as GeolocationPosition),
    });
    expect(await screen.findByText('All Slice Co. locations')).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Nearest to you')).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText(/0\.4\smi/)).toBeTruthy();
    expect(searches.at(-1)).toEqual({ group: 'slice-co', lat: 45.52, lng: -73.58, radius: 10, unit: 'mi' });
    // Back to the whole brand.
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('All Slice Co. locations')).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it.each([
    [1, /Location access was denied/],
    [2, /couldn't find your location/],
    [3, /couldn't find your location/],
  ])('says why the device gave no position (code %s) and keeps the list', async (code, message) => {
    renderSearch({
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.(positionError(code) as GeolocationPositionError),
    });
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says the browser cannot share a location when it has no geolocation', async () => {
    renderSearch(undefined);
    await screen.findByText('All Slice Co. locations');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your browser can't share your location/);
  });

  it('chooses a suggestion by keyboard and searches around it, without distances for a city', async () => {
    const router = renderSearch(undefined);
    await screen.findByText('All Slice Co. locations');
    const box = screen.getByRole('combobox', { name: /City, neighbourhood/ });
    await userEvent.type(box, 'montr');
    expect(await screen.findByRole('option', { name: 'Montréal, QC' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.search).toBe('?place=ca%3AQC%3Amontreal');
    expect(await screen.findByText('Nearest to Montréal, QC')).toBeTruthy();
    expect(searches.at(-1)).toEqual({
      group: 'slice-co',
      gmapPlaceId: 'ca:QC:montreal',
      radius: 10,
      unit: 'mi',
    });
  });

  it('shows no list, only the error, when the search fails (null results)', async () => {
    failSearch = true;
    renderSearch(undefined);
    // One retry first (a second later), then the error.
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toMatch(
      /couldn't search the locations/,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
