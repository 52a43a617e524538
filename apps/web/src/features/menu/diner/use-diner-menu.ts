import { orderTypeOf } from '@ordering/domain/order-types/index';
import { linkFlags, linkFromParams, type OrderLink } from '@ordering/domain/order-types/link';
import { menuFits } from '@ordering/domain/order-types/menus';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCart } from '../../../lib/cart/cart-context';
import { canOrder, menuDay } from '../../../lib/cart/order-mode';
import { useRoundTable } from '../../../lib/cart/round-table';
import { currentTime } from '../../../lib/clock';
import { type Locale, menuLocale } from '../../../lib/locale';
import { menusForMember, useStoredMember } from '../../../lib/member-storage';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { selectMenus } from '../components/filter-menu';
import { convertedMenus } from '../converted-menus';

/**
 * What the diner's menu shows: the mode it is drawn in, the menus that mode and the device's member code let the
 * diner see, the one chosen (`?menu=`), its featured items, the cart's suggestions, and what the diner can do there.
 */
export function useDinerMenu(data: RestaurantData, locale: Locale) {
  const [params, setParams] = useSearchParams();
  const cart = useCart();
  // The mode the menu is drawn in. On a page the server drew, the cart (its saved mode) joins after taking over, but
  // the address's own mode (a table's QR code, take-out) is the same on both sides: it is drawn at once, so the first
  // paint already says "Table 12" (menu-page.ts draws these parameters).
  const urlMode = useMemo(() => linkFromParams(params), [params]);
  const mode: OrderLink = Object.keys(cart.mode).length > 0 ? cart.mode : (urlMode ?? cart.mode);
  // Another round keeps the table of the order it repeats: the menu shows that table (the server orders there).
  const roundId = mode.tableNum ? undefined : mode.anotherRoundId;
  const roundTable = useRoundTable(roundId);
  // Member-only menus stay hidden until the device holds a valid member code (the server refuses their items too).
  const member = useStoredMember(data.restaurant.slug);
  // Prices follow the 15-minute price schedule: converted again when the language or the data changes.
  const menus = useMemo(
    () =>
      selectMenus(
        menusForMember(
          convertedMenus(
            data,
            menuLocale(locale),
            currentTime(),
            menuDay(mode, data.restaurant.timezone, currentTime()),
          ).filter((m) => menuFits(orderTypeOf(linkFlags(mode)), m)),
          member,
        ),
        params.get('menuList') ?? mode.menuList ?? null,
      ),
    [data, locale, params, mode, member],
  );
  const selectedSlug = params.get('menu') ?? menus[0]?.slug;
  const menu = menus.find((m) => m.slug === selectedSlug) ?? menus[0];
  const featured = useMemo(
    () => menu?.sections.flatMap((s) => s.items).filter((i) => i.featured_item) ?? [],
    [menu],
  );
  const upsell = useMemo(
    () =>
      menus.flatMap((m) => m.sections.flatMap((s) => s.items)).filter((i) => i.upsell_item && !i.sold_out),
    [menus],
  );
  /** Shows another menu (by its slug), in place of this one in the history. */
  const selectMenu = (slug: string) => {
    const next = new URLSearchParams(params);
    next.set('menu', slug);
    setParams(next, { replace: true });
  };
  const r = data.restaurant;
  const viewOnly = params.get('viewOnly') === 'true' || mode.viewOnly === true;
  return {
    cart,
    mode,
    menus,
    menu,
    featured,
    upsell,
    selectMenu,
    viewOnly,
    table: mode.tableNum ?? (roundId ? roundTable : null) ?? null,
    noMode: !viewOnly && !r.orders_paused && !canOrder(mode),
    /** A diner who can order now (a table, take-out...): not a menu only browsed, nor a paused one. */
    ordering: !viewOnly && !r.orders_paused && canOrder(mode),
  };
}
