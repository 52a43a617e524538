import type { CartItem } from '@ordering/domain/cart/cart-item';
import { localized, type MenuLocale } from '@ordering/domain/menu/convert';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';
import { findOptionValue } from '@ordering/domain/pricing/refused-option';
import { ApiError } from '../api-client';

interface ListedLine {
  orderId?: unknown;
  code?: unknown;
  groupId?: unknown;
  valueId?: unknown;
}

function listedLines(error: unknown): ListedLine[] {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return [];
  const listed = (error.details as { invalid_items?: unknown }).invalid_items;
  return Array.isArray(listed) ? listed.map((line) => (line ?? {}) as ListedLine) : [];
}

/**
 * The cart lines a refusal names (the server lists them in `details.invalid_items`), by
 * line (orderId), with the refusal's code: 415 sold out, 426 unavailable, else refused. Empty for any other error.
 */
export function refusedLines(error: unknown): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { orderId, code } of listedLines(error)) {
    if (typeof orderId === 'number') lines.set(orderId, typeof code === 'number' ? code : 400);
  }
  return lines;
}

/**
 * The choices a refusal is about, by line: a line refused because one of its choices is sold out or unavailable
 * names that choice (its group and value), not the dish, which can be ordered again with another choice.
 */
export function refusedChoices(error: unknown): Map<number, { groupId: string; valueId: string }> {
  const choices = new Map<number, { groupId: string; valueId: string }>();
  for (const { orderId, code, groupId, valueId } of listedLines(error)) {
    if (typeof orderId !== 'number' || (code !== 415 && code !== 426)) continue;
    if (typeof groupId === 'string' && typeof valueId === 'string')
      choices.set(orderId, { groupId, valueId });
  }
  return choices;
}

/** The name, in the menu's language, of the choice a refused line names; undefined when it names the dish. */
export function refusedChoiceName(
  index: MenuIndex,
  item: CartItem,
  choice: { groupId: string; valueId: string } | undefined,
  lang: MenuLocale,
): string | undefined {
  if (!choice) return undefined;
  const entry = findItem(index, item.menu_id, item.id);
  const value = entry ? findOptionValue(entry.item.options, choice.groupId, choice.valueId) : undefined;
  return value ? localized(value as Parameters<typeof localized>[0], 'name', lang) || undefined : undefined;
}

/**
 * The mark a refused line shows, by its code: the menu's own words for a sold-out or unavailable item, after the
 * choice's name when a choice is what is refused ("Double-smoked bacon · Sold out").
 */
export function refusedMark(t: (key: string) => string, code: number, choice?: string): string {
  const words = t(refusedMarkKey(code));
  return choice && (code === 415 || code === 426) ? `${choice} · ${words}` : words;
}

/** The mark a refused line shows, by its code: the menu's own words for a sold-out or unavailable item. */
export function refusedMarkKey(code: number): string {
  return code === 415 ? 'menu.soldOut' : code === 426 ? 'menu.unavailable' : 'cart.refused';
}
