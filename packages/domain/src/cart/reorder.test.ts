import { describe, expect, it } from 'vitest';
import { buildMenuIndex } from '../pricing/menu-index';
import { makeCartGroup, makeFile, makeItem } from '../testing/factories';
import { type ReorderLine, reorder } from './reorder';

const file = makeFile({
  items: [
    makeItem({ id: 'burger', sku: 'B1' }),
    makeItem({ id: 'gone', sku: 'G1', sold_out: true }),
    makeItem({
      id: 'pizza',
      sku: 'P1',
      options: [
        { id: 'size', name: 'Size', required: true, values: [{ id: 'l', name: 'L' }] },
        {
          id: 'top',
          name: 'Toppings',
          allow_multiple_selection: true,
          values: [
            {
              id: 'bacon',
              name: 'Bacon',
              options: [{ id: 'sauce', name: 'Sauce', values: [{ id: 'bbq', name: 'BBQ' }] }],
            },
          ],
        },
      ],
    }),
  ],
});
const index = buildMenuIndex(file);
const line = (over: Partial<ReorderLine>): ReorderLine => ({
  id: 'burger',
  sku: 'B1',
  menu_id: 'm1',
  section_id: 's1',
  quantity: 1,
  orderOptions: [],
  ...over,
});
const size = makeCartGroup('size', [{ id: 'l' }]);

describe('reorder', () => {
  it('adds the items with their options', () => {
    const result = reorder(
      index,
      [line({ quantity: 2 }), line({ id: 'pizza', sku: 'P1', orderOptions: [size] })],
      10,
    );
    expect(result).toMatchObject({ ok: true, skipped: [], warning: false });
    expect(result.ok && result.items.map((i) => [i.id, i.quantity, i.orderOptions])).toEqual([
      ['burger', 2, []],
      ['pizza', 1, [size]],
    ]);
  });

  it.each([
    ['no sku', line({ sku: null }), 'no_id'],
    ['no id', line({ id: null }), 'no_id'],
    ['a quantity of 0', line({ quantity: 0 }), 'no_quantity'],
    ['a negative quantity', line({ quantity: -1 }), 'no_quantity'],
    ['an item gone from the menu', line({ id: 'old' }), 'not_found'],
    ['a sold-out item', line({ id: 'gone', sku: 'G1' }), 'sold_out'],
    ['a required group without a selection', line({ id: 'pizza', sku: 'P1' }), 'required_missing'],
  ])('skips an item with %s and flags the warning', (_, skipped, reason) => {
    const result = reorder(index, [skipped, line({ quantity: 1 })], 10);
    expect(result).toMatchObject({ ok: true, skipped: [{ index: 0, reason }], warning: true });
    expect(result.ok && result.items.map((i) => i.id)).toEqual(['burger']);
  });

  it('clamps quantities to the room left, then skips what does not fit', () => {
    const result = reorder(index, [line({ quantity: 3 }), line({ quantity: 2 }), line({ quantity: 1 })], 4);
    expect(result.ok && result.items.map((i) => i.quantity)).toEqual([3, 1]);
    expect(result).toMatchObject({ skipped: [{ index: 2, reason: 'cart_full' }], warning: true });
  });

  it('flags the warning when a quantity was clamped', () => {
    expect(reorder(index, [line({ quantity: 5 })], 4)).toMatchObject({
      ok: true,
      warning: true,
      skipped: [],
    });
  });

  it.each([
    ['an unknown option group', [makeCartGroup('nope', [{ id: 'x' }])], 'optionNotFound'],
    ['an unknown option value', [size, makeCartGroup('top', [{ id: 'ham' }])], 'optionNotFound'],
    [
      'an unknown nested value',
      [size, makeCartGroup('top', [{ id: 'bacon', options: [makeCartGroup('sauce', [{ id: 'mayo' }])] }])],
      'optionNotFound',
    ],
    [
      'an unknown sub option group',
      [size, makeCartGroup('top', [{ id: 'bacon', options: [makeCartGroup('dip', [{ id: 'bbq' }])] }])],
      'subOptionGroupNotFound',
    ],
  ])('fails on %s', (_, orderOptions, key) => {
    expect(reorder(index, [line({ id: 'pizza', sku: 'P1', orderOptions })], 10)).toEqual({
      ok: false,
      message: { key },
    });
  });

  it('accepts nested selections that exist and special instructions', () => {
    const memo = { id: 'special-instructions', memo: 'Hot', values: [] };
    const orderOptions = [
      size,
      makeCartGroup('top', [{ id: 'bacon', options: [makeCartGroup('sauce', [{ id: 'bbq' }])] }]),
      memo,
    ];
    expect(reorder(index, [line({ id: 'pizza', sku: 'P1', orderOptions })], 10)).toMatchObject({
      ok: true,
      warning: false,
    });
  });
});
