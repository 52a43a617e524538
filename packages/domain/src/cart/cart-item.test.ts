import { describe, expect, it } from 'vitest';
import { makeCartGroup, makeCartLine } from '../testing/factories';
import { isSameSelection, selectionKey, specialInstructionsOf, withSpecialInstructions } from './cart-item';

describe('special instructions', () => {
  it('are a memo option group holding one value of price 0 and quantity 1', () => {
    const item = withSpecialInstructions(makeCartLine(), '  No onions ');
    expect(item.orderOptions).toEqual([
      {
        id: 'special-instructions',
        memo: 'No onions',
        values: [{ id: 'special-instructions', quantity: 1, adjustedPrice: 0, options: [] }],
      },
    ]);
    expect(specialInstructionsOf(item)).toBe('No onions');
  });

  it('replace the previous text, and blank text removes them', () => {
    const once = withSpecialInstructions(
      makeCartLine({ orderOptions: [makeCartGroup('top', [{ id: 'a' }])] }),
      'one',
    );
    const twice = withSpecialInstructions(once, 'two');
    expect(twice.orderOptions.map((g) => g.memo ?? g.id)).toEqual(['top', 'two']);
    expect(withSpecialInstructions(twice, '   ').orderOptions.map((g) => g.id)).toEqual(['top']);
    expect(specialInstructionsOf(makeCartLine())).toBe('');
  });
});

describe('identical items', () => {
  const base = makeCartLine({
    orderOptions: [
      makeCartGroup('top', [
        { id: 'a' },
        { id: 'b', quantity: 2, options: [makeCartGroup('s', [{ id: 'x' }])] },
      ]),
    ],
  });
  it.each([
    [
      'the same options in another order',
      {
        orderOptions: [
          makeCartGroup('top', [
            { id: 'b', quantity: 2, options: [makeCartGroup('s', [{ id: 'x' }])] },
            { id: 'a' },
          ]),
        ],
      },
      true,
    ],
    ['another quantity and price of the line', { quantity: 5, orderPrice: 999, orderId: 9 }, true],
    [
      'an empty group counts as no group',
      { orderOptions: [...base.orderOptions, makeCartGroup('empty', [])] },
      true,
    ],
    [
      'another option quantity',
      {
        orderOptions: [
          makeCartGroup('top', [
            { id: 'a' },
            { id: 'b', quantity: 1, options: [makeCartGroup('s', [{ id: 'x' }])] },
          ]),
        ],
      },
      false,
    ],
    [
      'another nested option',
      {
        orderOptions: [
          makeCartGroup('top', [
            { id: 'a' },
            { id: 'b', quantity: 2, options: [makeCartGroup('s', [{ id: 'y' }])] },
          ]),
        ],
      },
      false,
    ],
    ['another item', { id: 'other' }, false],
    ['another menu', { menu_id: 'm2' }, false],
    ['another section', { section_id: null }, false],
  ])('%s: %s', (_, over, same) => {
    expect(isSameSelection(base, { ...base, ...over })).toBe(same);
  });

  it('special instructions make items differ', () => {
    expect(isSameSelection(base, withSpecialInstructions(base, 'Well done'))).toBe(false);
    expect(isSameSelection(withSpecialInstructions(base, 'a'), withSpecialInstructions(base, 'a'))).toBe(
      true,
    );
  });

  it('ids that look alike do not collide', () => {
    expect(selectionKey([makeCartGroup('a,b', [{ id: 'c' }])])).not.toBe(
      selectionKey([makeCartGroup('a', [{ id: 'b,c' }])]),
    );
  });
});
