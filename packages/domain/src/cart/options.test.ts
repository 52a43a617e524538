import { describe, expect, it } from 'vitest';
import { makeCartGroup, makeOptionGroup } from '../testing/factories';
import {
  clampOptionQuantity,
  defaultSelections,
  missingRequiredGroups,
  requiredMessage,
  setOptionQuantity,
  toggleOption,
} from './options';

const multi = makeOptionGroup({
  id: 'top',
  allow_multiple_selection: true,
  limit: 3,
  values: [
    { id: 'a', name: 'A', max_quantity: 2 },
    { id: 'b', name: 'B' },
    { id: 'c', name: 'C', default_selection: true },
    {
      id: 'd',
      name: 'D',
      default_selection: true,
      options: [
        {
          id: 'sub',
          name: 'Sub',
          required: true,
          values: [{ id: 's1', name: 'S1', default_selection: true }],
        },
      ],
    },
  ],
});
const single = makeOptionGroup({
  id: 'size',
  type: 'pricing',
  required: true,
  values: [
    { id: 's', name: 'S', default_selection: true },
    { id: 'l', name: 'L', default_selection: true },
  ],
});
const unlimited = makeOptionGroup({
  id: 'free',
  allow_multiple_selection: true,
  values: [{ id: 'x', name: 'X' }],
});
const groups = [single, multi, unlimited];

describe('option quantity clamp', () => {
  it.each([
    ['by the value max_quantity', [], 'a', 5, 2],
    ['by the group limit', [], 'b', 5, 3],
    ['by the group limit, counting what is selected', [{ id: 'a', quantity: 2 }], 'b', 5, 1],
    ['ignoring the value own current quantity', [{ id: 'b', quantity: 2 }], 'b', 3, 3],
    [
      'to nothing when the group is full',
      [
        { id: 'a', quantity: 1 },
        { id: 'c', quantity: 2 },
      ],
      'b',
      1,
      0,
    ],
    ['never below 0', [], 'b', -1, 0],
    ['to whole numbers', [], 'b', 1.8, 1],
  ])('%s', (_, selected, valueId, requested, expected) => {
    expect(clampOptionQuantity(multi, makeCartGroup('top', selected), valueId, requested)).toBe(expected);
  });

  it('without limits keeps the request', () => {
    expect(clampOptionQuantity(unlimited, undefined, 'x', 40)).toBe(40);
  });
});

describe('option group limit', () => {
  it('caps the selections of a multiple-selection group: "You can only have {optionGroupLimit} selections"', () => {
    const full = [makeCartGroup('top', [{ id: 'a' }, { id: 'b' }, { id: 'c' }])];
    const result = toggleOption(groups, full, 'top', 'd');
    expect(result).toEqual({
      selections: full,
      message: { key: 'optionGroupLimit', params: { optionGroupLimit: 3 } },
    });
  });

  it('adds a value while there is room', () => {
    const result = toggleOption(groups, [makeCartGroup('top', [{ id: 'a' }])], 'top', 'b');
    expect(result.message).toBeNull();
    expect(result.selections[0]?.values.map((v) => v.id)).toEqual(['a', 'b']);
  });

  it('deselects a selected value, dropping an emptied group', () => {
    expect(toggleOption(groups, [makeCartGroup('top', [{ id: 'a' }])], 'top', 'a')).toEqual({
      selections: [],
      message: null,
    });
  });

  it('a single-selection group swaps its value', () => {
    const result = toggleOption(groups, [makeCartGroup('size', [{ id: 's' }])], 'size', 'l');
    expect(result.selections).toEqual([makeCartGroup('size', [{ id: 'l' }])]);
  });

  it('a new value brings its nested defaults', () => {
    const result = toggleOption(groups, [], 'top', 'd');
    expect(result.selections[0]?.values[0]?.options).toEqual([makeCartGroup('sub', [{ id: 's1' }])]);
  });

  it.each([
    ['an unknown group', 'nope', 'a'],
    ['an unknown value', 'top', 'nope'],
  ])('%s answers "Option not found"', (_, groupId, valueId) => {
    expect(toggleOption(groups, [], groupId, valueId).message).toEqual({ key: 'optionNotFound' });
    expect(setOptionQuantity(groups, [], groupId, valueId, 1).message).toEqual({ key: 'optionNotFound' });
  });

  it('setting a quantity clamps it and says why', () => {
    const result = setOptionQuantity(
      groups,
      [makeCartGroup('top', [{ id: 'b', quantity: 2 }])],
      'top',
      'a',
      2,
    );
    expect(result.selections[0]?.values).toEqual([
      { id: 'b', quantity: 2, adjustedPrice: 0, options: [] },
      { id: 'a', quantity: 1, adjustedPrice: 0, options: [] },
    ]);
    expect(result.message).toEqual({ key: 'optionGroupLimit', params: { optionGroupLimit: 3 } });
  });

  it('setting a quantity within the limits says nothing; 0 deselects', () => {
    const set = setOptionQuantity(groups, [makeCartGroup('top', [{ id: 'b' }])], 'top', 'b', 2);
    expect(set).toEqual({ selections: [makeCartGroup('top', [{ id: 'b', quantity: 2 }])], message: null });
    expect(setOptionQuantity(groups, set.selections, 'top', 'b', 0)).toEqual({
      selections: [],
      message: null,
    });
    expect(setOptionQuantity(groups, [], 'free', 'x', 50).message).toBeNull();
  });

  it('a clamp by max_quantity alone in a group without limit says nothing', () => {
    const capped = makeOptionGroup({
      id: 'cap',
      allow_multiple_selection: true,
      values: [{ id: 'v', name: 'V', max_quantity: 1 }],
    });
    expect(setOptionQuantity([capped], [], 'cap', 'v', 3)).toEqual({
      selections: [makeCartGroup('cap', [{ id: 'v' }])],
      message: null,
    });
  });
});

describe('required groups', () => {
  it('"Please select all required fields" when one is empty', () => {
    expect(missingRequiredGroups(groups, [])).toEqual(['size']);
    expect(requiredMessage(groups, [])).toEqual({ key: 'requiredFields' });
  });

  it('checks the nested groups of selected values', () => {
    const selections = [makeCartGroup('size', [{ id: 's' }]), makeCartGroup('top', [{ id: 'd' }])];
    expect(missingRequiredGroups(groups, selections)).toEqual(['sub']);
    const filled = [
      makeCartGroup('size', [{ id: 's' }]),
      makeCartGroup('top', [{ id: 'd', options: [makeCartGroup('sub', [{ id: 's1' }])] }]),
    ];
    expect(requiredMessage(groups, filled)).toBeNull();
  });

  it('ignores selections of unknown values', () => {
    expect(missingRequiredGroups(groups, [makeCartGroup('size', [{ id: 'zz' }])])).toEqual([]);
  });
});

describe('default selections', () => {
  it('preselects defaults: one in a single-selection group, all in a multiple one, nested too', () => {
    expect(defaultSelections(groups)).toEqual([
      makeCartGroup('size', [{ id: 's' }]),
      makeCartGroup('top', [{ id: 'c' }, { id: 'd', options: [makeCartGroup('sub', [{ id: 's1' }])] }]),
    ]);
  });
});
