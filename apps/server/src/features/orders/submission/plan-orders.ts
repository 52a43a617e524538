/**
 * Step 2, plan the orders: one for dine-in and take-out; one per kitchen (menu) in a marketplace hub, each with its
 * own number, capacity and status; one per date for K-12 (each at the submitted time of day on its date).
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import { atLocalTime, inZone } from '@ordering/domain/ordering/zoned';
import { AppError } from '../../../errors/app-error';
import { submittedToCartItems } from '../order-lines';
import type { PlannedOrder, SubmissionInput } from './types';

function menuOf(input: SubmissionInput, menuId: string | undefined) {
  const menu = input.entry.data.menus.find((m) => m.id === menuId && !m.deleted_at);
  if (!menu) throw new AppError(404, 'error.menuNotFound');
  return menu;
}

/** Lines grouped by menu, in the order the menus first appear in the cart. */
function byMenu(items: readonly CartItem[]): CartItem[][] {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) {
    const group = groups.get(item.menu_id) ?? [];
    group.push(item);
    groups.set(item.menu_id, group);
  }
  return [...groups.values()];
}

function k12Orders(input: SubmissionInput): PlannedOrder[] {
  const perDate = input.body.data.rotationalMenuOrders ?? {};
  const zone = input.entry.data.restaurant.timezone;
  const requested = inZone(new Date(input.body.pickup_time), zone);
  const time = `${String(requested.getHours()).padStart(2, '0')}:${String(requested.getMinutes()).padStart(2, '0')}`;
  return Object.entries(perDate)
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, day]) => day.items.length > 0)
    .map(([date, day]) => {
      const items = day.items.map(toCartItem);
      return {
        menu: menuOf(input, items[0]?.menu_id),
        items,
        pickupTime: atLocalTime(date, time, zone),
        date,
      };
    });
}

export function planOrders(input: SubmissionInput): PlannedOrder[] {
  const { body, entry } = input;
  const rotational = body.data.rotationalMenuOrders;
  const planned =
    input.kind === 'k12' && rotational && Object.keys(rotational).length > 0
      ? k12Orders(input)
      : (() => {
          const items = submittedToCartItems(entry.data, body.data.items);
          const pickupTime = new Date(body.pickup_time);
          const date = body.data.date ?? null;
          // A hub's kitchens each get their own order, whichever call placed it.
          const groups = entry.data.restaurant.marketplace_hub ? byMenu(items) : [items];
          return groups
            .filter((g) => g.length > 0)
            .map((g) => ({ menu: menuOf(input, g[0]?.menu_id), items: g, pickupTime, date }));
        })();
  if (planned.length === 0) throw new AppError(400, 'error.cartEmpty');
  return planned;
}
