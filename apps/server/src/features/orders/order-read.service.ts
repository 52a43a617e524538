/** What a diner reads of an order by its public id, and the queue ahead of a new one (order-read.routes.ts). */
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { toDollars } from '@ordering/domain/money/money';
import { menuLeadMinutes } from '@ordering/domain/ordering/scheduling';
import { lightestLine } from '@ordering/domain/pacing/load';
import { STALE_AFTER_MS } from '@ordering/domain/pacing/queue';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';
import { menuPricedItems } from './order-lines';
import { type OrderView, orderView, tableOf } from './order-view';
import { countOpenOrders, findOrderByPublicId, linesOf, refundedCentsOf } from './orders.repository';
import { pacedKitchen, quoteCart } from './pacing/kitchen-pacing';
import { assertRoundOffered } from './submission/another-round';

const DEFAULT_PREP_MINUTES = 15;

/**
 * The wait a diner is told before ordering is the checkout's "as soon as possible" (when-fields.tsx): a paced
 * kitchen's earliest time for an order (its buckets and busy mode), else the quickest menu's lead time, or the first
 * slot with room after it where the menu caps its orders per slot and that slot is full. The orders
 * ahead are counted beside it, and never added to it by a rule of thumb the order's own time would not follow.
 */
export async function nextOrderQueueTime(db: Database, entry: PublishedEntry, at: Date) {
  // The menus that take an order for now (the checkout's as soon as possible).
  const menus = entry.data.menus.filter((m) => m.on_demand);
  const quickest = [...menus].sort((a, b) => menuLeadMinutes(a) - menuLeadMinutes(b))[0];
  const lead = quickest ? menuLeadMinutes(quickest) : 0;
  // The quickest thing the kitchen makes stands for the order: an empty cart would fit buckets no real order does.
  const line = quickest ? lightestLine(quickest) : null;
  const items = line ? [{ ...line, orderId: 1, orderPrice: 0, orderOptions: [] }] : [];
  const quote = quickest
    ? await quoteCart(db, entry, { menu: quickest, items, type: 'take-out', now: at, slots: [] })
    : null;
  const quoted = quote?.asap
    ? Math.max(0, Math.round((Date.parse(quote.asap) - at.getTime()) / 60_000))
    : null;
  const fallback = lead > 0 ? lead : DEFAULT_PREP_MINUTES;
  // A paced kitchen's quote is the wait; elsewhere the quote only says a slot full at the lead moves it later.
  const paced = pacedKitchen(entry) ? quote : null;
  const wait = paced ? (quoted ?? fallback) : Math.max(quoted ?? 0, fallback);
  // Ahead of an order placed now: the open orders due before it would be ready, not the later scheduled ones; at a
  // paced kitchen, as its quote counts them.
  const orderCount = paced
    ? paced.ordersAhead
    : await countOpenOrders(db, entry.restaurantId, {
        from: new Date(at.getTime() - STALE_AFTER_MS),
        to: new Date(at.getTime() + wait * 60_000),
      });
  return { orderCount, estimatedWaitMinutes: wait };
}

/**
 * The queue as a placed order's confirmation tells it: the open orders the kitchen makes before this one (never the
 * order itself, nor its checkout's other orders) and the minutes until its own time. An order the kitchen has
 * finished or dropped has nothing ahead of it. 404 when the order is not this restaurant's.
 */
export async function placedOrderQueueTime(db: Database, entry: PublishedEntry, publicId: string, at: Date) {
  const order = await findOrderByPublicId(db, publicId, entry.restaurantId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  if (order.status !== 'pending' && order.status !== 'in_progress')
    return { orderCount: 0, estimatedWaitMinutes: 0 };
  const orderCount = await countOpenOrders(db, entry.restaurantId, {
    from: new Date(at.getTime() - STALE_AFTER_MS),
    before: { id: order.id, pickupTime: order.pickupTime, checkoutId: order.checkoutId },
  });
  const wait = Math.max(0, Math.ceil((order.pickupTime.getTime() - at.getTime()) / 60_000));
  return { orderCount, estimatedWaitMinutes: wait };
}

/** The order as its confirmation shows it, with what was refunded; 404 when unknown (or of another restaurant). */
export async function dinerOrderView(
  db: Database,
  input: { publicId: string; restaurantId: number | undefined; locale: Locale; viewerUserId: number | null },
) {
  const order = await findOrderByPublicId(db, input.publicId, input.restaurantId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  const view = withStudentFor(
    orderView(order, await linesOf(db, order.id), input.locale),
    order.userId === input.viewerUserId,
  );
  const refunded = await refundedCentsOf(db, order.id);
  return refunded > 0 ? { ...view, refunded: toDollars(refunded) } : view;
}

/**
 * A school order's student and school are a child's details: the page names them to the parent signed in who placed
 * it, and to anyone else holding the link (a forwarded e-mail, a shared screen) only the school day.
 */
function withStudentFor(view: OrderView, isPlacer: boolean): OrderView {
  return view.student && !isPlacer
    ? { ...view, student: { ...view.student, name: null, school: null } }
    : view;
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
