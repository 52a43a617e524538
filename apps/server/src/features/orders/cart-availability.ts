/**
 * The ordering window and capacity of EVERY menu in a cart, before its time is chosen (POST /orders/item,
 * /orders/validate, set-costs): the domain's checkCartMenu on the slots taken so far, so a cart no kitchen could take
 * now (paused, closed, past its last call, a full slot, a date outside the window) is refused where it is filled, with
 * the code and message the submission would give. The submission asks the same of every menu for now (menuRefusal),
 * then checks its chosen time (validate-orders.ts).
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import { nextOrderingOpening } from '@ordering/domain/ordering/next-opening';
import type { LinkDates } from '@ordering/domain/ordering/offered-dates';
import { checkCartMenu } from '@ordering/domain/ordering/scheduling';
import { DEFAULT_ZONE } from '@ordering/domain/ordering/zoned';
import type { OrderType } from '@ordering/domain/pricing/types';
import type { Executor } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { menuSchedule, publishedMenu } from './cart-menus';
import { refuseDaysNotOffered, restaurantDay } from './offered-days';
import { closedNowError, schedulingError } from './scheduling-error';
import { takenSlotsAround } from './taken-slots';

/** The lines of one day of the cart: `date` when the cart names one (K-12 dates, a catering day), else null. */
export interface CartDay {
  date: string | null;
  items: readonly CartItem[];
}

export async function enforceMenusOrderable(
  db: Executor,
  entry: PublishedEntry,
  input: { days: readonly CartDay[]; type: OrderType; now: Date; link?: LinkDates | null },
): Promise<void> {
  for (const { date, items } of input.days) {
    // The day asked, else today where the restaurant is: its link's days and each line's offered days.
    refuseDaysNotOffered(entry, {
      date: date ?? restaurantDay(entry, input.now),
      items,
      link: input.link ?? null,
    });
    for (const menuId of new Set(items.map((i) => i.menu_id))) {
      // An unknown menu is the pricing's refusal (400, item not found), already made.
      const menu = publishedMenu(entry, menuId);
      if (!menu) continue;
      // A local date spans at most 26 hours of UTC: a window wide enough either way, keyed by slot start.
      const around = date ? Date.parse(`${date}T12:00:00Z`) : input.now.getTime();
      // An order for now is not held to the slot of now plus the lead: "as soon as possible" moves on to the first one
      // with room (and make-time, where the kitchen is paced; pacing/kitchen-pacing.ts), which the checkout quotes,
      // and a slot full four hours on is the submission's refusal, said at checkout first.
      const movesOn = date === null;
      const taken =
        menu.max_orders_per_interval === null || movesOn
          ? {}
          : await takenSlotsAround(db, {
              restaurantId: entry.restaurantId,
              menuId: menu.id,
              at: new Date(around),
            }).catch((error: unknown) => {
              // While the database is down the cart is still priced from memory: the
              // capacity is left to the submission, which cannot be placed until it is back.
              if (isDatabaseUnavailable(error)) return {};
              throw error;
            });
      const refused = menuRefusal(entry, menu, { date, type: input.type, now: input.now, taken });
      if (refused) throw refused;
    }
  }
}

/**
 * Why `menu` cannot be ordered as the cart's calls find it (the domain's checkCartMenu on the slots `taken`), as the
 * API error; null when it can. An order for now while closed says when ordering opens, and at a hub which kitchen is
 * closed. The submission asks the same of every menu for now (validate-orders.ts), so an on-demand kitchen closed
 * now is refused there too, whatever pickup time is sent.
 */
export function menuRefusal(
  entry: PublishedEntry,
  menu: DataFileMenu,
  input: { date: string | null; type: OrderType; now: Date; taken?: Readonly<Record<string, number>> },
): AppError | null {
  const schedule = { ...menuSchedule(entry, menu), orderType: input.type, now: input.now };
  const error = checkCartMenu({ ...schedule, date: input.date, taken: input.taken ?? {} });
  if (!error) return null;
  if (error.code === 418 && !input.date) {
    return closedNowError(error, {
      now: input.now,
      opens: nextOrderingOpening(schedule),
      zone: schedule.zone || DEFAULT_ZONE,
      kitchen: entry.data.restaurant.marketplace_hub ? menu : null,
    });
  }
  return schedulingError(error);
}
