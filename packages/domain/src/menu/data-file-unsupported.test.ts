import { describe, expect, it } from 'vitest';
import { makeFile } from '../testing/factories';
import { formatDataFileIssues } from './data-file';

/** The issues of a file with `overrides`, as the import reports them (path: message). */
function issuesOf(overrides: Parameters<typeof makeFile>[0]): string[] {
  try {
    makeFile(overrides);
    return [];
  } catch (error) {
    return formatDataFileIssues(error as Parameters<typeof formatDataFileIssues>[0]).map(
      (i) => `${i.path}: ${i.message}`,
    );
  }
}

const withConfig = (menu_configuration: Record<string, unknown>) => ({ menu_configuration });

describe('settings this product cannot honour are refused at their path, the default accepted', () => {
  it.each([
    ['pos_integrated: false', { restaurant: { pos_integrated: false } }, []],
    [
      'pos_integrated: true',
      { restaurant: { pos_integrated: true } },
      [
        'restaurant.pos_integrated: This product has no point-of-sale integration: orders reach the kitchen through the staff console. Set it to false or leave it out.',
      ],
    ],
    [
      'an integration type',
      { restaurant: { integration_takeout_type: 'toast' } },
      [
        'restaurant.integration_takeout_type: This product has no point-of-sale integration, so an integration type has no effect. Leave it out.',
      ],
    ],
    ['app8_restaurant equal to the id', { restaurant: { app8_restaurant: 'r1' } }, []],
    [
      'app8_restaurant naming another restaurant',
      { restaurant: { app8_restaurant: '999' } },
      [
        "restaurant.app8_restaurant: app8_restaurant is the restaurant id clients send to the server: it must be this file's id (r1) or be left out.",
      ],
    ],
    [
      'a custom quantity option group',
      {
        items: [{ id: 'a', name: 'A', price: 1, options: [{ id: 'g', name: 'G', custom_quantities: true }] }],
      },
      [
        'menus[0].sections[0].items[0].options[0].custom_quantities: Option quantities are set with each value’s max_quantity and the group’s limit; custom_quantities has no effect. Leave it out.',
      ],
    ],
    [
      'an option group with an internal name',
      {
        items: [
          { id: 'a', name: 'A', price: 1, options: [{ id: 'g', name: 'G', internal_name: 'G (kitchen)' }] },
        ],
      },
      [
        'menus[0].sections[0].items[0].options[0].internal_name: An option group is shown to diners, staff and the kitchen by its name; internal_name has no effect. Leave it out.',
      ],
    ],
    [
      'option values carrying another system’s ids, at any depth',
      {
        items: [
          {
            id: 'a',
            name: 'A',
            price: 1,
            options: [
              {
                id: 'g',
                name: 'G',
                values: [
                  {
                    id: 'v',
                    name: 'V',
                    product_id: 'p1',
                    options: [
                      {
                        id: 'h',
                        name: 'H',
                        values: [{ id: 'w', name: 'W', option_group_id: 'h', sub_option_group_id: 's' }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      [
        'menus[0].sections[0].items[0].options[0].values[0].product_id: An option value is known by its id; product_id has no effect. Leave it out.',
        'menus[0].sections[0].items[0].options[0].values[0].options[0].values[0].option_group_id: An option value belongs to the group that lists it, and its own group is its options; option_group_id and sub_option_group_id have no effect. Leave them out.',
        'menus[0].sections[0].items[0].options[0].values[0].options[0].values[0].sub_option_group_id: An option value belongs to the group that lists it, and its own group is its options; option_group_id and sub_option_group_id have no effect. Leave them out.',
      ],
    ],
    [
      'option ids and internal names left at null',
      {
        items: [
          {
            id: 'a',
            name: 'A',
            price: 1,
            options: [
              {
                id: 'g',
                name: 'G',
                internal_name: null,
                values: [
                  { id: 'v', name: 'V', product_id: null, option_group_id: null, sub_option_group_id: null },
                ],
              },
            ],
          },
        ],
      },
      [],
    ],
    [
      'an item restocked automatically',
      { items: [{ id: 'a', name: 'A', price: 1, auto_restock: 'enabled' }] },
      [
        'menus[0].sections[0].items[0].auto_restock: Items are not restocked automatically: staff mark them available again from Menu & ordering. Set it to "disabled" or leave it out.',
      ],
    ],
    [
      'a menu attachment',
      { menu: { attachment: '/menus/wine.pdf' } },
      [
        'menus[0].attachment: Menu attachments are not shown to diners. Put the document’s link in the menu’s description instead.',
      ],
    ],
    [
      'allow_sections: false',
      { menu: { allow_sections: false } },
      [
        'menus[0].allow_sections: A menu without sections lists its items in its own items; allow_sections: false has no effect. Leave it out.',
      ],
    ],
  ] as const)('%s', (_, overrides, issues) => {
    expect(issuesOf(overrides as Parameters<typeof makeFile>[0])).toEqual(issues);
  });
});

describe('fonts: a family the web app does not serve is refused, naming those it does', () => {
  const available = 'Available fonts: Inter, Lora, Poppins, Playfair Display.';
  it.each([
    ['the default fonts, whatever is named', { use_default_fonts: true, primary_font: 'Comic Sans' }, []],
    [
      'hosted families, any case',
      { use_default_fonts: false, primary_font: 'playfair display', secondary_font: 'Inter' },
      [],
    ],
    [
      'a family not served',
      { use_default_fonts: false, primary_font: 'Comic Sans', secondary_font: 'Lora' },
      [`menu_configuration.primary_font: The font "Comic Sans" is not available. ${available}`],
    ],
  ] as const)('%s', (_, config, issues) => {
    expect(issuesOf(withConfig(config))).toEqual(issues);
  });
});
