import { addToCart } from '@ordering/domain/cart/add-item';
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { MenuIndex } from '@ordering/domain/pricing/menu-index';
import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLocale, toLocale } from '../locale';
import type { RestaurantData } from '../restaurant-data';
import { toast } from '../toast';

/** The cart's `addAgain` (cart-context.tsx): `lines` into the cart (`itemsRef`, `setItems`) by the reorder rules. */
export function useAddAgain(
  data: RestaurantData,
  index: MenuIndex,
  itemsRef: RefObject<CartItem[]>,
  setItems: Dispatch<SetStateAction<CartItem[]>>,
) {
  const { t, i18n } = useTranslation();
  // Lines of an earlier order (another round, order again), by the reorder rules.
  // Their rules load with the first use (another round, order again, a receipt, a pre-order change), not with the menu.
  return useCallback(
    async (lines: readonly CartItem[], options: { quiet?: boolean } = {}): Promise<boolean> => {
      const [{ linesToAddAgain }, { addedAgainTexts }, { formatCartMessage }] = await Promise.all([
        import('./add-again'),
        import('./added-again-texts'),
        import('@ordering/domain/cart/messages'),
      ]);
      const result = linesToAddAgain({ file: data, index, inCart: itemsRef.current, lines, now: new Date() });
      if (!result.ok) {
        toast.error(formatCartMessage(result.message, i18n.language));
        return false;
      }
      const said = addedAgainTexts(index, result, menuLocale(toLocale(i18n.language) ?? 'en-CA'), t);
      if (said.added && !options.quiet) toast.success(said.added);
      if (said.skipped) toast.warning(said.skipped);
      setItems((current) => result.items.reduce((cart, item) => addToCart(cart, item), current));
      return result.items.length > 0;
    },
    [index, data, t, i18n.language, itemsRef, setItems],
  );
}
