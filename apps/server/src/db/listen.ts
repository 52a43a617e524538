/**
 * PostgreSQL LISTEN for one channel, as both drivers offer it. A NOTIFY sent inside a transaction reaches every
 * listening session of the database when it commits, and never when it rolls back: this is how a change made on
 * one API node reaches the live views held open by the others.
 */
import pg from 'pg';

/**
 * Starts listening; resolves once the LISTEN is in place, with the function that stops it. `onReconnect` is called
 * each time the LISTEN is in place again after its connection was lost: notices sent meanwhile never arrive, so
 * whatever they keep fresh must be checked again. `onLost` is called when the connection is lost, before the wait to
 * reconnect: what relies on hearing every notice stops relying on it until then.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (error: unknown) => void,
  onReconnect?: () => void,
  onLost?: () => void,
) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * node-postgres: a dedicated connection outside the pool (a LISTEN holds its session for good). If it drops, it
 * reconnects with backoff; notices sent while it was away are lost: live views absorb that (decision 006), and
 * `onReconnect` tells the caller to check what they kept fresh.
 */
export function pgListen(connectionString: string): Listen {
  return async (channel, onPayload, onError, onReconnect, onLost) => {
    if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
    let closed = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let attempt = 0;

    const connect = async (again: boolean) => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      const lost = (error?: unknown) => {
        if (error) onError?.(error);
        if (client !== next) return;
        client = undefined;
        onLost?.();
        next.end().catch(() => undefined);
        scheduleReconnect();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      attempt = 0;
      if (again) onReconnect?.();
    };

    const scheduleReconnect = () => {
      if (closed) return;
      const delay = Math.min(30_000, 500 * 2 ** attempt++);
      retry = setTimeout(() => {
        connect(true).catch((error) => {
          onError?.(error);
          scheduleReconnect();
        });
      }, delay);
      retry.unref();
    };

    await connect(false);
    return async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    };
  };
}
