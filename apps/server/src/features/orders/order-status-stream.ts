/**
 * GET /orders/{id}/events as server-sent events (decision 006): the current status first, then every later change
 * the order-status bus hears, and a heartbeat comment so proxies keep an idle stream open. The stream subscribes
 * BEFORE it reads the status, so no change falls between the read and the subscription; a notice that arrives late
 * for a change the read already showed is dropped, since a live view only moves forward.
 */
import { PassThrough } from 'node:stream';
import type { OrderStatusEvent } from '@ordering/domain/contracts/orders';
import { isLaterStatus, type OrderStatus } from '@ordering/domain/ordering/order-status';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { OrderStatusChange } from './order-status-bus';
import { findOrderByPublicId } from './orders.repository';

export const HEARTBEAT_MS = 25_000;
/** How long an EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

const toEvent = (change: OrderStatusChange): OrderStatusEvent => ({
  orderId: change.orderId,
  status: change.status,
  cancelReason: change.cancelReason,
  at: change.at,
});

export class StatusStreams {
  private readonly ends = new Set<() => void>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly heartbeatMs: number = HEARTBEAT_MS,
  ) {}

  async open(reply: FastifyReply, target: { restaurantId: number; orderId: string }) {
    const { restaurantId, orderId } = target;
    const stream = new PassThrough();
    let last: OrderStatus | undefined;
    let started = false;
    const heard: OrderStatusChange[] = [];
    const write = (event: OrderStatusEvent) => {
      if (last !== undefined && !isLaterStatus(event.status, last)) return;
      last = event.status;
      stream.write(`event: status\ndata: ${JSON.stringify(event)}\n\n`);
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

    stream.write(`retry: ${RETRY_MS}\n\n`);
    write({
      orderId,
      // The table's check constraint keeps the column to the lifecycle's statuses.
      status: order.status as OrderStatus,
      cancelReason: order.cancelReason,
      at: order.updatedAt.toISOString(),
    });
    started = true;
    for (const change of heard) write(toEvent(change));

    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      this.ends.delete(end);
      stream.end();
    };
    this.ends.add(end);
    // The client went away (or the response failed): stop the heartbeat and leave the bus.
    reply.raw.once('close', end);
    stream.once('close', end);

    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
  }

  /** Ends every open stream (the server is closing); clients reconnect to another node. */
  endAll(): void {
    for (const end of [...this.ends]) end();
  }
}
