/**
 * Test factories with overrides, built on the data-file schema so every default is the real one:
 * `makeItem({ price: 4 })`, `makeOptionGroup({ type: 'pricing', values: [...] })`, `makeFile({ items, restaurant })`,
 * `makeCartLine({ id: 'burger', quantity: 2 })`.
 */
import type { CartItem, CartOptionGroup, CartOptionValue } from '../cart/cart-item';
import {
  type DataFileItem,
  itemSchema,
  type OptionGroup,
  optionGroupSchema,
  type RestaurantDataFile,
  type RestaurantDataFileInput,
  restaurantDataFileSchema,
} from '../menu/data-file';

type Input<T> = { [K in keyof T]?: unknown };

export const TEST_MENU_ID = 'm1';
export const TEST_SECTION_ID = 's1';

export function makeItem(overrides: Input<DataFileItem> = {}): DataFileItem {
  return itemSchema.parse({ id: 'item-1', name: 'Item', price: 10, ...overrides });
}

export function makeOptionGroup(overrides: Input<OptionGroup> = {}): OptionGroup {
  return optionGroupSchema.parse({ id: 'g1', name: 'Group', values: [], ...overrides });
}

export type RestaurantOverrides = Partial<Record<keyof RestaurantDataFile['restaurant'], unknown>>;

export interface FileOverrides {
  restaurant?: RestaurantOverrides;
  /** Items of the one section s1 of the one menu m1. */
  items?: unknown[];
  /** Items directly under menu m1 (no section). */
  menuItems?: unknown[];
  section?: Record<string, unknown>;
  menu?: Record<string, unknown>;
  order_options?: Record<string, unknown>;
  menu_configuration?: Record<string, unknown>;
  promos?: unknown[];
  subsidies?: unknown[];
  announcements?: unknown[];
}

export function makeRestaurant(overrides: RestaurantOverrides = {}): RestaurantDataFile['restaurant'] {
  return makeFile({ restaurant: overrides }).restaurant;
}

export function makeFile(overrides: FileOverrides = {}): RestaurantDataFile {
  const input = {
    restaurant: {
      id: 'r1',
      slug: 'test-restaurant',
      name: 'Test restaurant',
      province: 'on',
      tax_rate: { tax1: 0.13 },
      ...overrides.restaurant,
    },
    order_options: overrides.order_options ?? {},
    ...(overrides.menu_configuration ? { menu_configuration: overrides.menu_configuration } : {}),
    menus: [
      {
        id: TEST_MENU_ID,
        name: 'Menu',
        slug: 'menu',
        ...overrides.menu,
        items: overrides.menuItems ?? [],
        sections: [
          {
            id: TEST_SECTION_ID,
            name: 'Section',
            ...overrides.section,
            items: overrides.items ?? [makeItem()],
          },
        ],
      },
    ],
    promos: overrides.promos ?? [],
    subsidies: overrides.subsidies ?? [],
    announcements: overrides.announcements ?? [],
  } as RestaurantDataFileInput;
  return restaurantDataFileSchema.parse(input);
}

export function makeCartValue(overrides: Partial<CartOptionValue> = {}): CartOptionValue {
  return { id: 'v1', quantity: 1, adjustedPrice: 0, options: [], ...overrides };
}

export function makeCartGroup(id: string, values: Partial<CartOptionValue>[]): CartOptionGroup {
  return { id, values: values.map(makeCartValue) };
}

export function makeCartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'item-1',
    menu_id: TEST_MENU_ID,
    section_id: TEST_SECTION_ID,
    orderId: 1,
    quantity: 1,
    orderPrice: 0,
    orderOptions: [],
    ...overrides,
  };
}

/** Every pricing case runs for a tax-exclusive and a tax-inclusive restaurant. */
export const TAX_MODES = [
  { mode: 'tax-exclusive', inclusive: false },
  { mode: 'tax-inclusive', inclusive: true },
] as const;

/** 96 slots of one code for each of the 7 days, Monday first. */
export function weekOf(code: string): string[] {
  return Array.from({ length: 7 }, () => code.repeat(96));
}
