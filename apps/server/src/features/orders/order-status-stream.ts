/**
 * GET /orders/{id}/events as server-sent events (decision 006): the current status first, then every later change
 * the order-status bus hears, and a heartbeat comment so proxies keep an idle stream open. The stream subscribes
 * BEFORE it reads the status, so no change falls between the read and the subscription; a notice that arrives late
 * for a change the read already showed is dropped, since a live view only moves forward.
 */
import type { OrderStatusEvent } from '@ordering/domain/contracts/orders';
import { isLaterStatus, type OrderStatus } from '@ordering/domain/ordering/order-status';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error';
import { EventStreams, HEARTBEAT_MS, sseFrame } from '../../http/event-stream';
import type { OrderStatusChange } from './order-status-bus';
import { findOrderByPublicId } from './orders.repository';

const toEvent = (change: OrderStatusChange): OrderStatusEvent => ({
  orderId: change.orderId,
  status: change.status,
  cancelReason: change.cancelReason,
  at: change.at,
});

export class StatusStreams {
  private readonly streams: EventStreams;

  constructor(
    private readonly app: FastifyInstance,
    heartbeatMs: number = HEARTBEAT_MS,
  ) {
    this.streams = new EventStreams(heartbeatMs);
  }

  async open(reply: FastifyReply, target: { restaurantId: number; orderId: string }) {
    const { restaurantId, orderId } = target;
    const stream = this.streams.begin();
    let last: OrderStatus | undefined;
    let started = false;
    const heard: OrderStatusChange[] = [];
    const write = (event: OrderStatusEvent) => {
      if (last !== undefined && !isLaterStatus(event.status, last)) return;
      last = event.status;
      stream.write(sseFrame('status', JSON.stringify(event)));
    };

    const unsubscribe = await this.app.orderStatusBus.subscribe(orderId, (change) => {
      if (change.restaurantId !== restaurantId) return;
      if (started) write(toEvent(change));
      else heard.push(change);
    });
    let order: Awaited<ReturnType<typeof findOrderByPublicId>>;
    try {
      order = await findOrderByPublicId(this.app.db, orderId, restaurantId);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    if (!order) {
      unsubscribe();
      throw new AppError(404, 'error.orderNotFound');
    }

    write({
      orderId,
      // The table's check constraint keeps the column to the lifecycle's statuses.
      status: order.status as OrderStatus,
      cancelReason: order.cancelReason,
      at: order.updatedAt.toISOString(),
    });
    started = true;
    for (const change of heard) write(toEvent(change));

    return this.streams.serve(reply, stream, unsubscribe);
  }

  /** Ends every open stream (the server is closing); clients reconnect to another node. */
  endAll(): void {
    this.streams.endAll();
  }
}
