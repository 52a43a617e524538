/**
 * enforceCartRules as the submission calls it, on the demo restaurants: the rules only a submission can tell (legal
 * age, login, 'no flags provided', meals per K-12 date) and the error each leaves with (code, HTTP status, message
 * in both languages, invalid_items).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { parseDataFile } from '@ordering/domain/menu/data-file';
import type { OrderType } from '@ordering/domain/pricing/types';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { enforceCartRules, orderFlagsOf } from './cart-rules';

function demoEntry(slug: string): PublishedEntry {
  const parsed = parseDataFile(JSON.parse(readFileSync(join(repoRoot, 'demo', `${slug}.json`), 'utf8')));
  if (!parsed.ok) throw new Error(`${slug}: ${JSON.stringify(parsed.issues)}`);
  // The rules read the data file only; the rest of a published entry is the cache's (bodies, etags).
  return { data: parsed.data } as PublishedEntry;
}

const maple = demoEntry('maple-table');
const northview = demoEntry('northview-schools');
const lakeshore = demoEntry('lakeshore-stadium');
const NOW = new Date('2026-03-10T17:00:00Z');

const line = (
  menuId: string,
  sectionId: string,
  id: string,
  orderId: number,
  quantity = 1,
  orderOptions: CartItem['orderOptions'] = [],
): CartItem => ({
  id,
  menu_id: menuId,
  section_id: sectionId,
  orderId,
  quantity,
  orderPrice: 0,
  orderOptions,
});
const value = (id: string) => ({ id, quantity: 1, adjustedPrice: 0, options: [] });
const sectionOf = (entry: PublishedEntry, menuId: string, itemId: string) =>
  entry.data.menus.find((m) => m.id === menuId)!.sections.find((s) => s.items.some((i) => i.id === itemId))!
    .id;
const mapleLine = (id: string, orderId: number, quantity = 1, options: CartItem['orderOptions'] = []) =>
  line('mt-dinner', sectionOf(maple, 'mt-dinner', id), id, orderId, quantity, options);
const houseRed = (orderId: number) =>
  mapleLine('mt-house-red', orderId, 1, [{ id: 'og-pour', values: [value('6oz')] }]);
const meal = (orderId: number, quantity: number) =>
  line(
    'nv-lunch',
    sectionOf(northview, 'nv-lunch', 'nv-teriyaki-bowl'),
    'nv-teriyaki-bowl',
    orderId,
    quantity,
    [
      { id: 'og-nv-drink', values: [value('water')] },
      { id: 'og-nv-fruit', values: [value('apple')] },
    ],
  );
const quickPizza = (orderId: number, quantity: number) =>
  line(
    'ls-quick-catering',
    sectionOf(lakeshore, 'ls-quick-catering', 'ls-q-pizza'),
    'ls-q-pizza',
    orderId,
    quantity,
  );

type Input = Parameters<typeof enforceCartRules>[1];
const submission = (items: CartItem[], over: Partial<Input> = {}): Input => ({
  items,
  type: 'dine-in' as OrderType,
  now: NOW,
  legalAgeConfirmed: false,
  signedIn: false,
  ...over,
});

function refusal(entry: PublishedEntry, input: Input): AppError {
  try {
    enforceCartRules(entry, input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('enforceCartRules at a submission', () => {
  it.each<[string, PublishedEntry, Input]>([
    ['a dine-in order with no alcohol', maple, submission([mapleLine('mt-latte', 1, 2)])],
    ['alcohol with the legal age confirmed', maple, submission([houseRed(1)], { legalAgeConfirmed: true })],
    [
      'K-12, signed in, 10 meals on each of two dates',
      northview,
      submission([meal(1, 10), meal(2, 10)], {
        type: 'school',
        signedIn: true,
        perDate: { '2026-03-16': [meal(1, 10)], '2026-03-17': [meal(2, 10)] },
      }),
    ],
    [
      'a catering order at its minimum, signed in',
      lakeshore,
      submission([quickPizza(1, 2)], { type: 'pickup', signedIn: true }),
    ],
    [
      'a table number given',
      maple,
      submission([mapleLine('mt-latte', 1)], { flags: orderFlagsOf({ tableNum: '4' }, maple.data) }),
    ],
  ])('accepts %s', (_, entry, input) => {
    expect(() => enforceCartRules(entry, input)).not.toThrow();
  });

  it.each<[string, PublishedEntry, Input, string, string, unknown]>([
    [
      'alcohol without the legal-age confirmation',
      maple,
      submission([mapleLine('mt-latte', 1), houseRed(2)]),
      'Please confirm that you are of legal drinking age.',
      'Veuillez confirmer que vous avez l’âge légal pour consommer de l’alcool.',
      { invalid_items: [{ orderId: 2, itemId: 'mt-house-red', code: 400, reason: 'legalAgeRequired' }] },
    ],
    [
      'a guest at a K-12 restaurant that requires login',
      northview,
      submission([meal(1, 1)], { type: 'school', perDate: { '2026-03-16': [meal(1, 1)] } }),
      'Ordering school meals requires signing in to an account.',
      'Pour commander des repas scolaires, vous devez vous connecter à un compte.',
      undefined,
    ],
    [
      'a guest placing generic catering where it requires login',
      lakeshore,
      submission([quickPizza(1, 2)], { type: 'generic-catering' }),
      'Placing a catering order requires signing in to an account.',
      'Pour passer une commande de traiteur, vous devez vous connecter à un compte.',
      undefined,
    ],
    [
      'K-12: 11 meals on one date',
      northview,
      submission([meal(1, 11), meal(2, 1)], {
        type: 'school',
        signedIn: true,
        perDate: { '2026-03-16': [meal(1, 11)], '2026-03-17': [meal(2, 1)] },
      }),
      'You can only have 10 meals in your cart',
      'Votre panier ne peut contenir que 10 repas',
      undefined,
    ],
    [
      'a catering order under its menu’s minimum',
      lakeshore,
      submission([quickPizza(1, 1)], { type: 'pickup', signedIn: true }),
      'Add $12.00 more to reach the minimum order of $50.00',
      'Ajoutez encore 12,00 $ pour atteindre la commande minimale de 50,00 $',
      undefined,
    ],
    [
      'a guest ordering from a catering menu, whatever the type it names, where catering requires login',
      lakeshore,
      submission([quickPizza(1, 2)], { type: 'pickup', signedIn: false }),
      'Placing a catering order requires signing in to an account.',
      'Pour passer une commande de traiteur, vous devez vous connecter à un compte.',
      undefined,
    ],
    [
      'a type its flags do not give: pickup named for a delivery',
      maple,
      submission([mapleLine('mt-latte', 1)], {
        type: 'pickup',
        flags: orderFlagsOf({ takeout: true, takeoutType: 'delivery' }, maple.data),
      }),
      'This order does not match how it is being placed (table, take-out, delivery or catering). Please start your order again.',
      'Cette commande ne correspond pas à la façon dont elle est passée (table, à emporter, livraison ou traiteur). Veuillez recommencer votre commande.',
      undefined,
    ],
    [
      'no order-type flag in the config',
      maple,
      submission([mapleLine('mt-latte', 1)], { flags: orderFlagsOf({}, maple.data) }),
      'no flags provided',
      'aucun indicateur fourni',
      undefined,
    ],
  ])('refuses %s', (_, entry, input, en, fr, details) => {
    const error = refusal(entry, input);
    expect(error.code).toBe(400);
    expect(error.httpStatus).toBe(400);
    expect(error.localized?.('en-CA')).toBe(en);
    expect(error.localized?.('fr-CA').replace(/\s/g, ' ')).toBe(fr);
    expect(error.details).toEqual(details);
  });

  // A date and student with extras and no meal is refused naming them, in both languages.
  const bread = (orderId: number, quantity: number) =>
    line(
      'nv-lunch',
      sectionOf(northview, 'nv-lunch', 'nv-banana-bread'),
      'nv-banana-bread',
      orderId,
      quantity,
    );
  it.each<[string, Input['mealGroups'], string, string, Record<string, string>]>([
    [
      'the day and student with no meal, among days with one',
      [
        { date: '2026-12-14', student: 'Maya', items: [meal(1, 1)] },
        { date: '2026-12-15', student: 'Maya', items: [bread(2, 4)] },
        { date: '2026-12-15', student: 'Leo', items: [meal(3, 1)] },
      ],
      'Please add at least 1 meal to your cart for Maya on Tuesday 15/12/2026.',
      'Veuillez ajouter au moins 1 repas à votre panier pour Maya le mardi 15/12/2026.',
      { date: '2026-12-15', student: 'Maya' },
    ],
    [
      'the first of the month in French (1er), with two groups of the same day and student kept apart',
      [
        { date: '2026-12-01', student: 'Leo', items: [meal(1, 1)] },
        { date: '2026-12-01', student: 'Leo', items: [bread(2, 1)] },
      ],
      'Please add at least 1 meal to your cart for Leo on Tuesday 01/12/2026.',
      'Veuillez ajouter au moins 1 repas à votre panier pour Leo le mardi 01/12/2026.',
      { date: '2026-12-01', student: 'Leo' },
    ],
    [
      'a day whose student the cart does not name',
      [{ date: '2026-12-15', student: null, items: [bread(1, 2)] }],
      'Please add at least 1 meal to your cart for Tuesday 15/12/2026.',
      'Veuillez ajouter au moins 1 repas à votre panier pour le mardi 15/12/2026.',
      { date: '2026-12-15' },
    ],
  ])('refuses K-12 extras with no meal: %s', (_, mealGroups, en, fr, where) => {
    const items = (mealGroups ?? []).flatMap((g) => g.items);
    const error = refusal(northview, submission(items, { type: 'school', signedIn: true, mealGroups }));
    expect(error.httpStatus).toBe(400);
    expect(error.localized?.('en-CA')).toBe(en);
    expect(error.localized?.('fr-CA')).toBe(fr);
    expect(error.details).toEqual(where);
  });

  it('reads the flags a submission config carries', () => {
    expect(orderFlagsOf({ takeout: true, takeoutType: 'delivery' }, maple.data)).toMatchObject({
      takeout: true,
      takeoutType: 'delivery',
      k12: false,
    });
    expect(orderFlagsOf({ genericTableLocation: 'Patio' }, maple.data).tableNum).toBe('Patio');
    expect(orderFlagsOf({ eventSuite: 's1' }, lakeshore.data).preOrdering).toBe(true);
    expect(orderFlagsOf({ eventSuite: 's1', eventDayOrdering: true }, lakeshore.data).preOrdering).toBe(
      false,
    );
    expect(orderFlagsOf({}, northview.data).k12).toBe(true);
  });
});
