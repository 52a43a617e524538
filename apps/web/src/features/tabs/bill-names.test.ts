import type { TabView } from '@ordering/domain/contracts/tabs';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { describe, expect, it } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
import { namedIn } from './bill-names';

const index = buildMenuIndex(demoDataFile('maple-table'));
const line = (id: string, name: string, itemId: string | null, menuId: string | null) => ({
  id,
  name,
  itemId,
  menuId,
  quantity: 1,
  amount: 10,
  total: 11.3,
  orderedBy: null,
  mine: false,
  refunded: 0,
});
const view = {
  lines: [
    line('1', 'Crispy Calamari', 'mt-calamari', 'mt-dinner'),
    line('2', 'Hand-Cut Fries', 'mt-fries', 'mt-takeout'),
    line('3', 'Old special', 'gone-from-the-file', 'mt-dinner'),
    line('4', 'Staff line', null, null),
  ],
} as TabView;

describe('namedIn', () => {
  it.each([
    ['fr', ['Calmars croustillants', 'Frites maison', 'Old special', 'Staff line']],
    ['en', ['Crispy Calamari', 'Hand-Cut Fries', 'Old special', 'Staff line']],
  ] as const)('names each line as the menu does in %s, else as the order kept it', (lang, names) => {
    expect(namedIn(view, index, lang).lines.map((l) => l.name)).toEqual(names);
  });
});
