/**
 * The restaurant's live streams (decision 014), server-sent events fed by the order-status bus (LISTEN/NOTIFY, so
 * a change made on any API node reaches streams on every node):
 * - the staff board's `GET /staff/restaurants/{id}/events`: `order` events (`new`, `changed`) with the whole
 *   ticket, and `live` events (pause, sold-out marks);
 * - the diners' `GET /restaurants/{id}/live`: `live` events only (nothing about orders).
 * Each starts with the current live state. Each notice is read from the database once per node, whatever the
 * number of open streams, and a node forgets its menu in memory when it hears a live change.
 */
import type { RestaurantLiveState, StaffOrder } from '@ordering/domain/contracts/staff';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EventStreams, sseFrame } from '../../http/event-stream';
import type { RestaurantChange } from '../orders';
import { liveView, readLiveState } from './live.service';
import { findStaffOrders } from './staff-orders';

/**
 * How long order notices of a restaurant are gathered before they are read together: one statement for the batch
 * (staff-orders.repository.ts), where each notice read alone took one (at 200 orders a second, the reads of one
 * listening board, a notice at a time, took more of the database pool than the orders themselves).
 */
const ORDER_BATCH_MS = 15;

type Waiting = { resolve: (order: StaffOrder | undefined) => void; reject: (error: unknown) => void };
type OrderBatch = Map<string, Waiting[]>;

export class RestaurantStreams {
  private readonly streams: EventStreams;
  /** One read per notice per node: every stream of the restaurant shares it. */
  private readonly reads = new Map<string, Promise<unknown>>();
  /** Per restaurant, the orders heard and not yet read, each with who waits for it. */
  private readonly batches = new Map<number, OrderBatch>();

  constructor(
    private readonly app: FastifyInstance,
    heartbeatMs: number,
  ) {
    this.streams = new EventStreams(heartbeatMs);
  }

  private shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    let pending = this.reads.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      this.reads.set(key, pending);
      // Streams that heard the same notice are served by now; the next notice reads again.
      const forget = () => setTimeout(() => this.reads.delete(key), 1_000).unref();
      pending.then(forget, forget);
    }
    return pending;
  }

  /** The `live` event's data, serialized once for every stream that heard the notice. */
  private liveData(restaurantId: number, at: string): Promise<string | undefined> {
    return this.shared(`live:${restaurantId}:${at}`, async () => {
      const live = await readLiveState(this.app.db, restaurantId);
      return live ? JSON.stringify(liveView(restaurantId, live)) : undefined;
    });
  }

  /**
   * The `order` event's data, serialized once for every stream that heard the notice (a restaurant's kitchen,
   * expo and counter boards are as many streams); the order's read is shared by both kinds.
   */
  private orderData(restaurantId: number, orderId: string, at: string, kind: 'new' | 'changed') {
    return this.shared(`order-data:${restaurantId}:${orderId}:${at}:${kind}`, async () => {
      const order = await this.order(restaurantId, orderId, at);
      return order ? JSON.stringify({ kind, order }) : undefined;
    });
  }

  private order(restaurantId: number, orderId: string, at: string): Promise<StaffOrder | undefined> {
    return this.shared(`order:${restaurantId}:${orderId}:${at}`, () => this.batched(restaurantId, orderId));
  }

  /** The order as of a read shared with the other orders heard within ORDER_BATCH_MS. */
  private batched(restaurantId: number, orderId: string): Promise<StaffOrder | undefined> {
    return new Promise((resolve, reject) => {
      let batch = this.batches.get(restaurantId);
      if (!batch) {
        const gathering: OrderBatch = new Map();
        batch = gathering;
        this.batches.set(restaurantId, gathering);
        setTimeout(() => {
          this.batches.delete(restaurantId);
          findStaffOrders(this.app.db, restaurantId, [...gathering.keys()]).then(
            (found) => {
              const byId = new Map(found.map((o) => [o.id, o]));
              for (const [id, waiting] of gathering) for (const w of waiting) w.resolve(byId.get(id));
            },
            (error: unknown) => {
              for (const waiting of gathering.values()) for (const w of waiting) w.reject(error);
            },
          );
        }, ORDER_BATCH_MS).unref();
      }
      const waiting = batch.get(orderId) ?? [];
      waiting.push({ resolve, reject });
      batch.set(orderId, waiting);
    });
  }

  async open(reply: FastifyReply, restaurantId: number, audience: 'staff' | 'diners') {
    const stream = this.streams.begin();
    const sendData = (event: string, data: string) => {
      if (!stream.writableEnded) stream.write(sseFrame(event, data));
    };
    const send = (event: string, data: unknown) => sendData(event, JSON.stringify(data));
    // Each notice's read starts at once (reads overlap: a busy database delays each by one wait, not by the sum of
    // the ones before it), and the events go out in arrival order: a slow read never lets a later notice overtake.
    let queue = Promise.resolve();
    const onChange = (change: RestaurantChange) => {
      if (change.type === 'live') this.app.publishedVersions.invalidateRestaurant(restaurantId);
      if (audience === 'diners' && change.type !== 'live') return;
      if (change.type !== 'live' && !change.orderId) return;
      const event = change.type === 'live' ? 'live' : 'order';
      const read: Promise<(() => void) | undefined> = (
        change.type === 'live'
          ? this.liveData(restaurantId, change.at)
          : this.orderData(
              restaurantId,
              change.orderId!,
              change.at,
              change.type === 'order.new' ? 'new' : 'changed',
            )
      ).then((data) => (data === undefined ? undefined : () => sendData(event, data)));
      // Not left unhandled while it waits its turn; its failure is logged below, in its turn.
      read.catch(() => undefined);
      queue = queue
        .then(() => read)
        .then((deliver) => deliver?.())
        .catch((error) => this.app.log.warn({ err: error }, 'restaurant stream'));
    };
    const unsubscribe = await this.app.orderStatusBus.subscribeRestaurant(restaurantId, onChange);
    let live: RestaurantLiveState | undefined;
    try {
      const state = await readLiveState(this.app.db, restaurantId);
      live = state && liveView(restaurantId, state);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    if (live) send('live', live);
    return this.streams.serve(reply, stream, unsubscribe);
  }

  endAll(): void {
    this.streams.endAll();
  }
}
