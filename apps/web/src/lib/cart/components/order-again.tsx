import type { CartItem } from '@ordering/domain/cart/cart-item';
import { findItem } from '@ordering/domain/pricing/menu-index';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLocale } from '../../locale';
import { useRestaurantContext } from '../../restaurant-data';
import { useSession } from '../../session/use-session';
import { useCart } from '../cart-context';
import { accountLastOrder, readLastOrder } from '../last-order';
import { canOrder } from '../order-mode';
import { PickLines } from './pick-lines';

const NO_LINES: readonly CartItem[] = [];

/**
 * "Order again": a signed-in diner's last order at this restaurant, from the account (any device), or a guest's last
 * order placed on this device; the diner ticks the lines that come back, then one tap puts them in the cart (the reorder rules skip what is gone or sold out). Hidden
 * when the restaurant turns it off, when the diner cannot order here yet, or when nothing of that order is still on
 * the menu; and once the cart holds anything, another round's lines included (they arrive after the menu): a tap
 * would then add the same order on top of it.
 */
export function OrderAgain() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const cart = useCart();
  const session = useSession(data.restaurant.id);
  const signedIn = session.status === 'user';
  const account = useQuery({
    queryKey: ['last-order', data.restaurant.id, session.profile?.id],
    queryFn: () => accountLastOrder(data.restaurant.id),
    enabled: signedIn,
    // Asked again each time the menu opens: an order placed a moment ago is the one to offer.
    staleTime: 0,
  });
  const [onDevice] = useState(() => readLastOrder(data.restaurant.slug));
  // While the session is being read, nothing: a guest's device order must not flash for a signed-in diner.
  const lines = session.status === 'loading' ? NO_LINES : signedIn ? (account.data ?? NO_LINES) : onDevice;
  const [added, setAdded] = useState(false);
  const lang = menuLocale(locale);
  const onMenu = useMemo(
    () => lines.filter((line) => findItem(cart.index, line.menu_id, line.id)),
    [lines, cart.index],
  );

  if (
    data.restaurant.disable_order_again ||
    added ||
    onMenu.length === 0 ||
    !canOrder(cart.mode) ||
    cart.items.length > 0 ||
    cart.mode.anotherRoundId
  )
    return null;
  return (
    <PickLines
      heading={t('menu.orderAgain')}
      intro={t('menu.orderAgainIntro')}
      lines={onMenu}
      index={cart.index}
      lang={lang}
      onAdd={async (chosen) => {
        if (await cart.addAgain(chosen)) setAdded(true);
      }}
    />
  );
}
