/**
 * Live order status (decision 006). Status changes reach the open event streams through an
 * in-process EventEmitter. With a database that can LISTEN, the change is announced with NOTIFY inside the
 * transaction that makes it, and every API node (this one included) feeds its emitter from its LISTEN: a change
 * made on one node reaches streams held by any other, only once committed, in commit order. Without one, the
 * emitter is fed directly after the commit, which serves a single node.
 *
 * The same channel carries what a restaurant's staff board and open menus follow (decision 014): every status
 * change is also heard under the restaurant's key, and `restaurant` notices say an order was placed or refunded,
 * or that ordering was paused or an item marked sold out.
 */
import { EventEmitter } from 'node:events';
import { orderStatusEvent } from '@ordering/domain/contracts/orders';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { assertNotInTransaction, groupedBy } from '../../db/grouped';
import type { Listen } from '../../db/listen';
import type { Statement } from '../../db/statement';
import { notify, notifyEach, notifyEachWhen } from './order-notices.repository';

export const ORDER_STATUS_CHANNEL = 'order_status';

const orderStatusChange = orderStatusEvent.extend({ restaurantId: z.number().int() });
export type OrderStatusChange = z.output<typeof orderStatusChange>;

/** What a restaurant's followers hear besides status changes. */
const restaurantNotice = z.object({
  kind: z.literal('restaurant'),
  restaurantId: z.number().int(),
  type: z.enum(['order.new', 'order.refunded', 'order.station', 'live']),
  orderId: z.string().nullable(),
  at: z.string(),
});
export type RestaurantNotice = z.output<typeof restaurantNotice>;

/** Heard by a restaurant's followers: a status change, or a notice. */
export type RestaurantChange =
  | { type: 'order.changed'; restaurantId: number; orderId: string; at: string }
  | Omit<RestaurantNotice, 'kind'>;

const restaurantKey = (restaurantId: number) => `restaurant:${restaurantId}`;

/**
 * New orders, announced right after the settling transaction's commit (every node hears them then). Sent whether or
 * not this node listens: LISTEN is available with both drivers, so the notice always has a reader.
 *
 * Not inside that transaction: PostgreSQL lets one transaction that notified commit at a time (a lock held until its
 * commit is on disk), so every order placed queued on it. On its own, this statement's commit does not wait for the
 * disk (`synchronous_commit` off: a notice is never stored anyway). A crash between the two commits loses the notice,
 * never the order: a board reads the day's list again whenever its stream reconnects (decision 020). A notice that
 * fails is reported, never the order's failure.
 *
 * Orders placed while an announcement is on its way go together in the next one (decision 028): under load that is
 * one statement for many orders, not one round trip each; alone, an order is announced at once.
 */
const announceTogether = groupedBy(async (db: Database, batches: string[][]): Promise<undefined[]> => {
  try {
    await notifyEach(db, ORDER_STATUS_CHANNEL, batches.flat());
  } catch (error) {
    process.emitWarning(
      `New orders were placed but not announced to staff boards: ${error instanceof Error ? error.message : error}`,
      'OrderAnnouncementWarning',
    );
  }
  return batches.map(() => undefined);
});

export async function announceNewOrders(
  db: Database,
  placed: readonly { restaurantId: number; publicId: string }[],
  at: Date,
): Promise<void> {
  if (placed.length === 0) return;
  assertNotInTransaction(db, 'announceNewOrders');
  await announceTogether(db, newOrderNotices(placed, at));
}

function newOrderNotices(placed: readonly { restaurantId: number; publicId: string }[], at: Date): string[] {
  return placed.map((order) =>
    JSON.stringify({
      kind: 'restaurant',
      restaurantId: order.restaurantId,
      type: 'order.new',
      orderId: order.publicId,
      at: at.toISOString(),
    } satisfies RestaurantNotice),
  );
}

/**
 * The new orders' announcement as a part of the statement that places them, when `when` holds there: on the
 * embedded database, where no other connection waits on that commit's lock, one statement an order less than
 * `announceNewOrders` after it.
 */
export function newOrdersAnnounced(
  placed: readonly { restaurantId: number; publicId: string }[],
  at: Date,
  when: string,
): Statement {
  return notifyEachWhen(ORDER_STATUS_CHANNEL, newOrderNotices(placed, at), when);
}

export class OrderStatusBus {
  private readonly emitter = new EventEmitter();
  private readonly missedHandlers = new Set<() => void>();
  private listening: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly listen?: Listen,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    // One listener per open stream: many streams on one order are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  /**
   * Calls `handler` with every change of the order committed from now on; resolves once changes are being
   * received, so a status read after it is never older than the changes that follow. Returns the unsubscribe.
   */
  subscribe(orderId: string, handler: (change: OrderStatusChange) => void): Promise<() => void> {
    return this.listenFor(orderId, handler);
  }

  /** Every change of the restaurant's orders, and its notices, committed from now on (see `subscribe`). */
  subscribeRestaurant(
    restaurantId: number,
    handler: (change: RestaurantChange) => void,
  ): Promise<() => void> {
    return this.listenFor(restaurantKey(restaurantId), handler);
  }

  /** `handler` on the emitter's `key` once the database's changes are being received; returns the unsubscribe. */
  private async listenFor<T>(key: string, handler: (change: T) => void): Promise<() => void> {
    this.emitter.on(key, handler);
    const unsubscribe = () => {
      this.emitter.off(key, handler);
    };
    try {
      await this.startListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** In the transaction that makes it: an order refunded, ordering paused, an item sold out. */
  async announceRestaurant(tx: Executor, notice: Omit<RestaurantNotice, 'kind'>): Promise<void> {
    if (this.listen) {
      const payload: RestaurantNotice = { kind: 'restaurant', ...notice };
      await notify(tx, ORDER_STATUS_CHANNEL, JSON.stringify(payload));
    }
  }

  /** After the commit: without LISTEN, this process's followers hear it now. */
  committedRestaurant(notice: Omit<RestaurantNotice, 'kind'>): void {
    if (!this.listen) this.emitter.emit(restaurantKey(notice.restaurantId), notice);
  }

  /**
   * Calls `handler` each time the LISTEN is back after its connection was lost: notices sent meanwhile never
   * arrive, so whoever follows changes must read again. Returns the unsubscribe.
   */
  onMissedNotices(handler: () => void): () => void {
    this.missedHandlers.add(handler);
    return () => {
      this.missedHandlers.delete(handler);
    };
  }

  subscriberCount(orderId: string): number {
    return this.emitter.listenerCount(orderId);
  }

  /** In the transaction that changes the status: with LISTEN, every node hears it at commit (and never on rollback). */
  async announce(tx: Executor, change: OrderStatusChange): Promise<void> {
    if (this.listen) {
      await notify(tx, ORDER_STATUS_CHANNEL, JSON.stringify(change));
    }
  }

  /** After the commit: without LISTEN, this process's streams hear it now. */
  committed(change: OrderStatusChange): void {
    if (!this.listen) this.emitStatus(change);
  }

  private emitStatus(change: OrderStatusChange): void {
    this.emitter.emit(change.orderId, change);
    const heard: RestaurantChange = {
      type: 'order.changed',
      restaurantId: change.restaurantId,
      orderId: change.orderId,
      at: change.at,
    };
    this.emitter.emit(restaurantKey(change.restaurantId), heard);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
    this.missedHandlers.clear();
    const stop = this.stopListening;
    this.stopListening = undefined;
    this.listening = undefined;
    await stop?.().catch(this.onError);
  }

  /** The first subscriber starts the LISTEN; a node nobody watches holds no connection for it. */
  private startListening(): Promise<void> {
    if (!this.listen) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('The order status bus is closed'));
    this.listening ??= this.listen(
      ORDER_STATUS_CHANNEL,
      (payload) => this.deliver(payload),
      this.onError,
      () => {
        for (const handler of [...this.missedHandlers]) handler();
      },
    ).then(
      async (stop) => {
        // Closed while the LISTEN was being set up: undo it at once.
        if (this.closed) await stop().catch(this.onError);
        else this.stopListening = stop;
      },
      (error) => {
        this.listening = undefined;
        throw error;
      },
    );
    return this.listening;
  }

  private deliver(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
      if ((parsed as { kind?: unknown })?.kind === 'restaurant') {
        const { kind: _kind, ...notice } = restaurantNotice.parse(parsed);
        this.emitter.emit(restaurantKey(notice.restaurantId), notice);
        return;
      }
      this.emitStatus(orderStatusChange.parse(parsed));
    } catch (error) {
      this.onError(error);
    }
  }
}
