/**
 * Restoring the saved cart on load. It is restored only for the same
 * restaurant, with login where required, and in the same suite context; otherwise it is cleared. Items that are
 * gone, sold out, member-only without a valid membership (or with provider SPH), or whose option or value is
 * missing are dropped. Quantities are trimmed to the per-cart maximum; an item of quantity 1 that would overflow
 * stops the restore.
 */
import { roundHalfUp } from '../money/money';
import { findItem, type MenuIndex } from '../pricing/menu-index';
import type { CartItem } from './cart-item';
import { remainingRoom } from './limits';
import { findMissingOption } from './reorder';

export interface SavedCart {
  restaurantId: string;
  eventSuiteId: string | null;
  items: CartItem[];
}

export interface RestoreContext {
  restaurantId: string;
  eventSuiteId: string | null;
  loginRequired: boolean;
  authenticated: boolean;
  index: MenuIndex;
  maxItemsPerCart: number | null;
  membershipValid: boolean;
  memberProvider: string | null;
}

export type RestoreDropReason = 'gone' | 'sold_out' | 'member_only' | 'option_missing';

export type RestoreResult =
  | { status: 'cleared'; reason: 'other_restaurant' | 'login_required' | 'suite_mismatch' }
  | {
      status: 'restored';
      items: CartItem[];
      dropped: { orderId: number; reason: RestoreDropReason }[];
      trimmed: number[];
      /** An item of quantity 1 did not fit: it and the items after it were not restored. */
      stopped: boolean;
    };

function dropReason(ctx: RestoreContext, item: CartItem): RestoreDropReason | null {
  const entry = findItem(ctx.index, item.menu_id, item.id);
  if (!entry) return 'gone';
  if (entry.item.sold_out || entry.section?.sold_out) return 'sold_out';
  if (entry.menu.member_only && (!ctx.membershipValid || ctx.memberProvider?.toUpperCase() === 'SPH')) {
    return 'member_only';
  }
  return findMissingOption(entry.item.options, item.orderOptions) ? 'option_missing' : null;
}

export function restoreCart(saved: SavedCart, ctx: RestoreContext): RestoreResult {
  if (saved.restaurantId !== ctx.restaurantId) return { status: 'cleared', reason: 'other_restaurant' };
  if (ctx.loginRequired && !ctx.authenticated) return { status: 'cleared', reason: 'login_required' };
  if ((saved.eventSuiteId ?? null) !== (ctx.eventSuiteId ?? null))
    return { status: 'cleared', reason: 'suite_mismatch' };
  const items: CartItem[] = [];
  const dropped: { orderId: number; reason: RestoreDropReason }[] = [];
  const trimmed: number[] = [];
  let count = 0;
  for (const item of saved.items) {
    const reason = dropReason(ctx, item);
    if (reason) {
      dropped.push({ orderId: item.orderId, reason });
      continue;
    }
    const room = remainingRoom(ctx.maxItemsPerCart, count);
    if (item.quantity <= room) {
      items.push(item);
      count += item.quantity;
      continue;
    }
    if (item.quantity === 1 || room === 0)
      return { status: 'restored', items, dropped, trimmed, stopped: true };
    trimmed.push(item.orderId);
    items.push({
      ...item,
      quantity: room,
      orderPrice: roundHalfUp((item.orderPrice / item.quantity) * room),
    });
    count += room;
  }
  return { status: 'restored', items, dropped, trimmed, stopped: false };
}
