import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { MenuLocale } from '@ordering/domain/menu/convert';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';
import type { TFunction } from 'i18next';
import { lineText } from './line-text';

/**
 * What the diner is told once lines of an earlier order are put back (another round, order again, a receipt): the
 * lines that went in, by name and quantity, and those that did not. A line whose item left the menu has no name to
 * give here (the earlier order kept only its id): it is counted instead.
 */
export function addedAgainTexts(
  index: MenuIndex,
  result: { items: readonly CartItem[]; skipped: readonly CartItem[]; warning: boolean },
  lang: MenuLocale,
  t: TFunction,
): { added: string | null; skipped: string | null } {
  const named = (line: CartItem) => `${line.quantity} × ${lineText(index, line, lang).name}`;
  const onMenu = result.skipped.filter((line) => findItem(index, line.menu_id, line.id));
  const gone = result.skipped.length - onMenu.length;
  const parts = [
    onMenu.length > 0 ? t('cart.reorderNotAdded', { lines: onMenu.map(named).join(', ') }) : null,
    gone > 0 ? t('cart.reorderGone', { count: gone }) : null,
  ].filter((part): part is string => part !== null);
  // Every line went in, but not all of its quantity: the cart had no room left for the rest.
  if (parts.length === 0 && result.warning) parts.push(t('cart.reorderSkipped'));
  return {
    added:
      result.items.length > 0 ? t('cart.reorderAdded', { lines: result.items.map(named).join(', ') }) : null,
    skipped: parts.length > 0 ? parts.join(' ') : null,
  };
}
