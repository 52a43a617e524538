import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { linkOrderType, type OrderLink } from '@ordering/domain/order-types/link';
import { nextOrderingOpening } from '@ordering/domain/ordering/next-opening';
import { checkCartMenu } from '@ordering/domain/ordering/scheduling';
import { localDate } from '@ordering/domain/ordering/zoned';
import { canOrder } from '../../lib/cart/order-mode';

export interface ClosedNow {
  /** 'closed': outside its hours (418); 'lastCall': the menu's last call has passed (424). */
  reason: 'closed' | 'lastCall';
  /** When an order for now can next be placed; null when not within the week. */
  opens: Date | null;
  /** `opens` falls on today's date in the restaurant's zone. */
  today: boolean;
  zone: string;
  /** At a marketplace hub, the closed kitchen (only it is closed); else null (the restaurant). */
  kitchen: DataFileMenu | null;
}

/**
 * Whether a menu ordered for now (dine-in, or take-out of a menu without scheduling) is closed at `now`, as the server
 * will refuse its cart (418 outside its hours, 424 past its last call: the domain's checkCartMenu, as
 * cart-availability.ts runs it), and when ordering opens next. A menu that can be ordered ahead (a time is chosen at
 * checkout) is not closed here: the take-out options say so there.
 */
export function closedNow(
  data: RestaurantDataFile,
  menuId: string | undefined,
  mode: OrderLink,
  now: Date,
): ClosedNow | null {
  const menu = data.menus.find((m) => m.id === menuId);
  if (!menu || !canOrder(mode)) return null;
  const r = data.restaurant;
  const input = {
    restaurant: r,
    zone: r.timezone,
    orderOptions: data.order_options,
    menu,
    orderType: linkOrderType(mode),
    now,
  };
  const code = checkCartMenu({ ...input, date: null })?.code;
  if (code !== 418 && code !== 424) return null;
  const opens = nextOrderingOpening(input);
  return {
    reason: code === 424 ? 'lastCall' : 'closed',
    opens,
    today: opens !== null && localDate(opens, r.timezone) === localDate(now, r.timezone),
    zone: r.timezone,
    kitchen: r.marketplace_hub ? menu : null,
  };
}
