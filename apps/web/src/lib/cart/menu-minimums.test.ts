import { makeCartLine, makeFile, makeItem, TEST_MENU_ID } from '@ordering/domain/testing/factories';
import { describe, expect, it } from 'vitest';
import { minimumNotices } from './menu-minimums';

const NOW = new Date('2026-03-10T17:00:00Z');

// Suite Catering at $150 (boards at $55), and Quick Catering at $50 in the same file.
const base = makeFile({
  menu: { name: 'Suite Catering', catering: true, minimum_order_amount: 150 },
  items: [makeItem({ id: 'board', price: 55 })],
});
const suite = base.menus[0]!;
const file = {
  ...base,
  menus: [
    suite,
    {
      ...suite,
      id: 'quick',
      name: 'Quick Catering',
      localization: { fr: { name: 'Traiteur express' } },
      minimum_order_amount: 50,
    },
    { ...suite, id: 'bar', name: 'Bar', minimum_order_amount: null },
  ],
};
const line = (menu: string, quantity: number, orderId: number) =>
  makeCartLine({ id: 'board', menu_id: menu, quantity, orderId });
const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('what the cart still needs to reach its menus’ minimums', () => {
  it.each([
    ['en-CA', 'Add $40.00 more to reach the minimum order of $150.00'],
    ['fr-CA', 'Ajoutez encore 40,00 $ pour atteindre la commande minimale de 150,00 $'],
  ] as const)('two boards of a $150 menu, in %s: the server’s own words', (locale, text) => {
    expect(minimumNotices(file, [line(TEST_MENU_ID, 2, 1)], { now: NOW }, locale).map(nbsp)).toEqual([text]);
  });

  it('says nothing once the minimum is reached, nor for a menu without one', () => {
    expect(
      minimumNotices(file, [line(TEST_MENU_ID, 3, 1), line('bar', 1, 2)], { now: NOW }, 'en-CA'),
    ).toEqual([]);
  });

  it('names the menu when the cart holds more than one menu with a minimum, and only the one still short', () => {
    const lines = [line(TEST_MENU_ID, 1, 1), line('quick', 3, 2)];
    expect(minimumNotices(file, lines, { now: NOW }, 'en-CA')).toEqual([
      'Suite Catering: Add $95.00 more to reach the minimum order of $150.00',
    ]);
  });

  it('names each in French, with French typography, in the order the cart names them', () => {
    const higher = { ...file, menus: [file.menus[0]!, { ...file.menus[1]!, minimum_order_amount: 200 }] };
    const lines = [line('quick', 3, 1), line(TEST_MENU_ID, 1, 2)];
    expect(minimumNotices(higher, lines, { now: NOW }, 'fr-CA').map(nbsp)).toEqual([
      'Traiteur express : Ajoutez encore 35,00 $ pour atteindre la commande minimale de 200,00 $',
      'Suite Catering : Ajoutez encore 95,00 $ pour atteindre la commande minimale de 150,00 $',
    ]);
  });
});
