/**
 * The bill's lines named in the reader's language, as the menu names its items: each line carries the data file's
 * item and menu, so a French reader sees the French name the menu shows; a line whose item the file no longer has
 * keeps the name the order kept.
 */
import type { TabView } from '@ordering/domain/contracts/tabs';
import { localized, type MenuLocale } from '@ordering/domain/menu/convert';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';

export function namedIn(view: TabView, index: MenuIndex, lang: MenuLocale): TabView {
  return {
    ...view,
    lines: view.lines.map((line) => {
      const entry = line.itemId && line.menuId ? findItem(index, line.menuId, line.itemId) : undefined;
      return entry ? { ...line, name: localized(entry.item, 'name', lang) || line.name } : line;
    }),
  };
}
