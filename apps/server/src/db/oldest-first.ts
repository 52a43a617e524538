import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * When the work a statement is part of began (a request's arrival, in `performance.now()` milliseconds), kept by the
 * async context that sends it: plugins/oldest-first.ts sets it for each request.
 */
const began = new AsyncLocalStorage<number | undefined>();

/**
 * Runs `work` (and everything it starts) as part of work that began at `since`, served before anything younger;
 * with `undefined`, as work that says no start (as old as each of its calls).
 */
export function servingSince<T>(since: number | undefined, work: () => T): T {
  return began.run(since, work);
}

/** When the calling work began, if one said so (`servingSince`). */
export function beganAt(): number | undefined {
  return began.getStore();
}

interface Waiter {
  since: number;
  /** Arrival order among waiters that began at the same moment. */
  seq: number;
  start: () => void;
}

/** Whether `a` is served after `b`: it began later, or at the same moment and asked later. */
const later = (a: Waiter, b: Waiter) => a.since > b.since || (a.since === b.since && a.seq > b.seq);

/**
 * One thing at a time (a statement, or a transaction with its statements), the one whose work began first served
 * next. The embedded database runs on the server's thread one statement at a time, and served first come first
 * served, each of an order's statements went to the back of the queue: 200 orders arriving together advanced in step
 * and none finished before all 200 had gone through every stage (decision 054). Served by age, the oldest order goes
 * through its statements while the younger wait, and orders finish one after the other. Work that says no start
 * (the outbox worker, a migration) is as old as its call: it waits behind requests that began earlier, and never
 * behind later ones, so nothing waits for ever.
 *
 * Each turn of the event loop (`turn`) serves as many as were waiting when it began, one after the other, then lets
 * the loop turn: connections are accepted and requests read between, and a loop slowed by many requests still runs
 * many statements a turn (one a turn was a third of the orders a second at 200 connections).
 */
export class OldestFirst {
  /** Waiting, the next to serve last (a sorted array: a few hundred at most, so insertion stays cheap). */
  private readonly waiting: Waiter[] = [];
  private busy = false;
  private scheduled = false;
  /** How many more may start in this turn. */
  private leftThisTurn = 0;
  private seq = 0;

  constructor(
    /** Calls its argument on a later turn of the event loop; `setImmediate` lets connections be accepted between. */
    private readonly turn: (next: () => void) => void = setImmediate,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Things waiting to start, and one under way if any. */
  get size(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  run<T>(work: () => Promise<T>, since: number = beganAt() ?? this.clock()): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        since,
        seq: this.seq++,
        start: () => {
          let result: Promise<T>;
          try {
            result = work();
          } catch (error) {
            result = Promise.reject(error);
          }
          result.then(resolve, reject).finally(() => this.finished());
        },
      };
      // Binary search for its place: those served after it stay before it in the array.
      let low = 0;
      let high = this.waiting.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (later(this.waiting[middle] as Waiter, waiter)) low = middle + 1;
        else high = middle;
      }
      this.waiting.splice(low, 0, waiter);
      this.schedule();
    });
  }

  private startNext(): void {
    const next = this.waiting.pop();
    if (!next) return;
    this.busy = true;
    next.start();
  }

  private finished(): void {
    this.busy = false;
    if (this.leftThisTurn > 0 && this.waiting.length > 0) {
      this.leftThisTurn--;
      this.startNext();
    } else {
      this.leftThisTurn = 0;
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.busy || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    this.turn(() => {
      this.scheduled = false;
      if (this.busy) return;
      this.leftThisTurn = this.waiting.length - 1;
      this.startNext();
    });
  }
}
