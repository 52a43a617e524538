/**
 * Order lines: the submitted items as the pipeline's cart items, and the snapshot a placed order keeps of each
 * line (names and prices as charged), so a later menu edit never rewrites a past order.
 */
import {
  type CartItem,
  type CartOptionGroup,
  isMemoGroup,
  specialInstructionsOf,
  withSpecialInstructions,
} from '@ordering/domain/cart/cart-item';
import type { CartItemBody as ContractCartItem } from '@ordering/domain/contracts/cart';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { groupsInMenuOrder, localized, valuesInMenuOrder } from '@ordering/domain/menu/convert';
import type { Localization, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { repriceCartItems } from '@ordering/domain/pricing/costs';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import type { LinePrice } from '@ordering/domain/pricing/types';
import type { NewLine } from './orders.repository';

type SubmittedItem = SubmitOrderRequest['data']['items'][number];

function isCartItemBody(item: SubmittedItem): item is ContractCartItem {
  return 'menu_id' in item;
}

/** The first menu (and section) holding an item id: an item as sent names no menu. */
function locate(file: RestaurantDataFile, itemId: string): { menuId: string; sectionId: string | null } {
  for (const menu of file.menus) {
    if (menu.items.some((i) => i.id === itemId)) return { menuId: menu.id, sectionId: null };
    const section = menu.sections.find((s) => s.items.some((i) => i.id === itemId));
    if (section) return { menuId: menu.id, sectionId: section.id };
  }
  // Unknown everywhere: the pipeline refuses it as item_not_found.
  return { menuId: file.menus[0]?.id ?? '', sectionId: null };
}

export function submittedToCartItems(file: RestaurantDataFile, items: readonly SubmittedItem[]): CartItem[] {
  return items.map((item) => {
    if (isCartItemBody(item)) return toCartItem(item);
    const where = locate(file, item.id);
    const cart = toCartItem({
      id: item.id,
      menu_id: where.menuId,
      section_id: where.sectionId,
      orderId: item.orderId,
      quantity: item.quantity,
      orderPrice: item.orderPrice,
      orderOptions: item.orderOptions.map((g) => ({
        id: g.id,
        ...(g.memo === undefined ? {} : { memo: g.memo }),
        values: g.values,
      })),
    });
    return item.specialInstructions ? withSpecialInstructions(cart, item.specialInstructions) : cart;
  });
}

interface NamedValue {
  id: string;
  name: string;
  order: number;
  localization?: Localization;
  options: MenuGroup[];
}

/** An option group as the data file gives it, with what the snapshot names and orders. */
interface MenuGroup {
  id: string;
  type: string;
  order: number;
  values: NamedValue[];
}

/** A name in both languages, so the diner's view shows the order in the language they read it in. */
function bothNames(entity: { name: string; localization?: Localization }) {
  const e = { localization: entity.localization ?? {}, name: entity.name };
  return { en: localized(e, 'name', 'en'), fr: localized(e, 'name', 'fr') };
}

interface DisplayedOption {
  name: string;
  names?: { en: string; fr: string };
  quantity: number;
  priceCents: number;
  /** A pricing group's value: its price is the unit's price, not something added to it. */
  setsPrice?: true;
}

/**
 * Each chosen value with its name and price, in the menu's order (its groups, then each group's values, as the item
 * viewer and the cart list them), not the order the diner tapped them: the confirmation and the kitchen ticket read
 * as the cart did. The price is the server's: `chosen` comes from `menuPricedItems`, and a top-level pricing group's
 * value shows the unit price it set (`unitCents`, after promos and subsidy), as priceLine says it. A choice the menu
 * no longer has follows, by its id.
 */
function optionNames(
  groups: readonly MenuGroup[],
  chosen: readonly CartOptionGroup[],
  unitCents: number | null,
): DisplayedOption[] {
  const out: DisplayedOption[] = [];
  const selections = chosen.filter((s) => !isMemoGroup(s));
  const ordered = groupsInMenuOrder(groups);
  const inMenu = ordered.flatMap((group) => {
    const selection = selections.find((s) => s.id === group.id);
    return selection ? [{ group, selection }] : [];
  });
  const unknown = selections
    .filter((s) => !groups.some((g) => g.id === s.id))
    .map((selection) => ({ group: undefined, selection }));
  for (const { group, selection } of [...inMenu, ...unknown]) {
    const values = group
      ? [
          ...valuesInMenuOrder(group.values).flatMap((value) => {
            const v = selection.values.find((x) => x.id === value.id);
            return v ? [{ v, value }] : [];
          }),
          ...selection.values
            .filter((v) => !group.values.some((x) => x.id === v.id))
            .map((v) => ({ v, value: undefined })),
        ]
      : selection.values.map((v) => ({ v, value: undefined }));
    for (const { v, value } of values) {
      out.push({
        name: value?.name ?? v.id,
        ...(value ? { names: bothNames(value) } : {}),
        quantity: v.quantity,
        priceCents: group?.type === 'pricing' && unitCents !== null ? unitCents : v.adjustedPrice,
        ...(group?.type === 'pricing' ? { setsPrice: true as const } : {}),
      });
      if (value) out.push(...optionNames(value.options, v.options, null));
    }
  }
  return out;
}

/**
 * The lines as the published menu prices them at `now`: every option value's adjustedPrice (nested ones too) and
 * the orderPrice replaced by the domain's priceLine, so what an order keeps never carries a price the client sent,
 * and another round is offered at today's prices. A line the menu cannot price stays as sent: a submission's pricing
 * refuses it before anything is written, and the cart's reorder rules skip it.
 */
export function menuPricedItems(file: RestaurantDataFile, items: readonly CartItem[], now: Date): CartItem[] {
  const priced = repriceCartItems({ file, index: buildMenuIndex(file), now }, items);
  return items.map((item, i) => {
    const result = priced[i];
    return result?.ok ? result.item : item;
  });
}

/**
 * What an order keeps of each line; `items` as `menuPricedItems` made them, `priced` the checkout's line prices,
 * `taxes` each line's taxes in cents (split-checkout.ts), which a tab's bill charges to the line (tabs/bill.ts).
 */
export function lineSnapshots(
  file: RestaurantDataFile,
  items: readonly CartItem[],
  priced: readonly LinePrice[],
  taxes?: readonly number[],
): NewLine[] {
  const index = buildMenuIndex(file);
  return items.map((item, position) => {
    const price = priced[position];
    const found = findItem(index, item.menu_id, item.id);
    const groups = (found?.item.options ?? []) as unknown as MenuGroup[];
    const instructions = specialInstructionsOf(item);
    return {
      position,
      itemId: item.id,
      menuId: item.menu_id,
      sectionId: item.section_id,
      name: found?.item.name ?? item.id,
      options: {
        selections: item.orderOptions,
        display: optionNames(groups, item.orderOptions, price ? price.unitPrice : null),
        ...(found ? { names: bothNames(found.item) } : {}),
      },
      specialInstructions: instructions === '' ? null : instructions,
      unitCents: price ? price.unitPrice + price.addOns : 0,
      lineCents: price?.price ?? item.orderPrice,
      taxCents: taxes?.[position] ?? null,
      quantity: item.quantity,
    };
  });
}
