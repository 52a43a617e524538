import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataFile } from '@ordering/domain/menu/data-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const demoDir = join(repoRoot, 'demo');
const files = readdirSync(demoDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const read = (file: string): unknown => JSON.parse(readFileSync(join(demoDir, file), 'utf8'));

/** Every "/media/demo/..." path anywhere in a file. */
function mediaPaths(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/media/demo/')) out.push(value);
  else if (Array.isArray(value)) for (const v of value) mediaPaths(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) mediaPaths(v, out);
  return out;
}

describe('the demo restaurants', () => {
  it('are the tenants the README promises', () => {
    const slugs = files.map((f) => f.replace(/\.json$/, ''));
    expect(slugs).toEqual(
      expect.arrayContaining([
        'maple-table',
        'coastal-kitchen',
        'cafe-du-marche',
        'northview-schools',
        'lakeshore-stadium',
        'harbour-market',
      ]),
    );
    expect(slugs.filter((s) => s.startsWith('cantine-')).length).toBeGreaterThanOrEqual(3);
    expect(slugs.filter((s) => s.startsWith('slice-co-')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)('%s is a valid data file named after its slug, with every image shipped', (file) => {
    const parsed = parseDataFile(read(file));
    if (!parsed.ok) expect(parsed.issues).toEqual([]);
    if (!parsed.ok) return;
    expect(parsed.data.restaurant.slug).toBe(file.replace(/\.json$/, ''));
    expect(parsed.data.locales.map((l) => l.locale_long).sort()).toEqual(['en-CA', 'fr-CA']);
    const missing = mediaPaths(parsed.data).filter(
      (p) => !existsSync(join(demoDir, 'images', p.slice('/media/demo/'.length))),
    );
    expect(missing).toEqual([]);
  });
});

describe('loading the demo restaurants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports each once, skips it on a second run, and serves its data file and images', async () => {
    for (const file of files) {
      const first = await importDataFile(t.db, read(file), { skipIfUnchanged: true });
      expect(first).toMatchObject({ ok: true, created: true });
      const again = await importDataFile(t.db, read(file), { skipIfUnchanged: true });
      expect(again).toMatchObject({ ok: true, unchanged: true, version: 1 });
      const slug = file.replace(/\.json$/, '');
      const res = await t.app.inject({ method: 'GET', url: `/${slug}/data.json` });
      expect(res.statusCode).toBe(200);
    }
    const image = mediaPaths(read(files[0]!))[0];
    if (image) expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
  }, 120_000);
});
