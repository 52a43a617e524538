/** What a diner reads of an order by its public id, and the queue ahead of a new one (order-read.routes.ts). */
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { toDollars } from '@ordering/domain/money/money';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';
import { menuPricedItems } from './order-lines';
import { orderView, tableOf } from './order-view';
import { countOpenOrders, findOrderByPublicId, linesOf, refundedCentsOf } from './orders.repository';
import { assertRoundOffered } from './submission/another-round';

/** Minutes per open order ahead of the diner, on top of the kitchen's prep time. */
const MINUTES_PER_ORDER = 3;
const DEFAULT_PREP_MINUTES = 15;
/**
 * An order still open this long after its time was handed over and never closed on the board (or abandoned):
 * counting it would tell every later diner of a wait no kitchen has, and it grows with each such order.
 */
const STALE_AFTER_MS = 2 * 60 * 60_000;

export async function nextOrderQueueTime(db: Database, entry: PublishedEntry, at: Date) {
  const preps = entry.data.menus
    .map((m) => m.estimated_prep_time)
    .filter((p): p is number => typeof p === 'number');
  const prep = preps.length > 0 ? Math.min(...preps) : DEFAULT_PREP_MINUTES;
  // Ahead of an order placed now: the open orders due before it would be ready, not the later scheduled ones.
  const orderCount = await countOpenOrders(db, entry.restaurantId, {
    from: new Date(at.getTime() - STALE_AFTER_MS),
    to: new Date(at.getTime() + prep * 60_000),
  });
  return { orderCount, estimatedWaitMinutes: prep + orderCount * MINUTES_PER_ORDER };
}

/** The order as its confirmation shows it, with what was refunded; 404 when unknown (or of another restaurant). */
export async function dinerOrderView(
  db: Database,
  input: { publicId: string; restaurantId: number | undefined; locale: Locale },
) {
  const order = await findOrderByPublicId(db, input.publicId, input.restaurantId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  const view = orderView(order, await linesOf(db, order.id), input.locale);
  const refunded = await refundedCentsOf(db, order.id);
  return refunded > 0 ? { ...view, refunded: toDollars(refunded) } : view;
}

/** An earlier order's lines as a new cart at today's prices, and its table; refused where rounds are not offered. */
export async function anotherRoundOf(
  db: Database,
  published: { getByRestaurantId(id: number): Promise<PublishedEntry | undefined> },
  input: { publicId: string; restaurantId: number | undefined; at: Date },
) {
  const order = await findOrderByPublicId(db, input.publicId, input.restaurantId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  const entry = await published.getByRestaurantId(order.restaurantId);
  // Refused now, before the diner fills a cart the submission would not take.
  assertRoundOffered(entry, order.type);
  const lines = await linesOf(db, order.id);
  const stored: CartItem[] = lines.map((l, i) => ({
    id: l.itemId,
    menu_id: l.menuId,
    section_id: l.sectionId,
    orderId: i + 1,
    quantity: l.quantity,
    orderPrice: l.lineCents,
    orderOptions: ((l.options as { selections?: CartOptionGroup[] }).selections ?? []) as CartOptionGroup[],
  }));
  // The round is ordered now: it carries today's prices, not the ones of the earlier order.
  const items = entry ? menuPricedItems(entry.data, stored, input.at) : stored;
  return { items, table: tableOf(order.contact) };
}
