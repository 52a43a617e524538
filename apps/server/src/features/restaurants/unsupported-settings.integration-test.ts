import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { importDataFile } from './index';

/**
 * An owner publishing a data file that sets what this product cannot honour (a point-of-sale integration, a font it
 * does not serve) is told so by path, in their language, and nothing is written; the same file without them
 * publishes.
 */
const R = 9441;
let t: TestApp;
let owner: SignedInStaff;

const file = (restaurant: Record<string, unknown> = {}, menuConfiguration: Record<string, unknown> = {}) => {
  const base = testDataFile({ id: R, slug: 'settings-bistro' });
  return {
    ...base,
    restaurant: { ...base.restaurant, ...restaurant },
    menu_configuration: {
      ...(base as { menu_configuration?: object }).menu_configuration,
      ...menuConfiguration,
    },
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, file())).ok).toBe(true);
  owner = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

const publish = (body: object, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${R}/data-file`,
    headers: { ...owner.headers(), locale },
    payload: body,
  });

describe('publishing settings this product cannot honour', () => {
  it('refuses pos_integrated and an unserved font, each by path, in English and French', async () => {
    const bad = file({ pos_integrated: true }, { use_default_fonts: false, primary_font: 'Comic Sans' });
    const en = await publish(bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual(
      expect.arrayContaining([
        {
          path: 'restaurant.pos_integrated',
          message:
            'This product has no point-of-sale integration: orders reach the kitchen through the staff console. Set it to false or leave it out.',
        },
        {
          path: 'menu_configuration.primary_font',
          message:
            'The font "Comic Sans" is not available. Available fonts: Inter, Lora, Poppins, Playfair Display.',
        },
      ]),
    );
    const fr = await publish(bad, 'fr-CA');
    expect(fr.json().details).toEqual(
      expect.arrayContaining([
        {
          path: 'menu_configuration.primary_font',
          message:
            'La police « Comic Sans » n’est pas offerte. Polices offertes\u00a0: Inter, Lora, Poppins, Playfair Display.',
        },
      ]),
    );
  });

  it("refuses an option group's internal name and an option value's product id, in French too", async () => {
    const base = file();
    const [menu] = base.menus;
    const item = {
      id: 'i2',
      name: 'Soup',
      price: 6,
      options: [
        {
          id: 'g1',
          name: 'Size',
          internal_name: 'SZ',
          values: [{ id: 'v1', name: 'Bowl', price: 2, product_id: 'POS-77' }],
        },
      ],
    };
    const bad = { ...base, menus: [{ ...menu, sections: [{ id: 's2', name: 'Soups', items: [item] }] }] };
    const at = 'menus[0].sections[0].items[0].options[0]';
    const fr = await publish(bad, 'fr-CA');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().details).toEqual([
      {
        path: `${at}.internal_name`,
        message:
          'Un groupe d’options est présenté aux clients, au personnel et à la cuisine par son name; internal_name n’a aucun effet. Retirez le champ.',
      },
      {
        path: `${at}.values[0].product_id`,
        message: 'Une valeur d’option est connue par son id; product_id n’a aucun effet. Retirez le champ.',
      },
    ]);
    const { internal_name: _, ...group } = item.options[0]!;
    const good = {
      ...bad,
      menus: [
        {
          ...menu,
          sections: [
            {
              id: 's2',
              name: 'Soups',
              items: [{ ...item, options: [{ ...group, values: [{ id: 'v1', name: 'Bowl', price: 2 }] }] }],
            },
          ],
        },
      ],
    };
    expect((await publish(good)).statusCode).toBe(200);
  });

  it('publishes the same file with a served font and without the integration', async () => {
    const good = file({ pos_integrated: false }, { use_default_fonts: false, primary_font: 'Lora' });
    expect((await publish(good)).statusCode).toBe(200);
  });
});

describe('the published version, and when it was published', () => {
  it('is what the owner reads back after publishing, by the ordering clock', async () => {
    const at = '2026-11-24T15:00:00.000Z';
    startClockAt(at);
    try {
      const published = await publish(file({}, { primary_color: '#224466' }));
      expect(published.statusCode, published.body).toBe(200);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/staff/restaurants/${R}/data-file`,
        headers: owner.headers(),
      });
      expect(read.statusCode, read.body).toBe(200);
      const body = read.json();
      expect(body).toMatchObject({ restaurantId: R, version: published.json().version });
      // The clock runs on from `at`: published within the test's own few seconds of it.
      const elapsed = Date.parse(body.publishedAt) - Date.parse(at);
      expect(elapsed).toBeGreaterThanOrEqual(0);
      expect(elapsed).toBeLessThan(60_000);
    } finally {
      startClockAt(undefined);
    }
  });

  it('is not told to staff who may not publish', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/staff/restaurants/${R}/data-file`,
      headers: staff.headers(),
    });
    expect(read.statusCode).toBe(403);
  });
});
