import { describe, expect, it } from 'vitest';
import { makeOptionGroup } from '../testing/factories';
import { refusedOptionName } from './refused-option';

const groups = [
  makeOptionGroup({
    id: 'patty',
    type: 'pricing',
    values: [
      { id: 'single', name: 'Single', price: 9 },
      { id: 'double', name: 'Double', price: 12, localization: { fr: { name: 'Double galette' } } },
    ],
  }),
  makeOptionGroup({
    id: 'extras',
    allow_multiple_selection: true,
    values: [
      {
        id: 'bacon',
        name: 'Bacon',
        price: 2,
        localization: { fr: { name: 'Bacon fumé' } },
        options: [
          {
            id: 'cook',
            name: 'Cook',
            values: [
              { id: 'crispy', name: 'Crispy', price: 0, localization: { fr: { name: 'Croustillant' } } },
            ],
          },
        ],
      },
    ],
  }),
];

describe('refusedOptionName: the choice a sold-out or unavailable line names', () => {
  it.each([
    [
      'a sold-out pricing choice',
      { reason: 'sold_out', groupId: 'patty', valueId: 'double' },
      'en',
      'Double',
    ],
    ['in French', { reason: 'sold_out', groupId: 'patty', valueId: 'double' }, 'fr', 'Double galette'],
    [
      'an unavailable add-on',
      { reason: 'unavailable', groupId: 'extras', valueId: 'bacon' },
      'fr',
      'Bacon fumé',
    ],
    ['a nested choice', { reason: 'sold_out', groupId: 'cook', valueId: 'crispy' }, 'fr', 'Croustillant'],
    ['the dish itself (no choice)', { reason: 'sold_out' }, 'en', null],
    ['a value of another group', { reason: 'sold_out', groupId: 'extras', valueId: 'double' }, 'en', null],
    [
      'an id the menu lacks',
      { reason: 'option_value_not_found', groupId: 'patty', valueId: 'x' },
      'en',
      null,
    ],
  ] as const)('%s', (_, issue, lang, expected) => {
    expect(refusedOptionName(groups, issue, lang)).toBe(expected);
  });
});
