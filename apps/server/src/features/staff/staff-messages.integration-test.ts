/**
 * What the staff console's refusals say, in the console's language: a data file's issues
 * in plain words by path, and the role a 403 names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

const R = 9730;
const SLUG = 'messages-bistro';

let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;
let staff: SignedInStaff;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: SLUG }))).ok).toBe(true);
  owner = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
  manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
  staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
});

afterAll(async () => {
  await t.close();
});

type Locale = 'en-CA' | 'fr-CA';

const publish = (file: unknown, locale: Locale, who: SignedInStaff = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${R}/data-file`,
    headers: { ...who.headers(), locale },
    payload: file as object,
  });

/** A bad data file (restaurant.tax_rate "abc", the first item at -5), with an unknown promo and a stray field. */
function badFile() {
  const file = orderDataFile({ id: R, slug: SLUG }) as Record<string, unknown> & {
    restaurant: Record<string, unknown>;
    menus: { sections: { items: Record<string, unknown>[] }[] }[];
  };
  file.restaurant.tax_rate = 'abc';
  const item = file.menus[0]!.sections[0]!.items[0]!;
  item.price = -5;
  item.promos = ['ghost'];
  item.colour = 'red';
  return file;
}

const detailsOf = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { details: { path: string; message: string }[] }).details ?? []).map((d) => [
      d.path,
      d.message,
    ]),
  );

describe('a data file refused at publishing says each issue in the owner’s words and language', () => {
  it.each<[Locale, string, Record<string, string>]>([
    [
      'en-CA',
      'The restaurant data file is not valid.',
      {
        'restaurant.tax_rate': 'Invalid value: expected an object.',
        'menus[0].sections[0].items[0].price': 'Must be at least 0.',
        'menus[0].sections[0].items[0].colour': 'Unknown field(s): colour',
      },
    ],
    [
      'fr-CA',
      'Le fichier de données du restaurant n’est pas valide.',
      {
        'restaurant.tax_rate': 'Valeur non valide\u00a0: un objet est attendu.',
        'menus[0].sections[0].items[0].price': 'Doit être supérieur ou égal à 0.',
        'menus[0].sections[0].items[0].colour': 'Champ(s) inconnu(s)\u00a0: colour',
      },
    ],
  ])('%s', async (locale, message, details) => {
    const res = await publish(badFile(), locale);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(detailsOf(res)).toEqual(details);
    expect(res.body).not.toMatch(/Too small|Invalid input|received/);
  });

  it.each<[Locale, string]>([
    ['en-CA', 'Unknown promo "ghost"'],
    ['fr-CA', 'Promotion inconnue « ghost »'],
  ])('a rule of the file’s own (%s): an unknown promo', async (locale, said) => {
    // References are checked once the fields are valid.
    const file = orderDataFile({ id: R, slug: SLUG }) as Record<string, unknown> & {
      menus: { sections: { items: Record<string, unknown>[] }[] }[];
    };
    file.menus[0]!.sections[0]!.items[0]!.promos = ['ghost'];
    const res = await publish(file, locale);
    expect(res.statusCode, res.body).toBe(400);
    expect(detailsOf(res)).toEqual({ 'menus[0].sections[0].items[0].promos[0]': said });
  });

  it.each<[Locale, string, string]>([
    ['en-CA', 'Expected "messages-bistro", this restaurant’s slug', `Expected ${R}, this restaurant’s id`],
    [
      'fr-CA',
      '« messages-bistro » attendu\u00a0: le slug de ce restaurant',
      `${R} attendu\u00a0: l’identifiant de ce restaurant`,
    ],
  ])('another restaurant’s file (%s)', async (locale, slug, id) => {
    const res = await publish(orderDataFile({ id: R + 1, slug: 'someone-else' }), locale);
    expect(res.statusCode, res.body).toBe(400);
    expect(detailsOf(res)).toEqual({ 'restaurant.slug': slug, 'restaurant.id': id });
  });
});

describe('a 403 names the role in the console’s language', () => {
  it.each<[Locale, string, string]>([
    ['en-CA', 'Your role (staff) does not allow this.', 'Your role (manager) does not allow this.'],
    [
      'fr-CA',
      'Votre rôle (personnel) ne permet pas cette action.',
      'Votre rôle (gérant) ne permet pas cette action.',
    ],
  ])('%s', async (locale, staffSays, managerSays) => {
    const pause = await t.app.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${R}/pause`,
      headers: { ...staff.headers(), locale },
      payload: {},
    });
    expect(pause.statusCode, pause.body).toBe(403);
    expect(pause.json().message).toBe(staffSays);

    const published = await publish(orderDataFile({ id: R, slug: SLUG }), locale, manager);
    expect(published.statusCode, published.body).toBe(403);
    expect(published.json().message).toBe(managerSays);

    // Declining is refused to the staff role by the order's status change (order-status.service.ts), said the same.
    const decline = await t.app.inject({
      method: 'POST',
      url: '/api/staff/orders/no-such-order/status',
      headers: { ...staff.headers(), locale, 'x-restaurant-id': String(R) },
      payload: { status: 'cancelled', reason: 'Out of rice' },
    });
    expect(decline.statusCode, decline.body).toBe(403);
    expect(decline.json().message).toBe(staffSays);
  });
});
