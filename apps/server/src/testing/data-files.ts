/**
 * Small, valid restaurant data files for server tests, with overrides. The demo files in `demo/` are for people;
 * these are for assertions, so each test states the few fields it depends on.
 */
export interface TestDataFileOptions {
  id?: number;
  slug?: string;
  name?: string;
  ordersPaused?: boolean;
  itemPrice?: number;
}

export function testDataFile(options: TestDataFileOptions = {}) {
  const slug = options.slug ?? 'test-bistro';
  return {
    restaurant: {
      id: options.id ?? 9001,
      slug,
      name: options.name ?? 'Test Bistro',
      province: 'on',
      tax_rate: { tax1: 0.13 },
      address: '1 King St W, Toronto, ON',
      latitude: 43.6487,
      longitude: -79.3817,
      orders_paused: options.ordersPaused ?? false,
      localization: { fr: { name: 'Bistro Test' } },
    },
    locales: [
      { locale_short: 'en', locale_long: 'en-CA', label: 'English', is_default: true },
      { locale_short: 'fr', locale_long: 'fr-CA', label: 'Français' },
    ],
    menu_groups: [{ id: 'g1', name: 'All day', slug: 'all-day' }],
    menus: [
      {
        id: 'm1',
        name: 'Lunch',
        slug: 'lunch',
        dine_in: true,
        menu_group_id: 'g1',
        localization: { fr: { name: 'Dîner' } },
        sections: [
          {
            id: 's1',
            name: 'Mains',
            items: [
              {
                id: 'i1',
                name: 'Club sandwich',
                price: options.itemPrice ?? 14.5,
                localization: { fr: { name: 'Sandwich club' } },
              },
            ],
          },
        ],
      },
    ],
  };
}
