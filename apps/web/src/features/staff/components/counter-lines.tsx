import { removeFromCart, updateQuantity } from '@ordering/domain/cart/add-item';
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { localized } from '@ordering/domain/menu/convert';
import type { OptionGroup, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { inputClass } from './ui';

/** The names of a line's chosen options, nested ones included. */
function optionNames(
  groups: readonly OptionGroup[],
  chosen: readonly CartOptionGroup[],
  lang: 'en' | 'fr',
): string[] {
  return chosen.flatMap((c) => {
    const group = groups.find((g) => g.id === c.id);
    return c.values.flatMap((v) => {
      const value = group?.values.find((x) => x.id === v.id);
      return value ? [localized(value, 'name', lang), ...optionNames(value.options, v.options, lang)] : [];
    });
  });
}

/** A line's item in the data file, in its section or loose in its menu. */
const itemOf = (file: RestaurantDataFile | undefined, line: CartItem) => {
  const menu = file?.menus.find((m) => m.id === line.menu_id);
  return (
    menu?.sections.flatMap((s) => s.items).find((i) => i.id === line.id) ??
    menu?.items.find((i) => i.id === line.id)
  );
};

/** The counter order's lines: each item with its options, its quantity to change, and a button that removes it. */
export function CounterLines({
  file,
  lines,
  setLines,
  locale,
}: {
  file: RestaurantDataFile | undefined;
  lines: CartItem[];
  setLines: Dispatch<SetStateAction<CartItem[]>>;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  return (
    <ul className="space-y-2">
      {lines.map((line) => {
        const item = itemOf(file, line);
        const itemName = item ? localized(item, 'name', lang) : line.id;
        const chosen = item ? optionNames(item.options, line.orderOptions, lang) : [];
        return (
          <li key={line.orderId} className="flex items-start gap-2" data-testid="counter-line">
            <span className="w-16 shrink-0">
              <input
                type="number"
                min={1}
                max={99}
                value={line.quantity}
                aria-label={t('staff.counter.quantity', { item: itemName })}
                onChange={(e) =>
                  setLines((held) => updateQuantity(held, line.orderId, Number(e.target.value)))
                }
                className={inputClass}
              />
            </span>
            <span className="flex-1">
              <span className="block font-semibold">{itemName}</span>
              {chosen.length ? <span className="block text-sm text-muted">{chosen.join(', ')}</span> : null}
            </span>
            <button
              type="button"
              aria-label={t('staff.counter.removeItem', { item: itemName })}
              className="min-h-11 px-2 text-sm font-semibold text-red-800 underline"
              onClick={() => setLines((held) => removeFromCart(held, line.orderId))}
            >
              {t('staff.counter.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
