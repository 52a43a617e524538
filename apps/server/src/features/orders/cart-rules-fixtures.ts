/**
 * The demo restaurants as shipped, their cart lines, and the calls the cart-rule API tests make: maple-table (22 items
 * per cart, a soft drink with a required flavour, toppings limited to 3, bacon at most 2, cheese with a required
 * kind), northview-schools (K-12: 10 meals at most, login required) and lakeshore-stadium (a quick-catering menu with
 * a $50 minimum; generic catering requires login).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CartOptionGroupBody } from '@ordering/domain/contracts/cart';
import { afterAll, beforeAll, expect } from 'vitest';
import { startClockAt } from '../../clock';
import { repoRoot } from '../../config';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInDiner } from '../../testing/staff';
import { importDataFile } from '../restaurants';

interface DemoItem {
  id: string;
}
interface DemoMenu {
  id: string;
  sections: { id: string; items: DemoItem[] }[];
}
export interface DemoFile {
  restaurant: { id: number };
  menus: DemoMenu[];
}

const demo = (slug: string): DemoFile =>
  JSON.parse(readFileSync(join(repoRoot, 'demo', `${slug}.json`), 'utf8'));
export const maple = demo('maple-table');
export const northview = demo('northview-schools');
export const lakeshore = demo('lakeshore-stadium');
export const harbour = demo('harbour-market');

export type Value = { id: string; quantity?: number; options?: Group[] };
type Group = { id: string; values: Value[] };

const group = (id: string, values: Value[]): CartOptionGroupBody => ({
  id,
  values: values.map((v) => ({
    id: v.id,
    quantity: v.quantity ?? 1,
    adjustedPrice: 0,
    options: (v.options ?? []).map((g) => group(g.id, g.values)),
  })),
});

/** A cart line of a demo item, found in its menu (so a renamed section fails here, not as a wrong refusal). */
export function lineOf(
  file: DemoFile,
  menuId: string,
  itemId: string,
  orderId: number,
  quantity = 1,
  options: Group[] = [],
) {
  const menu = file.menus.find((m) => m.id === menuId)!;
  const section = menu.sections.find((s) => s.items.some((i) => i.id === itemId));
  if (!section) throw new Error(`${itemId} is not in ${menuId}`);
  return {
    id: itemId,
    menu_id: menuId,
    section_id: section.id,
    orderId,
    quantity,
    orderPrice: 0,
    orderOptions: options.map((g) => group(g.id, g.values)),
  };
}

export const latte = (orderId: number, quantity = 1) =>
  lineOf(maple, 'mt-dinner', 'mt-latte', orderId, quantity);
export const softDrink = (orderId: number, flavour: string | null, quantity = 1) =>
  lineOf(
    maple,
    'mt-dinner',
    'mt-soft-drink',
    orderId,
    quantity,
    flavour ? [{ id: 'og-soda', values: [{ id: flavour }] }] : [],
  );
export const smashBurger = (orderId: number, toppings: Value[]) =>
  lineOf(maple, 'mt-dinner', 'mt-smash-burger', orderId, 1, [{ id: 'og-toppings', values: toppings }]);
export const cheese = (kind: string | null): Value => ({
  id: 'cheese',
  options: kind ? [{ id: 'og-cheese-kind', values: [{ id: kind }] }] : [],
});
export const schoolMeal = (orderId: number, quantity: number) =>
  lineOf(northview, 'nv-lunch', 'nv-teriyaki-bowl', orderId, quantity, [
    { id: 'og-nv-drink', values: [{ id: 'white-milk' }] },
    { id: 'og-nv-fruit', values: [{ id: 'apple' }] },
  ]);
export const quickPizza = (orderId: number, quantity: number) =>
  lineOf(lakeshore, 'ls-quick-catering', 'ls-q-pizza', orderId, quantity);
/** A dish of harbour-market's Bao House, a kitchen with hours of its own (12:00 on weekdays; the hub opens at 11:00). */
export const porkBao = (orderId: number) => lineOf(harbour, 'hm-bao-menu', 'hm-pork-bao', orderId);

/** The app of the test file, and a signed-in diner: K-12 and lakeshore's catering menus require login (their own rows
 * test the guest). Set by `demoCartApp`'s hooks. */
export const ctx = { t: undefined as unknown as TestApp, diner: '' };

export const post = (
  url: string,
  restaurant: DemoFile,
  payload: unknown,
  locale = 'en-CA',
  signedIn = false,
) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: {
      'x-restaurant-id': String(restaurant.restaurant.id),
      locale,
      ...(signedIn ? { authorization: `Bearer ${ctx.diner}` } : {}),
    },
  });
export const addItem = (
  restaurant: DemoFile,
  itemsInCart: unknown[],
  itemToAdd: unknown,
  type: string,
  locale?: string,
) => post('/api/orders/item', restaurant, { itemsInCart, itemToAdd, type }, locale, restaurant !== maple);
export const validate = (
  restaurant: DemoFile,
  itemsInCart: unknown[],
  type: string,
  locale?: string,
  signedIn = restaurant === lakeshore,
) => post('/api/orders/validate', restaurant, { itemsInCart, type }, locale, signedIn);

/**
 * The next Wednesday, 13:00 in Toronto (18:00Z in winter), that is not one of maple-table's holidays (24, 25 December,
 * 1 January): every demo restaurant here is open and ordering.
 */
export function openHour(): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + ((3 - at.getUTCDay() + 7) % 7 || 7));
  while (['12-24', '12-25', '01-01'].includes(at.toISOString().slice(5, 10)))
    at.setUTCDate(at.getUTCDate() + 7);
  at.setUTCHours(18, 0, 0, 0);
  return at.toISOString();
}

/** The test file's app with the demo restaurants above, at an open hour, and a signed-in diner. */
export function demoCartApp() {
  beforeAll(async () => {
    // The cart's menus must be orderable now (cart-availability.ts): the rules here are tested at an open hour.
    startClockAt(openHour());
    ctx.t = await buildTestApp();
    ctx.diner = (await signInDiner(ctx.t.db)).token;
    for (const file of [maple, northview, lakeshore, harbour]) {
      const imported = await importDataFile(ctx.t.db, file);
      expect(imported.ok).toBe(true);
    }
  });
  afterAll(async () => {
    startClockAt(undefined);
    await ctx.t.close();
  });
}
