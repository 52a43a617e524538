import { describe, expect, it } from 'vitest';
import { beganAt, OldestFirst, servingSince } from './oldest-first';

/** The event loop's turns, taken by hand: `turn()` runs what was due on the next one. */
function turns() {
  const due: (() => void)[] = [];
  return {
    schedule: (next: () => void) => due.push(next),
    async turn() {
      // What the previous work's promise callbacks queued first (its end frees the queue).
      for (let i = 0; i < 5; i++) await Promise.resolve();
      for (const next of due.splice(0)) next();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

/** Work that records its start and ends when told. */
function work(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    run: () => {
      log.push(name);
      return done.then(() => name);
    },
    end: () => end(),
  };
}

describe('OldestFirst', () => {
  it("serves the oldest request's next statement before a younger request's that asked earlier", async () => {
    const loop = turns();
    const queue = new OldestFirst(loop.schedule, () => 1_000);
    const log: string[] = [];
    // Request A (arrived at 1) runs its first statement; B (arrived at 2) asks for its first meanwhile, and then A
    // asks for its second. First come first served ran B's before A's second: every request advanced in step.
    const a1 = work(log, 'A1');
    const b1 = work(log, 'B1');
    const a2 = work(log, 'A2');
    const ran = [queue.run(a1.run, 1)];
    await loop.turn();
    ran.push(queue.run(b1.run, 2));
    ran.push(queue.run(a2.run, 1));
    expect(log).toEqual(['A1']);
    a1.end();
    await loop.turn();
    expect(log).toEqual(['A1', 'A2']);
    a2.end();
    await loop.turn();
    b1.end();
    expect(await Promise.all(ran)).toEqual(['A1', 'B1', 'A2']);
    expect(log).toEqual(['A1', 'A2', 'B1']);
  });

  it('runs one thing at a time: those waiting when a turn begins one after the other in it, the others next turn', async () => {
    const loop = turns();
    const queue = new OldestFirst(loop.schedule, () => 1_000);
    const log: string[] = [];
    const first = work(log, 'first');
    const second = work(log, 'second');
    const third = work(log, 'third');
    const ran = [queue.run(first.run, 5), queue.run(second.run, 5)];
    expect(log).toEqual([]);
    expect(queue.size).toBe(2);
    await loop.turn();
    // The second waits for the first to end, whatever the turns.
    await loop.turn();
    expect(log).toEqual(['first']);
    ran.push(queue.run(third.run, 5));
    first.end();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // Waiting when the turn began: it starts as soon as the first ends, in the same turn.
    expect(log).toEqual(['first', 'second']);
    second.end();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // Asked in the turn: it waits for the next.
    expect(log).toEqual(['first', 'second']);
    await loop.turn();
    expect(log).toEqual(['first', 'second', 'third']);
    third.end();
    await Promise.all(ran);
    expect(queue.size).toBe(0);
  });

  it('tells a failure to its caller and serves the next', async () => {
    const loop = turns();
    const queue = new OldestFirst(loop.schedule, () => 1_000);
    const failed = queue.run(() => Promise.reject(new Error('refused')), 1);
    const thrown = queue.run(() => {
      throw new Error('thrown');
    }, 2);
    const next = queue.run(async () => 'served', 3);
    const outcomes = Promise.allSettled([failed, thrown, next]);
    for (let i = 0; i < 3; i++) await loop.turn();
    expect(
      (await outcomes).map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message)),
    ).toEqual(['refused', 'thrown', 'served']);
  });

  it("takes a request's arrival from its async context, and work that says none as old as its call", async () => {
    const loop = turns();
    let clock = 10;
    const queue = new OldestFirst(loop.schedule, () => clock);
    const log: string[] = [];
    const busy = work(log, 'busy');
    const outbox = work(log, 'outbox');
    const request = work(log, 'request');
    const ran = [queue.run(busy.run, 0)];
    await loop.turn();
    // The outbox asks at 10; a request that arrived at 3 asks after it, from its own context.
    ran.push(queue.run(outbox.run));
    clock = 20;
    ran.push(
      servingSince(3, () => {
        expect(beganAt()).toBe(3);
        return queue.run(request.run);
      }),
    );
    expect(beganAt()).toBeUndefined();
    busy.end();
    await loop.turn();
    request.end();
    await loop.turn();
    outbox.end();
    await Promise.all(ran);
    expect(log).toEqual(['busy', 'request', 'outbox']);
  });
});
