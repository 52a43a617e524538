import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_MAX_BATCH, grouped, groupedBy } from './grouped';
import { beganAt, servingSince } from './oldest-first';

/** A statement that takes a tick to answer, recording the batches it was sent. */
function recorder(fail?: (inputs: number[]) => boolean) {
  const batches: number[][] = [];
  let release: () => void = () => {};
  const send = async (inputs: number[]) => {
    batches.push(inputs);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    if (fail?.(inputs)) throw new Error(`refused ${inputs.join(',')}`);
    return inputs.map((n) => n * 10);
  };
  return { batches, send, next: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('grouped statements', () => {
  it('sends a lone caller at once, and callers that come meanwhile together in the next batch', async () => {
    const r = recorder();
    const call = grouped(r.send);
    const first = call(1);
    expect(r.batches).toEqual([[1]]);
    const later = [call(2), call(3), call(4)];
    expect(r.batches).toEqual([[1]]);
    r.next();
    expect(await first).toBe(10);
    await tick();
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    r.next();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    // Idle again: the next caller goes at once, alone.
    const again = call(5);
    expect(r.batches.at(-1)).toEqual([5]);
    r.next();
    expect(await again).toBe(50);
  });

  it('caps a batch, the rest going in the one after', async () => {
    const r = recorder();
    const call = grouped(r.send, 2);
    const all = [call(1), call(2), call(3), call(4), call(5)];
    for (let i = 0; i < 3; i++) {
      r.next();
      await tick();
    }
    expect(r.batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });

  it('sends each input of a failed batch again alone, so only the caller whose input fails gets the error', async () => {
    const sent: number[][] = [];
    const call = grouped(async (inputs: number[]) => {
      sent.push(inputs);
      await tick();
      if (inputs.includes(3)) throw new Error(`refused ${inputs.join(',')}`);
      return inputs.map((n) => n * 10);
    });
    const answers = [1, 2, 3, 4].map((n) => call(n).catch((error: Error) => error.message));
    expect(await Promise.all(answers)).toEqual([10, 20, 'refused 3', 40]);
    expect(sent).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    // Then on as before.
    expect(await call(5)).toBe(50);
  });

  it('refuses an answer that does not give every caller its result', async () => {
    const call = grouped(async (inputs: number[]) => inputs.slice(1));
    await expect(call(1)).rejects.toThrow('answered 0 of 1');
  });

  it('groups per key: two keys never share a batch', async () => {
    const sent: [string, number[]][] = [];
    const call = groupedBy(async (key: { name: string }, inputs: number[]) => {
      sent.push([key.name, inputs]);
      await tick();
      return inputs;
    });
    const a = { name: 'a' };
    const b = { name: 'b' };
    await Promise.all([call(a, 1), call(b, 2), call(a, 3), call(b, 4)]);
    expect(sent).toEqual([
      ['a', [1]],
      ['b', [2]],
      ['a', [3]],
      ['b', [4]],
    ]);
  });

  it('takes at most 32 callers a statement on the embedded database, up to 200 on a PostgreSQL server', async () => {
    const sizes = async (database: object) => {
      const sent: number[] = [];
      const call = groupedBy(async (_db: object, inputs: number[]) => {
        sent.push(inputs.length);
        await tick();
        return inputs;
      });
      await Promise.all(Array.from({ length: 80 }, (_, n) => call(database, n)));
      return sent;
    };
    // Drizzle keeps its driver's connection as `session.client`: PGlite's, or node-postgres's pool.
    expect(EMBEDDED_MAX_BATCH).toBe(32);
    expect(await sizes({ session: { client: { query: () => undefined, exec: () => undefined } } })).toEqual([
      1, 32, 32, 15,
    ]);
    const pool = new pg.Pool();
    expect(await sizes({ session: { client: pool } })).toEqual([1, 79]);
    await pool.end();
  });

  it('serves a batch as old as its oldest caller, not as the caller whose call began the sending', async () => {
    const ages: (number | undefined)[] = [];
    let release: () => void = () => {};
    const call = grouped(async (inputs: number[]) => {
      ages.push(beganAt());
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return inputs;
    });
    const first = servingSince(5, () => call(1));
    const later = [servingSince(30, () => call(2)), servingSince(20, () => call(3)), call(4)];
    release();
    await first;
    await tick();
    release();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
    // A batch of callers that said no start is as old as its call, whoever began the sending.
    const a = servingSince(7, () => call(5));
    const b = call(6);
    release();
    await a;
    await tick();
    release();
    await b;
    expect(ages).toEqual([5, 20, 7, undefined]);
  });
});
