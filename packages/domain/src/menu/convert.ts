/**
 * Menu data conversion (RULES.md): the published data file turned into what the screens show, for one locale and one
 * moment. Pure: the same file, locale and `now` always give the same menu.
 */

import { type Cents, toCents } from '../money/money';
import { type OfferedDates, refusingLevel } from '../ordering/offered-dates';
import { DEFAULT_ZONE, localDate } from '../ordering/zoned';
import { buildPriceContext } from '../pricing/price-context';
import { unitPrice } from '../pricing/unit-price';
import type {
  DataFileItem,
  DataFileMenu,
  Localization,
  OptionGroup,
  OptionValue,
  RestaurantDataFile,
} from './data-file';
import { isPublished } from './data-file/publishing';

export type MenuLocale = 'en' | 'fr';

export interface ViewOptionValue {
  id: string;
  name: string;
  description: string;
  price: Cents;
  calories: number | null;
  order: number;
  /** Each value starts with quantity 1 and unchecked. */
  quantity: number;
  checked: boolean;
  roll_up: boolean;
  default_selection: boolean;
  max_quantity: number | null;
  allergens: string[];
  diets: string[];
  options: ViewOptionGroup[];
  /** Sold out (by the file or by staff): shown, not selectable. */
  sold_out?: boolean;
}

export interface ViewOptionGroup {
  id: string;
  name: string;
  description: string;
  type: 'addons' | 'pricing';
  required: boolean;
  allow_multiple_selection: boolean;
  limit: number | null;
  order: number;
  values: ViewOptionValue[];
}

export interface ViewItem {
  id: string;
  menu_id: string;
  section_id: string | null;
  name: string;
  description: string;
  ingredients: string;
  slug: string | null;
  sku: string | null;
  category: string | null;
  calories: number | null;
  image: string | null;
  /** The item's price in the file. */
  base_price: Cents;
  /** What one unit costs now: the price schedule's slot, then the item promos (never on alcohol). */
  price: Cents;
  promos: string[];
  tax_rate: number | null;
  tax_rebate_eligibility: boolean;
  price_unit: string | null;
  price_type: string | null;
  allergens: string[];
  diets: string[];
  nutritional_sheet_url: string | null;
  sold_out: boolean;
  /** Flagged unavailable, outside its price schedule right now, or not offered on the day the menu is for. */
  unavailable: boolean;
  /** When not offered on that day: the days its menu, section or item does offer it (ordering/offered-dates.ts). */
  offered_days: OfferedDates | null;
  alcoholic_beverage: boolean;
  order: number;
  featured_item: boolean;
  upsell_item: boolean;
  meal_package: boolean;
  options: ViewOptionGroup[];
}

export interface ViewSection {
  id: string;
  name: string;
  slug: string | null;
  order: number;
  description: string;
  sold_out: boolean;
  items: ViewItem[];
}

export interface ViewMenu {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  description: string;
  dine_in: boolean;
  on_demand: boolean;
  scheduled: boolean;
  member_only: boolean;
  catering: boolean;
  order: number;
  menu_group_id: string | null;
  estimated_prep_time: number | null;
  sections: ViewSection[];
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
  euml: 'ë',
  iuml: 'ï',
  Eacute: 'É',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  reg: '®',
  trade: '™',
  copy: '©',
};

/** Menu text may arrive HTML-escaped (`Caf&eacute; &amp; th&#233;`): shown as the characters they stand for. */
export function unescapeHtml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

/** Calories must be an integer of 0 or more, otherwise null ("250" counts, "about 250" and 12.5 do not). */
export function normalizeCalories(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The text of `field` in `locale`, falling back to the base text; HTML entities unescaped. */
export function localized(
  entity: { localization: Localization } & Record<string, unknown>,
  field: string,
  locale: MenuLocale,
): string {
  const translated = (entity.localization[locale] as Record<string, unknown> | undefined)?.[field];
  const base = entity[field];
  const text = typeof translated === 'string' && translated.trim() !== '' ? translated : base;
  return typeof text === 'string' ? unescapeHtml(text) : '';
}

/** The restaurant's name as diners read it: its display name when it has one, else its name in `locale`. */
export function restaurantName(
  restaurant: { display_name: string | null; localization: Localization } & Record<string, unknown>,
  locale: MenuLocale,
): string {
  return restaurant.display_name ?? localized(restaurant, 'name', locale);
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

function convertValue(value: OptionValue, locale: MenuLocale): ViewOptionValue {
  return {
    id: value.id,
    name: localized(value, 'name', locale),
    description: localized(value, 'description', locale),
    price: toCents(value.price),
    calories: normalizeCalories(value.calories),
    order: value.order,
    quantity: 1,
    checked: false,
    roll_up: value.roll_up ?? true,
    default_selection: value.default_selection,
    max_quantity: value.max_quantity,
    allergens: [...value.allergens],
    diets: [...value.diets],
    options: convertGroups(value.options, locale),
    sold_out: value.sold_out,
  };
}

/**
 * The menu's order of a group list: pricing groups first (they set the price), then the rest, each by its order
 * (a stable sort, so equal orders keep the data file's). The item viewer shows the groups so and a cart line lists
 * its choices so (apps/web/src/lib/cart/line-text.ts).
 */
export function groupsInMenuOrder<T extends { type: string; order: number }>(groups: readonly T[]): T[] {
  return [...groups].sort(
    (a, b) => Number(b.type === 'pricing') - Number(a.type === 'pricing') || a.order - b.order,
  );
}

/** The menu's order of a group's values: by their order, the data file's where equal. */
export function valuesInMenuOrder<T extends { order: number }>(values: readonly T[]): T[] {
  return [...values].sort(byOrder);
}

export function convertGroups(groups: readonly OptionGroup[], locale: MenuLocale): ViewOptionGroup[] {
  return groupsInMenuOrder(groups).map((group) => ({
    id: group.id,
    name: localized(group, 'name', locale),
    description: localized(group, 'description', locale),
    type: group.type,
    required: group.required,
    allow_multiple_selection: group.allow_multiple_selection,
    limit: group.limit,
    order: group.order,
    values: valuesInMenuOrder(group.values.filter(isPublished)).map((v) => convertValue(v, locale)),
  }));
}

export interface ConvertOptions {
  locale: MenuLocale;
  now: Date;
  /**
   * The day the menu is for (an ordering link's first day): items not offered on it are unavailable. Absent: today
   * in the restaurant's zone; null: not checked (K-12 days check their own).
   */
  date?: string | null;
}

function convertItem(
  item: DataFileItem,
  menuId: string,
  sectionId: string | null,
  sectionSoldOut: boolean,
  price: (item: DataFileItem) => { price: Cents; unavailable: boolean },
  locale: MenuLocale,
  offeredDays: OfferedDates | null,
): ViewItem {
  const now = price(item);
  return {
    id: item.id,
    menu_id: menuId,
    section_id: sectionId,
    name: localized(item, 'name', locale),
    description: localized(item, 'description', locale),
    ingredients: localized(item, 'ingredients', locale),
    slug: item.slug,
    sku: item.sku,
    category: item.category,
    calories: normalizeCalories(item.calories),
    image: item.image,
    base_price: toCents(item.price),
    price: now.price,
    promos: [...item.promos],
    tax_rate: item.tax_rate,
    tax_rebate_eligibility: item.tax_rebate_eligibility,
    price_unit: item.price_unit,
    price_type: item.price_type,
    allergens: [...item.allergens],
    diets: [...item.diets],
    nutritional_sheet_url: item.nutritional_sheet_url,
    sold_out: item.sold_out || sectionSoldOut,
    unavailable: item.unavailable || now.unavailable || offeredDays !== null,
    // Only the days: the level is the whole menu, section or item.
    offered_days: offeredDays && { date_range: offeredDays.date_range, dates: offeredDays.dates },
    alcoholic_beverage: item.alcoholic_beverage,
    order: item.order,
    featured_item: item.featured_item,
    upsell_item: item.upsell_item,
    meal_package: item.meal_package,
    options: convertGroups(item.options, locale),
  };
}

/** The visible menus of a data file (deleted menus and unpublished entities left out), in display order. */
export function convertMenus(file: RestaurantDataFile, options: ConvertOptions): ViewMenu[] {
  // The same unit price the costs pipeline charges (schedule, then promos), so the menu never shows another price.
  const ctx = buildPriceContext(file, { now: options.now });
  const price = (item: DataFileItem) => {
    const priced = unitPrice(item, { orderOptions: [] }, ctx);
    return priced.ok
      ? { price: priced.value, unavailable: false }
      : { price: toCents(item.price), unavailable: true };
  };
  const day =
    options.date === undefined
      ? localDate(options.now, file.restaurant.timezone || DEFAULT_ZONE)
      : options.date;
  // The level (menu, section, item) that does not offer the item on `day`, if any.
  const notOffered = (levels: readonly OfferedDates[]) => (day === null ? null : refusingLevel(levels, day));
  return file.menus
    .filter((menu) => !menu.deleted_at && isPublished(menu))
    .sort(byOrder)
    .map((menu) => convertMenu(menu, price, options.locale, notOffered));
}

function convertMenu(
  menu: DataFileMenu,
  price: (item: DataFileItem) => { price: Cents; unavailable: boolean },
  locale: MenuLocale,
  notOffered: (levels: readonly OfferedDates[]) => OfferedDates | null,
): ViewMenu {
  const sections: ViewSection[] = menu.sections
    .filter(isPublished)
    .sort(byOrder)
    .map((section) => ({
      id: section.id,
      name: localized(section, 'name', locale),
      slug: section.slug,
      order: section.order,
      description: localized(section, 'description', locale),
      sold_out: section.sold_out,
      items: section.items
        .filter(isPublished)
        .sort(byOrder)
        .map((item) =>
          convertItem(
            item,
            menu.id,
            section.id,
            section.sold_out,
            price,
            locale,
            notOffered([menu, section, item]),
          ),
        ),
    }));
  // Items listed on the menu itself (a menu without sections) form one untitled section.
  const loose = menu.items.filter(isPublished).sort(byOrder);
  if (loose.length > 0) {
    sections.push({
      id: `${menu.id}-items`,
      name: '',
      slug: null,
      order: Number.MAX_SAFE_INTEGER,
      description: '',
      sold_out: false,
      items: loose.map((item) =>
        convertItem(item, menu.id, null, false, price, locale, notOffered([menu, item])),
      ),
    });
  }
  return {
    id: menu.id,
    name: localized(menu, 'name', locale),
    slug: menu.slug,
    image: menu.image,
    description: localized(menu, 'description', locale),
    dine_in: menu.dine_in,
    on_demand: menu.on_demand,
    scheduled: menu.scheduled,
    member_only: menu.member_only,
    catering: menu.catering,
    order: menu.order,
    menu_group_id: menu.menu_group_id,
    estimated_prep_time: menu.estimated_prep_time,
    sections,
  };
}
