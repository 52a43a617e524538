/**
 * The restaurant search tests' shared setup (locations*.integration-test.ts): a pizza chain's locations and a
 * restaurant outside it, imported into the test file's app, and the geolocation search. A test file calls
 * `useLocationsApp()` once; `t` is live (set in its beforeAll).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from './restaurants.service';

export let t: TestApp;

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const everyDay = (open: string, close: string) =>
  Object.fromEntries(weekdays.map((d) => [d, [{ open, close }]]));

export function location(
  id: number,
  slug: string,
  name: string,
  address: string,
  lat: number | null,
  lng: number | null,
  more: Record<string, unknown> = {},
) {
  const file = testDataFile({ id, slug, name });
  return {
    ...file,
    restaurant: {
      ...file.restaurant,
      address,
      latitude: lat,
      longitude: lng,
      group: { slug: 'cantine', name: 'Cantine', kind: 'cantine' },
      ...more,
    },
  };
}

export const pizza = { slug: 'pizza-chain', name: 'Pizza Chain', kind: 'venue_chain' };

export const files = () => [
  location(501, 'cantine-a', 'Cantine Tour Un', '100 King St W, Toronto', 43.6487, -79.3817),
  location(502, 'cantine-b', 'Cantine Bord de l’eau', '10 Queens Quay, Toronto', 43.6405, -79.3773),
  location(503, 'cantine-c', 'Cantine Montréal', '1200 rue Sainte-Catherine, Montréal', 45.5019, -73.5674),
  location(504, 'cantine-d', 'Cantine Sans Carte', '1 Somewhere', null, null),
  location(521, 'pizza-kits', 'Pizza Kitsilano', '2150 W 4th Ave, Vancouver', 49.2682, -123.1555, {
    group: pizza,
    timezone: 'America/Vancouver',
    hours: everyDay('11:00', '23:00'),
  }),
  location(522, 'pizza-burnaby', 'Pizza Metrotown', '4700 Kingsway, Burnaby', 49.2276, -123.0004, {
    group: pizza,
    timezone: 'America/Vancouver',
    hours: everyDay('11:00', '23:00'),
  }),
  location(523, 'pizza-plateau', 'Pizza Plateau', '4350 boul. Saint-Laurent, Montréal', 45.5202, -73.5863, {
    group: pizza,
    hours: everyDay('07:30', '15:00'),
    holiday_hours: [{ date: '2026-11-27', name: 'Closed', full_day: true }],
    localization: { fr: { name: 'Pizza du Plateau' } },
  }),
  testDataFile({ id: 505, slug: 'not-in-group' }),
];

/** The test file's app with the chain's files, built before its tests and closed after them; each test's clock undone. */
export function useLocationsApp(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    for (const file of files()) expect((await importDataFile(t.db, file)).ok).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => startClockAt(undefined));
}

export const search = (body: unknown, locale = 'en-CA', app?: TestApp) =>
  (app ?? t).app.inject({
    method: 'POST',
    url: '/api/restaurants/geolocation-search',
    payload: body as object,
    headers: { locale },
  });

export const slugs = (res: { json(): unknown }) => (res.json() as { slug: string }[]).map((r) => r.slug);
