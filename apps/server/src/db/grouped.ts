/**
 * Group commit for a statement many requests make at the same time (decision 028). The first caller's statement goes
 * at once; callers that come while it is on its way wait for it, then go together in the next one, one round trip
 * for all of them. Alone, a caller waits for nothing; under load, the statements per second stay near the database's
 * round trips per second, whatever the number of callers.
 *
 * `send` answers one result per input, in their order. If it fails, every caller of that batch gets its error.
 */
export function grouped<In, Out>(
  send: (inputs: In[]) => Promise<Out[]>,
  maxBatch = 200,
): (input: In) => Promise<Out> {
  const waiting: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  let sending = false;
  async function drain() {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const outs = await send(batch.map((w) => w.input));
        if (outs.length !== batch.length)
          throw new Error(`a grouped statement answered ${outs.length} of ${batch.length}`);
        for (const [i, w] of batch.entries()) w.resolve(outs[i] as Out);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    sending = false;
  }
  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!sending) void drain();
    });
}

/** `grouped` once per key (a database, a restaurant...), kept as long as the key object lives. */
export function groupedBy<K extends object, In, Out>(
  send: (key: K, inputs: In[]) => Promise<Out[]>,
  maxBatch?: number,
): (key: K, input: In) => Promise<Out> {
  const byKey = new WeakMap<K, (input: In) => Promise<Out>>();
  return (key, input) => {
    let group = byKey.get(key);
    if (!group) {
      group = grouped((inputs: In[]) => send(key, inputs), maxBatch);
      byKey.set(key, group);
    }
    return group(input);
  };
}
