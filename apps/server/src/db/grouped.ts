import { beganAt, servingSince } from './oldest-first';
import { isEmbedded } from './statement';

/**
 * Group commit for a statement many requests make at the same time (decision 028). The first caller's statement goes
 * at once; callers that come while it is on its way wait for it, then go together in the next one, one round trip
 * for all of them. Alone, a caller waits for nothing; under load, the statements per second stay near the database's
 * round trips per second, whatever the number of callers.
 *
 * `send` answers one result per input, in their order. If a batch of several fails, each of its inputs is sent again
 * alone (together, at once), so that only the callers whose own statement fails get an error.
 *
 * A batch is as old as its oldest caller (decision 054's age, `servingSince`), not as the caller whose call began
 * the sending: under load that sending goes on batch after batch, and its first caller's age, older each time, put
 * every later batch ahead of requests far older than its own callers on the embedded database (decision 072).
 */
export function grouped<In, Out>(
  send: (inputs: In[]) => Promise<Out[]>,
  maxBatch = 200,
): (input: In) => Promise<Out> {
  type Waiting = {
    input: In;
    since: number | undefined;
    resolve: (out: Out) => void;
    reject: (error: unknown) => void;
  };
  const waiting: Waiting[] = [];
  let sending = false;
  function settle(batch: Waiting[], outs: Out[]) {
    if (outs.length !== batch.length) {
      const error = new Error(`a grouped statement answered ${outs.length} of ${batch.length}`);
      for (const w of batch) w.reject(error);
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(outs[i] as Out);
  }
  /** `send`, served as old as the oldest of `batch` that said when its work began (else as old as its call). */
  function sendAged(batch: Waiting[]): Promise<Out[]> {
    let since: number | undefined;
    for (const w of batch)
      if (w.since !== undefined && (since === undefined || w.since < since)) since = w.since;
    const inputs = batch.map((w) => w.input);
    return servingSince(since, () => send(inputs));
  }
  async function drain() {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        settle(batch, await sendAged(batch));
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        // One caller's input may be what failed (a restaurant deleted meanwhile): each goes again alone, at once, so
        // a bad input fails its own caller only.
        else await Promise.all(batch.map((w) => sendAged([w]).then((outs) => settle([w], outs), w.reject)));
      }
    }
    sending = false;
  }
  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, since: beganAt(), resolve, reject });
      if (!sending) void drain();
    });
}

/**
 * The most callers one statement takes on the embedded database (decision 078). There every statement waits its turn
 * on the server's thread, so a batch gathers everyone who arrived meanwhile: with a card processor taking 300 ms, a
 * whole load's orders went through each step together, left for the processor together and came back together, the
 * thread idle 40 % of the time while they waited. Batches of 32 spread them out; at 50 connections without that
 * wait, they carry as many orders a second as batches of 200 (16 carried 12 % fewer).
 */
export const EMBEDDED_MAX_BATCH = 32;

/**
 * `grouped` once per key (a database, a restaurant...), kept as long as the key object lives. A key that is the
 * embedded database takes at most EMBEDDED_MAX_BATCH callers a statement, unless `maxBatch` says otherwise.
 */
export function groupedBy<K extends object, In, Out>(
  send: (key: K, inputs: In[]) => Promise<Out[]>,
  maxBatch?: number,
): (key: K, input: In) => Promise<Out> {
  const byKey = new WeakMap<K, (input: In) => Promise<Out>>();
  return (key, input) => {
    let group = byKey.get(key);
    if (!group) {
      group = grouped(
        (inputs: In[]) => send(key, inputs),
        maxBatch ?? (isEmbedded(key) ? EMBEDDED_MAX_BATCH : undefined),
      );
      byKey.set(key, group);
    }
    return group(input);
  };
}

/**
 * Refuses a transaction where a grouped statement wants the database: its batch would commit inside that
 * transaction (with the statement's settings, until its end), or wait for the transaction's own connection.
 */
export function assertNotInTransaction(db: object, what: string): void {
  if ('rollback' in db) throw new Error(`${what} is not for use inside a transaction`);
}
