/** Finding restaurants by what the diner types (autocomplete-search): the offline gazetteer, and Google Places against a fake Google. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGooglePlaces,
  startFakeGooglePlaces,
} from '../../adapters/places/fake-google-places-server';
import { GooglePlaces } from '../../adapters/places/google-places';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { files, search, slugs, t, useLocationsApp } from './locations-test-kit';
import { importDataFile } from './restaurants.service';

useLocationsApp();

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
