/** Finding restaurants near a diner (geolocation-search), a chain's group page, and names in the diner's language. */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { restaurants } from '../../db/schema';
import { files, location, search, slugs, t, useLocationsApp } from './locations-test-kit';
import { importDataFile } from './restaurants.service';

useLocationsApp();

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

describe('a paused location', () => {
  it('is told paused when its published file says so or when staff paused it, and open again after', async () => {
    const paused = (body: { slug: string; orders_paused: boolean }[]) =>
      body.filter((r) => r.orders_paused).map((r) => r.slug);
    const byFile = location(504, 'cantine-d', 'Cantine Sans Carte', '1 Somewhere', null, null, {
      orders_paused: true,
    });
    expect((await importDataFile(t.db, byFile)).ok).toBe(true);
    await t.db.update(restaurants).set({ ordersPaused: true }).where(eq(restaurants.slug, 'cantine-c'));
    expect(paused((await search({ group: 'cantine' })).json())).toEqual(['cantine-c', 'cantine-d']);

    await t.db.update(restaurants).set({ ordersPaused: false }).where(eq(restaurants.slug, 'cantine-c'));
    expect((await importDataFile(t.db, files().find((f) => f.restaurant.slug === 'cantine-d')!)).ok).toBe(
      true,
    );
    expect(paused((await search({ group: 'cantine' })).json())).toEqual([]);
  });
});
