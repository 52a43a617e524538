import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGooglePlaces,
  startFakeGooglePlaces,
} from '../../adapters/places/fake-google-places-server';
import { GooglePlaces } from '../../adapters/places/google-places';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from './restaurants.service';

let t: TestApp;

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const everyDay = (open: string, close: string) =>
  Object.fromEntries(weekdays.map((d) => [d, [{ open, close }]]));

function location(
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

const pizza = { slug: 'pizza-chain', name: 'Pizza Chain', kind: 'venue_chain' };

const files = () => [
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

beforeAll(async () => {
  t = await buildTestApp();
  for (const file of files()) expect((await importDataFile(t.db, file)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => startClockAt(undefined));

const search = (body: unknown, locale = 'en-CA', app?: TestApp) =>
  (app ?? t).app.inject({
    method: 'POST',
    url: '/api/restaurants/geolocation-search',
    payload: body as object,
    headers: { locale },
  });

describe('POST /restaurants/geolocation-search', () => {
  it('lists the group nearest first within the default 10 miles, with distances', async () => {
    const res = await search({ lat: 43.6532, lng: -79.3832, group: 'cantine' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((r: { slug: string }) => r.slug)).toEqual(['cantine-a', 'cantine-b']);
    expect(body[0]).toMatchObject({ unit: 'mi', group: 'cantine', orders_paused: false });
    expect(body[0].distance).toBeCloseTo(0.3, 1);
  });

  it('widens with the radius and unit', async () => {
    const res = await search({ lat: 43.6532, lng: -79.3832, group: 'cantine', radius: 520, unit: 'km' });
    expect(res.json().map((r: { slug: string }) => r.slug)).toEqual(['cantine-a', 'cantine-b', 'cantine-c']);
    expect(res.json()[2].distance).toBeCloseTo(504, 0);
  });

  it('matches name and address text ignoring case and accents, without a point', async () => {
    const byName = await search({ group: 'cantine', name: 'montreal' });
    expect(byName.json().map((r: { slug: string }) => r.slug)).toEqual(['cantine-c']);
    const byAddress = await search({ group: 'cantine', address: 'QUEENS' });
    expect(byAddress.json().map((r: { slug: string }) => r.slug)).toEqual(['cantine-b']);
    const all = await search({ group: 'cantine' });
    expect(all.json()).toHaveLength(4);
    expect(all.json().every((r: { distance: null }) => r.distance === null)).toBe(true);
  });

  it('finds nothing for an unknown group (the screen shows "Sorry, no locations were found.")', async () => {
    const res = await search({ group: 'nobody', lat: 43.65, lng: -79.38 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    [{ lat: 'north', lng: 1 }, 'body.lat'],
    [{ lat: 43 }, 'body.lng'],
    [{ lat: 91, lng: 0 }, 'body.lat'],
    [{ radius: -1 }, 'body.radius'],
    [{ unit: 'parsec' }, 'body.unit'],
    [{ name: 'x'.repeat(5000) }, 'body.name'],
    [{ extra: true }, 'body'],
  ])('rejects bad input #%# with a 400 naming the field', async (body, path) => {
    const res = await search(body, 'fr-CA');
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe(400);
    expect(json.message).toBe('Certains renseignements saisis ne sont pas valides.');
    expect(json.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('rejects malformed JSON with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/geolocation-search',
      payload: '{"lat": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });
});

const slugs = (res: { json(): unknown }) => (res.json() as { slug: string }[]).map((r) => r.slug);
const vancouver = { lat: 49.24966, lng: -123.11934 };

describe('geolocation-search: radius, unit, group, order', () => {
  it('measures the radius in miles by default and in kilometres when asked (Kitsilano 2.1 mi / 3.3 km, Metrotown 5.6 mi / 9.0 km)', async () => {
    expect(slugs(await search({ ...vancouver, group: 'pizza-chain' }))).toEqual([
      'pizza-kits',
      'pizza-burnaby',
    ]);
    expect(slugs(await search({ ...vancouver, group: 'pizza-chain', radius: 5 }))).toEqual(['pizza-kits']);
    expect(slugs(await search({ ...vancouver, group: 'pizza-chain', radius: 5, unit: 'km' }))).toEqual([
      'pizza-kits',
    ]);
    const km = await search({ ...vancouver, group: 'pizza-chain', radius: 10, unit: 'km' });
    expect(slugs(km)).toEqual(['pizza-kits', 'pizza-burnaby']);
    expect((km.json() as { distance: number; unit: string }[]).map((r) => [r.distance, r.unit])).toEqual([
      [3.3, 'km'],
      [9, 'km'],
    ]);
    expect(slugs(await search({ ...vancouver, group: 'pizza-chain', radius: 2, unit: 'km' }))).toEqual([]);
  });

  it("lists only the group asked for, nearest first; the venue chains when none is named (the spec's default)", async () => {
    // Not the cafeterias, nor a restaurant of no group (a school board's meal program is no diner's search).
    const everyone = slugs(await search({ lat: 45.52, lng: -73.58, radius: 1000, unit: 'km' }));
    expect(everyone).toEqual(['pizza-plateau']);
    expect(slugs(await search({}))).toEqual(
      expect.arrayContaining(['pizza-plateau', 'pizza-kits', 'pizza-burnaby']),
    );
    expect(slugs(await search({}))).toHaveLength(3);
    expect(
      slugs(await search({ lat: 45.52, lng: -73.58, radius: 1000, unit: 'km', group: 'cantine' })),
    ).toEqual(['cantine-c', 'cantine-a', 'cantine-b']);
  });

  it('says whether each location is open now by its hours, in its own zone (Thursday 12:00 in Toronto)', async () => {
    startClockAt('2026-11-26T17:00:00Z');
    const body = (await search({ group: 'pizza-chain' })).json() as {
      slug: string;
      open_now: boolean;
      open_until: string | null;
      timezone: string;
    }[];
    const bySlug = Object.fromEntries(body.map((r) => [r.slug, r]));
    // 10:00 in Vancouver (British Columbia keeps UTC-7 all year since March 2026 (tz 2026e)): opens at 11:00 there.
    expect(bySlug['pizza-kits']).toMatchObject({
      open_now: false,
      open_until: '2026-11-26T18:00:00.000Z',
      timezone: 'America/Vancouver',
    });
    expect(bySlug['pizza-plateau']).toMatchObject({ open_now: true, open_until: '2026-11-26T20:00:00.000Z' });
    // The next day is a holiday at the Plateau.
    startClockAt('2026-11-27T17:00:00Z');
    const friday = (await search({ group: 'pizza-chain', name: 'plateau' })).json() as {
      open_now: boolean;
    }[];
    expect(friday[0]).toMatchObject({ open_now: false, open_until: null });
  });

  it('searches around a chosen suggestion (gmapPlaceId) when no point is given', async () => {
    const res = await search({ group: 'pizza-chain', gmapPlaceId: 'ca:BC:vancouver' });
    expect(res.statusCode).toBe(200);
    expect(slugs(res)).toEqual(['pizza-kits', 'pizza-burnaby']);
    expect((res.json() as { distance: number }[])[0]!.distance).toBeCloseTo(2.1, 1);
    // A postal area: H2T's centroid is a kilometre from the Plateau.
    expect(slugs(await search({ group: 'pizza-chain', gmapPlaceId: 'ca:fsa:H2T', radius: 3 }))).toEqual([
      'pizza-plateau',
    ]);
    // The device's point, when given, is the one searched around.
    expect(
      slugs(await search({ group: 'pizza-chain', gmapPlaceId: 'ca:BC:vancouver', lat: 45.52, lng: -73.58 })),
    ).toEqual(['pizza-plateau']);
  });

  it('answers an unknown gmapPlaceId with a 404 in the diner’s language, and an empty list where nothing is near', async () => {
    const unknown = await search({ group: 'pizza-chain', gmapPlaceId: 'ca:ZZ:atlantis' }, 'fr-CA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 404,
      message: 'Nous n’avons pas trouvé ce lieu. Veuillez choisir une autre suggestion.',
    });
    const nothing = await search({ group: 'pizza-chain', gmapPlaceId: 'ca:NU:iqaluit' });
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual([]);
  });
});

const autocomplete = (body: unknown, locale = 'en-CA', app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/restaurants/autocomplete-search',
    payload: body as object,
    headers: { locale },
  });
const descriptions = (res: { json(): unknown }) =>
  (res.json() as { predictions: { description: string }[] }).predictions.map((p) => p.description);

describe('POST /restaurants/autocomplete-search (offline gazetteer)', () => {
  it('suggests a city by its name, with or without accents, as a locality', async () => {
    for (const typed of ['Montréal', 'montreal', 'MONTREAL']) {
      const res = await autocomplete({ description: typed });
      expect(res.statusCode).toBe(200);
      expect(descriptions(res)[0]).toBe('Montréal, QC');
    }
    const first = (await autocomplete({ description: 'Montréal' })).json().predictions[0];
    expect(first).toEqual({
      gmapPlaceId: 'ca:QC:montreal',
      description: 'Montréal, QC',
      types: ['locality', 'political'],
      terms: [
        { offset: 0, value: 'Montréal' },
        { offset: 10, value: 'QC' },
      ],
    });
    expect(descriptions(await autocomplete({ description: 'quebec' }))[0]).toBe('Québec, QC');
    expect(descriptions(await autocomplete({ description: 'St-Laurent' }))).toContain('Saint-Laurent, QC');
    expect(descriptions(await autocomplete({ description: 'Vancouver, BC' }))[0]).toBe('Vancouver, BC');
  });

  it('suggests postal areas from a postal code or its beginning', async () => {
    const h2t = (await autocomplete({ description: 'H2T' })).json().predictions;
    expect(h2t).toHaveLength(1);
    expect(h2t[0]).toMatchObject({ gmapPlaceId: 'ca:fsa:H2T', types: ['postal_code_prefix', 'postal_code'] });
    expect(h2t[0].description).toMatch(/^H2T, .+, QC$/);
    expect(descriptions(await autocomplete({ description: 'h2t 1s6' }))).toEqual([h2t[0].description]);
    const begun = descriptions(await autocomplete({ description: 'V6' }));
    expect(begun.length).toBe(5);
    expect(begun.every((d) => /^V6[A-Z], .+, BC$/.test(d))).toBe(true);
    expect(descriptions(await autocomplete({ description: 'Z9Z' }))).toEqual([]);
  });

  it('ranks places near the group’s locations first among equal matches', async () => {
    expect(descriptions(await autocomplete({ description: 'van', group: 'pizza-chain' }))[0]).toBe(
      'Vancouver, BC',
    );
    expect(descriptions(await autocomplete({ description: 'kits', group: 'pizza-chain' }))[0]).toBe(
      'Kitsilano, BC',
    );
  });

  it('keeps the asked place types only, and finds nothing for unknown text', async () => {
    const localities = await autocomplete({ description: 'H2T', types: ['locality'] });
    expect(descriptions(localities)).toEqual([]);
    expect(descriptions(await autocomplete({ description: 'Qwxzv' }))).toEqual([]);
  });

  it('describes a chosen place again from its gmapPlaceId alone', async () => {
    const res = await autocomplete({ gmapPlaceId: 'ca:BC:kitsilano' });
    expect(res.json().predictions).toEqual([
      {
        gmapPlaceId: 'ca:BC:kitsilano',
        description: 'Kitsilano, BC',
        types: ['locality', 'political'],
        terms: [
          { offset: 0, value: 'Kitsilano' },
          { offset: 11, value: 'BC' },
        ],
      },
    ]);
    expect((await autocomplete({ gmapPlaceId: 'nowhere' })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'body.description'],
    [{ description: '   ' }, 'body.description'],
    [{ description: 'x'.repeat(201) }, 'body.description'],
    [{ description: 'Montréal', unit: 'furlong' }, 'body.unit'],
    [{ description: 'Montréal', types: 'locality' }, 'body.types'],
    [{ description: 'Montréal', colour: 'blue' }, 'body'],
  ])('rejects bad input #%# with a 400 naming the field', async (body, path) => {
    const res = await autocomplete(body, 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Certains renseignements saisis ne sont pas valides.');
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('Google Places adapter against a fake Google on 127.0.0.1', () => {
  let google: FakeGooglePlaces;
  let g: TestApp;
  /** The same, with a client that gives up after 300 ms: a stalled Google is a 503 soon. */
  let quick: TestApp;
  beforeAll(async () => {
    google = await startFakeGooglePlaces('test-key', [
      {
        place_id: 'ChIJs0-pQ_FzhlQRi_OBm-qWkbs',
        description: 'Vancouver, BC, Canada',
        types: ['locality', 'political', 'geocode'],
        lat: 49.2827291,
        lng: -123.1207375,
      },
      {
        place_id: 'ChIJ-place-kits-street',
        description: '2100 West 4th Avenue, Vancouver, BC, Canada',
        types: ['street_address', 'geocode'],
        lat: 49.2683,
        lng: -123.154,
      },
    ]);
    // A busy test machine may take longer than a diner's patience to answer: the answers are checked, not the time.
    g = await buildTestApp({
      places: new GooglePlaces({ apiKey: 'test-key', baseUrl: google.baseUrl, timeoutMs: 10_000 }),
    });
    quick = await buildTestApp({
      places: new GooglePlaces({ apiKey: 'test-key', baseUrl: google.baseUrl, timeoutMs: 300 }),
    });
    for (const app of [g, quick])
      for (const file of files()) expect((await importDataFile(app.db, file)).ok).toBe(true);
  });
  afterAll(async () => {
    await quick.close();
    await g.close();
    await google.close();
  });

  it('suggests through Place Autocomplete, in the diner’s language, restricted to Canada, with the session token', async () => {
    const res = await autocomplete({ description: 'Vanc', sessionToken: 'tok-1' }, 'fr-CA', g);
    expect(res.statusCode).toBe(200);
    expect(res.json().predictions[0]).toEqual({
      gmapPlaceId: 'ChIJs0-pQ_FzhlQRi_OBm-qWkbs',
      description: 'Vancouver, BC, Canada',
      types: ['locality', 'political', 'geocode'],
      terms: [
        { offset: 0, value: 'Vancouver' },
        { offset: 11, value: 'BC' },
        { offset: 15, value: 'Canada' },
      ],
    });
    const asked = google.requests.at(-1)!;
    expect(asked.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      input: 'Vanc',
      sessiontoken: 'tok-1',
      language: 'fr',
      components: 'country:ca',
      key: 'test-key',
    });
    expect(descriptions(await autocomplete({ description: 'Zzyzx' }, 'en-CA', g))).toEqual([]);
  });

  it('resolves a gmapPlaceId through Place Details and searches around it', async () => {
    const res = await search({ group: 'pizza-chain', gmapPlaceId: 'ChIJ-place-kits-street' }, 'en-CA', g);
    expect(res.statusCode).toBe(200);
    expect(slugs(res)).toEqual(['pizza-kits', 'pizza-burnaby']);
    expect((res.json() as { distance: number }[])[0]!.distance).toBe(0.1);
    const asked = google.requests.at(-1)!;
    expect(asked.pathname).toBe('/maps/api/place/details/json');
    expect(asked.searchParams.get('place_id')).toBe('ChIJ-place-kits-street');
    expect(asked.searchParams.get('fields')).toContain('geometry/location');
    const unknown = await search({ group: 'pizza-chain', gmapPlaceId: 'ChIJ-unknown' }, 'en-CA', g);
    expect(unknown.statusCode).toBe(404);
  });

  it.each([['OVER_QUERY_LIMIT'], ['REQUEST_DENIED'], [500], ['stall']] as const)(
    'answers a 503, never a 500, when Google fails (%s)',
    async (failure) => {
      google.failNext(failure);
      const res = await autocomplete({ description: 'Vanc' }, 'en-CA', quick);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 503,
        message: 'Place search is unavailable at the moment. Please try again, or use your location.',
      });
      google.failNext(failure);
      expect((await search({ gmapPlaceId: 'ChIJs0-pQ_FzhlQRi_OBm-qWkbs' }, 'en-CA', quick)).statusCode).toBe(
        503,
      );
    },
  );

  it('is refused by Google with a wrong key: a 503 for the diner', async () => {
    const wrong = await buildTestApp({
      places: new GooglePlaces({ apiKey: 'not-the-key', baseUrl: google.baseUrl }),
    });
    try {
      expect((await autocomplete({ description: 'Vanc' }, 'en-CA', wrong)).statusCode).toBe(503);
    } finally {
      await wrong.close();
    }
  });
});

describe('GET /restaurants/groups/{slug}', () => {
  it('names a brand and counts its published locations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurants/groups/pizza-chain' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: 'pizza-chain',
      name: 'Pizza Chain',
      kind: 'venue_chain',
      locations: 3,
    });
  });

  it('answers 404 for an unknown brand, in the diner’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/restaurants/groups/nobody',
      headers: { locale: 'fr-CA' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});

describe('names in the diner’s language', () => {
  it('names a location by its data file’s French name in French, and finds it by either name', async () => {
    const fr = await search({ group: 'pizza-chain', name: 'plateau' }, 'fr-CA');
    expect((fr.json() as { name: string }[]).map((r) => r.name)).toEqual(['Pizza du Plateau']);
    const en = await search({ group: 'pizza-chain', name: 'du plateau' }, 'en-CA');
    expect((en.json() as { name: string }[]).map((r) => r.name)).toEqual(['Pizza Plateau']);
  });
});
