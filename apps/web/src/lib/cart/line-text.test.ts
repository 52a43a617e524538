import type { CartItem } from '@ordering/domain/cart/cart-item';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { describe, expect, it } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
import { lineText } from './line-text';

const index = buildMenuIndex(demoDataFile('maple-table'));

const value = (id: string, options: CartItem['orderOptions'] = []) => ({
  id,
  quantity: 1,
  adjustedPrice: 0,
  options,
});

describe('a cart line lists its choices in the menu’s order, not in the order they were picked', () => {
  // The sides and the toppings picked before the size and the cook, bacon after cheese.
  const burger = {
    id: 'mt-table-burger',
    menu_id: 'mt-dinner',
    quantity: 1,
    orderOptions: [
      { id: 'og-sides', values: [value('fries')] },
      {
        id: 'og-toppings',
        values: [value('cheese', [{ id: 'og-cheese-kind', values: [value('swiss')] }]), value('bacon')],
      },
      { id: 'og-cook', values: [value('medium')] },
      { id: 'og-size', values: [value('double')] },
    ],
  } as unknown as CartItem;

  it.each([
    ['en', ['Double patty', 'Medium', 'Double-smoked bacon', 'Cheese', 'Swiss', 'Hand-cut fries']],
    ['fr', ['Galette double', 'À point', 'Bacon double fumé', 'Fromage', 'Suisse', 'Frites maison']],
  ] as const)('in %s', (lang, expected) => {
    expect(lineText(index, burger, lang).options).toEqual(expected);
  });
});
