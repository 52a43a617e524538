import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from './index';

/**
 * published_at (docs/decisions/050-published-at.md): a file that dates one item serves its undated items as drafts
 * (null, which no screen shows); a file that dates none serves them as they are.
 */
let t: TestApp;

const withItems = (id: number, slug: string, items: Record<string, unknown>[]) => {
  const file = testDataFile({ id, slug });
  const [menu] = file.menus;
  return { ...file, menus: [{ ...menu!, sections: [{ id: 's1', name: 'Mains', items }] }] };
};

beforeAll(async () => {
  t = await buildTestApp();
  const dated = withItems(9451, 'dated-bistro', [
    { id: 'live', name: 'Soup', price: 6, published_at: '2026-11-01T12:00:00Z' },
    { id: 'undated', name: 'Stew', price: 9 },
  ]);
  const plain = withItems(9452, 'plain-bistro', [{ id: 'undated', name: 'Stew', price: 9 }]);
  for (const file of [dated, plain]) expect((await importDataFile(t.db, file)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const itemsServed = async (slug: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/${slug}/data.json` });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .menus[0].sections[0].items.map((i: { id: string; published_at?: string | null }) => [
      i.id,
      i.published_at,
    ]);
};

describe('published_at', () => {
  it('a file that dates an item serves the items it leaves undated as drafts', async () => {
    expect(await itemsServed('dated-bistro')).toEqual([
      ['live', '2026-11-01T12:00:00Z'],
      ['undated', null],
    ]);
  });

  it('a file that dates none serves its items as published', async () => {
    expect(await itemsServed('plain-bistro')).toEqual([['undated', undefined]]);
  });
});
