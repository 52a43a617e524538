import { describe, expect, it } from 'vitest';
import { buildPriceContext } from '../pricing/price-context';
import { makeCartGroup, makeFile, makeItem, TAX_MODES } from '../testing/factories';
import {
  createTemporaryItem,
  setTemporaryOptionQuantity,
  setTemporaryQuantity,
  toggleTemporaryOption,
} from './temporary-item';

const NOW = new Date('2026-01-05T17:00:00Z');
const pizza = makeItem({
  id: 'pizza',
  price: 10,
  options: [
    {
      id: 'top',
      name: 'Toppings',
      allow_multiple_selection: true,
      limit: 2,
      values: [
        { id: 'cheese', name: 'Cheese', price: 1.5, default_selection: true },
        { id: 'bacon', name: 'Bacon', price: 2 },
        { id: 'olives', name: 'Olives', price: 1 },
      ],
    },
  ],
});

describe.each(TAX_MODES)('temporary item ($mode)', ({ inclusive }) => {
  const file = makeFile({
    items: [pizza, makeItem({ id: 'gone', sold_out: true })],
    restaurant: { tax_inclusive: inclusive },
  });
  const ctx = buildPriceContext(file, { now: NOW });
  const start = { menuId: 'm1', sectionId: 's1' };

  it('starts at quantity 1 with the defaults preselected and priced', () => {
    const temp = createTemporaryItem(ctx, pizza, start);
    expect(temp.item).toMatchObject({ id: 'pizza', quantity: 1, orderPrice: 1150 });
    expect(temp.item.orderOptions).toEqual([makeCartGroup('top', [{ id: 'cheese', adjustedPrice: 150 }])]);
    expect(temp.issue).toBeNull();
  });

  it('starts at a given quantity, or the last ordered options on a reorder', () => {
    const temp = createTemporaryItem(ctx, pizza, {
      ...start,
      quantity: 2,
      lastOrderedOptions: [makeCartGroup('top', [{ id: 'bacon' }])],
    });
    expect(temp.item).toMatchObject({ quantity: 2, orderPrice: 2400 });
  });

  it.each([
    [3, 3, 3450],
    [0, 1, 1150],
    [-4, 1, 1150],
  ])('quantity %d gives %d, repriced at %d', (q, quantity, price) => {
    const temp = setTemporaryQuantity(ctx, createTemporaryItem(ctx, pizza, start), q);
    expect(temp.item).toMatchObject({ quantity, orderPrice: price });
  });

  it('reprices on every option change', () => {
    const temp = createTemporaryItem(ctx, pizza, start);
    const more = toggleTemporaryOption(ctx, temp, pizza.options, 'top', 'bacon');
    expect(more.item.orderPrice).toBe(1350);
    const full = toggleTemporaryOption(ctx, more, pizza.options, 'top', 'olives');
    expect(full.item.orderPrice).toBe(1350);
    expect(full.message).toEqual({ key: 'optionGroupLimit', params: { optionGroupLimit: 2 } });
    const doubled = setTemporaryOptionQuantity(ctx, temp, pizza.options, 'top', 'cheese', 2);
    expect(doubled.item.orderPrice).toBe(1300);
    expect(doubled.message).toBeNull();
  });

  it('says why an item cannot be priced, keeping it', () => {
    const temp = createTemporaryItem(ctx, makeItem({ id: 'gone', sold_out: true }), start);
    expect(temp.issue).toMatchObject({ code: 415, reason: 'sold_out' });
    expect(temp.item.orderPrice).toBe(0);
  });
});
