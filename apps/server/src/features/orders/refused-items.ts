/**
 * The error that refuses cart lines, naming them in the diner's language. Its own file so that the menus a cart may
 * order from (cart-menus.ts) and the pricing (costs.service.ts) both use it without importing each other.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import { refusedOptionName } from '@ordering/domain/pricing/refused-option';
import type { PricingIssue } from '@ordering/domain/pricing/types';
import { AppError } from '../../errors/app-error';
import { type MessageKey, translate } from '../../i18n/messages';

function invalidItems(issues: readonly PricingIssue[]) {
  return issues.map((i) => ({
    orderId: i.orderId,
    itemId: i.itemId,
    code: i.code,
    reason: i.reason,
    ...(i.groupId === undefined ? {} : { groupId: i.groupId }),
    ...(i.valueId === undefined ? {} : { valueId: i.valueId }),
  }));
}

/** The message that names the refused lines, by the error's code and how many lines there are. */
const NAMED_KEYS: Record<415 | 426 | 400, [one: MessageKey, several: MessageKey]> = {
  415: ['error.lineSoldOut', 'error.linesSoldOut'],
  426: ['error.lineUnavailable', 'error.linesUnavailable'],
  400: ['error.linesRefused', 'error.linesRefused'],
};

/** A refused line as its message names it: the dish, and the choice when a choice (not the dish) is what is refused. */
interface RefusedName {
  item: string;
  option: string | null;
}

/**
 * The refused lines in `locale`, each once, in cart order; empty when one cannot be found (an unknown item or menu),
 * so the message then stays the general one.
 */
function refusedNames(
  issues: readonly PricingIssue[],
  cart: { file: RestaurantDataFile; items: readonly CartItem[] },
  locale: 'en-CA' | 'fr-CA',
): RefusedName[] {
  const index = buildMenuIndex(cart.file);
  const lang = locale === 'fr-CA' ? 'fr' : 'en';
  const names: RefusedName[] = [];
  for (const issue of issues) {
    const line = cart.items.find((i) => i.orderId === issue.orderId);
    const found = line ? findItem(index, line.menu_id, issue.itemId) : undefined;
    if (!found) return [];
    const item = localized(found.item as Parameters<typeof localized>[0], 'name', lang);
    if (!item) return [];
    const option = refusedOptionName(found.item.options, issue, lang);
    if (!names.some((n) => n.item === item && n.option === option)) names.push({ item, option });
  }
  return names;
}

/** The one refused line's own message when a choice is what is refused: the choice named, then its dish. */
const OPTION_KEYS: Partial<Record<415 | 426 | 400, MessageKey>> = {
  415: 'error.optionSoldOut',
  426: 'error.optionUnavailable',
};

/**
 * 415 when any refused line is sold out, else 426 when any is unavailable, else 400 (ids or quantities). Given the
 * cart, the message names the refused items in the diner's language (the diner must know
 * which line to remove), and the choice when a choice is what is refused; `details.invalid_items` lists the lines,
 * with the choice's group and value ids, for the screens to mark.
 */
export function refusedItemsError(
  issues: readonly PricingIssue[],
  cart?: { file: RestaurantDataFile; items: readonly CartItem[] },
): AppError {
  const code = issues.some((i) => i.code === 415) ? 415 : issues.some((i) => i.code === 426) ? 426 : 400;
  const key: MessageKey =
    code === 415 ? 'error.itemSoldOut' : code === 426 ? 'error.itemUnavailable' : 'error.itemsRefused';
  const error = new AppError(code, key, {}, { invalid_items: invalidItems(issues) });
  if (cart) {
    const refused = issues.filter((i) => i.code === code);
    error.localized = (locale) => {
      const names = refusedNames(refused, cart, locale);
      if (names.length === 0) return translate(locale, key);
      const only = names.length === 1 ? names[0] : undefined;
      const optionKey = OPTION_KEYS[code];
      if (only?.option && optionKey)
        return translate(locale, optionKey, { option: only.option, item: only.item });
      const [one, several] = NAMED_KEYS[code];
      const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        names.map((n) =>
          n.option ? translate(locale, 'error.optionOfItem', { option: n.option, item: n.item }) : n.item,
        ),
      );
      return translate(locale, names.length === 1 ? one : several, { names: list });
    };
  }
  return error;
}
