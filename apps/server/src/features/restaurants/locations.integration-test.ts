import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from './restaurants.service';

let t: TestApp;

function location(
  id: number,
  slug: string,
  name: string,
  address: string,
  lat: number | null,
  lng: number | null,
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
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const file of [
    location(501, 'cantine-a', 'Cantine Tour Un', '100 King St W, Toronto', 43.6487, -79.3817),
    location(502, 'cantine-b', 'Cantine Bord de l’eau', '10 Queens Quay, Toronto', 43.6405, -79.3773),
    location(503, 'cantine-c', 'Cantine Montréal', '1200 rue Sainte-Catherine, Montréal', 45.5019, -73.5674),
    location(504, 'cantine-d', 'Cantine Sans Carte', '1 Somewhere', null, null),
    testDataFile({ id: 505, slug: 'not-in-group' }),
  ]) {
    expect((await importDataFile(t.db, file)).ok).toBe(true);
  }
});
afterAll(async () => {
  await t.close();
});

const search = (body: unknown, locale = 'en-CA') =>
  t.app.inject({
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
