/**
 * What every server-sent-events route shares (the diner's order status, the restaurant's live streams): the retry
 * hint, a heartbeat comment so proxies keep an idle stream open, one end for every way a stream stops (the client
 * leaves, the response fails, the server closes), and the headers that keep proxies from buffering or transforming it.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const HEARTBEAT_MS = 25_000;
/** How long an EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

/** One SSE frame: `event` names it, `data` is already serialized (a notice heard once may feed many streams). */
export const sseFrame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

export class EventStreams {
  private readonly ends = new Set<() => void>();

  constructor(private readonly heartbeatMs: number = HEARTBEAT_MS) {}

  /** A new stream, its retry hint written: the caller writes its first events before `serve`. */
  begin(): PassThrough {
    const stream = new PassThrough();
    stream.write(`retry: ${RETRY_MS}\n\n`);
    return stream;
  }

  /**
   * Sends `stream` as the reply and keeps it open with heartbeats until the client goes away or `endAll`;
   * `leave` (the bus's unsubscribe) runs once when it ends.
   */
  serve(reply: FastifyReply, stream: PassThrough, leave: () => void) {
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      leave();
      this.ends.delete(end);
      stream.end();
    };
    this.ends.add(end);
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
