/**
 * A draft option value (docs/decisions/050-published-at.md: a file that dates its option values makes the undated
 * ones drafts) is not on the menu, so pricing and the submission refuse a cart that names it as a choice no longer
 * available, naming the choice and its dish in the diner's language, while the published choice is ordered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  CARD_CHECKOUT,
  cartItem,
  futureSlot,
  orderDataFile,
  ORDER_RESTAURANT_ID as R,
  submissionBody,
} from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

let t: TestApp;

/** The order bistro whose wings' sauces are dated: BBQ published, Hot left undated, hence a draft. */
function datedSauces() {
  const file = orderDataFile();
  return {
    ...file,
    menus: file.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        items: section.items.map((item) =>
          item.id === 'wings'
            ? {
                ...item,
                localization: { fr: { name: 'Ailes' } },
                options: [
                  {
                    id: 'sauce',
                    name: 'Sauce',
                    required: true,
                    limit: 1,
                    values: [
                      { id: 'bbq', name: 'BBQ', price: 0, published_at: '2026-11-01T12:00:00Z' },
                      { id: 'hot', name: 'Hot', price: 1, localization: { fr: { name: 'Piquante' } } },
                    ],
                  },
                ],
              }
            : item,
        ),
      })),
    })),
  };
}

const wings = (sauce: string) =>
  cartItem('wings', 1, 18, [
    { id: 'sauce', values: [{ id: sauce, quantity: 1, adjustedPrice: 0, options: [] }] },
  ]);

const setCosts = (sauce: string, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { 'x-restaurant-id': String(R), locale },
    payload: { items: [wings(sauce)], costs: {}, config: { takeout: true }, type: 'take-out' },
  });

let keys = 0;
const submit = (sauce: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `draft-choice-${keys++}` },
    payload: submissionBody(R, { items: [wings(sauce)], checkout: CARD_CHECKOUT, pickup: futureSlot() }),
  });

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, datedSauces())).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('a draft option value', () => {
  it('is not served with the menu', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order-bistro/data.json' });
    const items = res
      .json()
      .menus.flatMap((m: { sections: { items: unknown[] }[] }) => m.sections.flatMap((s) => s.items)) as {
      id: string;
      options: { values: { id: string; published_at?: string | null }[] }[];
    }[];
    const sauces = items.find((i) => i.id === 'wings')!.options[0]!.values;
    expect(sauces.map((v) => [v.id, v.published_at])).toEqual([
      ['bbq', '2026-11-01T12:00:00Z'],
      ['hot', null],
    ]);
  });

  it('is refused by set-costs as a choice no longer available, in both languages', async () => {
    const en = await setCosts('hot');
    // Code 426 (unavailable), answered with HTTP 409 as every unavailable line is.
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json()).toMatchObject({
      code: 426,
      message: expect.stringMatching(/^Hot can’t be ordered for Wings at this time\./),
      details: {
        invalid_items: [{ itemId: 'wings', groupId: 'sauce', valueId: 'hot', reason: 'unavailable' }],
      },
    });
    const fr = await setCosts('hot', 'fr-CA');
    expect(fr.json().message).toMatch(/^Impossible de commander Piquante pour Ailes en ce moment\./);
    // The published choice is priced.
    const bbq = await setCosts('bbq');
    expect(bbq.statusCode, bbq.body).toBe(200);
  });

  it('is refused by the order submission, and the published choice is placed', async () => {
    const refused = await submit('hot');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 426,
      message: expect.stringMatching(/^Hot can’t be ordered for Wings at this time\./),
      details: { invalid_items: [{ itemId: 'wings', valueId: 'hot' }] },
    });
    const placed = await submit('bbq');
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
