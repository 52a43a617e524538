import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from './restaurants.service';

let t: TestApp;
const R = 9450;
const QUIET = 9451;
const DAY = 24 * 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const announcements = [
  {
    id: 'winter',
    title: 'Winter menu',
    message: 'Braises and soups are back.',
    starts_at: iso(-DAY),
    ends_at: iso(30 * DAY),
    localization: { fr: { title: 'Menu d’hiver', message: 'Les braisés et les soupes sont de retour.' } },
  },
  { id: 'past', title: 'Summer hours', message: 'Open late.', ends_at: iso(-DAY) },
  { id: 'future', title: 'Holiday hours', message: 'Closed on the 25th.', starts_at: iso(DAY) },
  { id: 'always', title: 'Side door pickup', message: 'Take-out at the side door.', modes: ['pickup'] },
];

beforeAll(async () => {
  t = await buildTestApp();
  expect(
    (await importDataFile(t.db, { ...testDataFile({ id: R, slug: 'news-bistro' }), announcements })).ok,
  ).toBe(true);
  expect((await importDataFile(t.db, testDataFile({ id: QUIET, slug: 'quiet-bistro' }))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const get = (id: string | number, locale?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/restaurants/${id}/announcements`,
    headers: locale ? { locale } : {},
  });

describe('GET /restaurants/{id}/announcements', () => {
  it('answers the announcements active now, in English by default', async () => {
    const res = await get(R);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual([
      {
        id: 'winter',
        title: 'Winter menu',
        message: 'Braises and soups are back.',
        startsAt: announcements[0]!.starts_at,
        endsAt: announcements[0]!.ends_at,
        modes: null,
      },
      {
        id: 'always',
        title: 'Side door pickup',
        message: 'Take-out at the side door.',
        startsAt: null,
        endsAt: null,
        modes: ['pickup'],
      },
    ]);
  });

  it('translates by the Locale header, falling back to the base text', async () => {
    const res = await get(R, 'fr-CA');
    expect(res.json().map((a: { title: string; message: string }) => [a.title, a.message])).toEqual([
      ['Menu d’hiver', 'Les braisés et les soupes sont de retour.'],
      ['Side door pickup', 'Take-out at the side door.'],
    ]);
  });

  it('answers an empty list for a restaurant without announcements', async () => {
    const res = await get(QUIET);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a data file whose announcement ends before it starts, with its path', async () => {
    const result = await importDataFile(t.db, {
      ...testDataFile({ id: 9452, slug: 'bad-news-bistro' }),
      announcements: [{ id: 'x', title: 'T', message: 'M', starts_at: iso(DAY), ends_at: iso(-DAY) }],
    });
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'announcements[0].ends_at' }] });
  });

  it.each([
    ['an unknown restaurant', 404, '424242', 'We could not find the restaurant 424242.'],
    ['a non-numeric id', 400, 'maple-table', 'Some of the information entered is not valid.'],
    ['a negative id', 400, '-1', 'Some of the information entered is not valid.'],
    ['an overlong id', 400, '12345678901', 'Some of the information entered is not valid.'],
  ])('answers %s with a %i {code, message}', async (_name, status, id, message) => {
    const res = await get(id);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, message });
  });

  it('serves the Ontario demo restaurant’s announcements in English and French', async () => {
    const demo = JSON.parse(readFileSync(join(repoRoot, 'demo/maple-table.json'), 'utf8'));
    expect((await importDataFile(t.db, demo)).ok).toBe(true);
    const en = (await get(demo.restaurant.id)).json() as { id: string; title: string; message: string }[];
    const fr = (await get(demo.restaurant.id, 'fr-CA')).json() as typeof en;
    // The pickup notice has no end; seasonal ones come and go.
    expect(en.map((a) => a.id)).toContain('takeout-pickup');
    expect(fr.map((a) => a.id)).toEqual(en.map((a) => a.id));
    fr.forEach((a, i) => {
      expect(a.title).not.toBe(en[i]!.title);
      expect(a.message).not.toBe(en[i]!.message);
    });
  });

  it('translates the not-found message', async () => {
    expect((await get(424242, 'fr')).json().message).toBe('Nous n’avons pas trouvé le restaurant 424242.');
  });
});
