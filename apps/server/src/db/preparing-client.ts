/**
 * The node-postgres connection every pool of the server opens (pgHandle in client.ts): it prepares its statements,
 * counts them, and gives itself back to its pool when it can no longer serve.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** How many statements one connection keeps prepared; statements beyond them go unprepared, as before. */
export const PREPARED_PER_CONNECTION = 500;

/**
 * A connection that prepares each parameterized statement once (decision 020): the statement is named by a hash of
 * its text, so PostgreSQL parses and plans it on its first use on this connection and then only binds and runs it.
 * On the order path that is a quarter more orders a second on the bench's machine, PostgreSQL's share of the CPU
 * being mostly parsing and planning the same few statements. The app's statements come in a bounded number of shapes
 * (a list of ids or rows of another length is another shape); past PREPARED_PER_CONNECTION the rest go as they are,
 * so a connection's memory in the server stays bounded. Statements without parameters (BEGIN, COMMIT) go as they
 * are. A pooler in transaction mode (PgBouncer's) would need this off.
 */
export class PreparingClient extends pg.Client {
  /** Each prepared statement's name, by its text: a statement seen before is named without hashing it again. */
  private readonly prepared = new Map<string, string>();
  /** Statements sent on every connection of the pool (pgHandle gives each its pool's counter). */
  counted: { sent: number } = { sent: 0 };
  /** Set by its pool (pgHandle) while a caller holds this connection. */
  held = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that dies while held (a restarted or failed-over server, a dropped network) emits 'error' here,
    // which without a listener would end the process (pg-pool listens only while the connection is idle); its
    // statements fail on their own, as unavailable. Given back to the pool at once, it frees its place.
    this.on('error', () => this.abandon('the connection to the database was lost'));
  }

  override query(...args: unknown[]): never {
    this.counted.sent++;
    const [config, values] = args;
    if (
      config !== null &&
      typeof config === 'object' &&
      'text' in config &&
      !('name' in config && config.name)
    ) {
      const text = String(config.text);
      const params = ('values' in config ? config.values : undefined) ?? values;
      if (Array.isArray(params) && params.length > 0) {
        let name = this.prepared.get(text);
        if (name === undefined && this.prepared.size < PREPARED_PER_CONNECTION) {
          name = `s${createHash('sha1').update(text).digest('base64url')}`;
          this.prepared.set(text, name);
        }
        if (name !== undefined) args[0] = { ...config, name };
      }
    }
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        if (isReadTimeout(err)) this.abandon(NO_ANSWER);
        (last as (e: unknown, r: unknown) => void)(err, result);
      };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const answer = (super.query as (...a: unknown[]) => unknown)(...args);
    if (answer instanceof Promise)
      answer.catch((err: unknown) => {
        if (isReadTimeout(err)) this.abandon(NO_ANSWER);
      });
    return answer as never;
  }

  /**
   * A held connection that cannot serve any more (a statement unanswered past pgHandle's `query_timeout`, which
   * node-postgres leaves waiting for its answer; or the connection lost) is given back to its pool with an error,
   * which ends it: the socket is dropped at once if a statement is under way, every statement queued behind it fails
   * ("Connection terminated": unavailable), and no caller later finds it still inside another's transaction
   * (PostgreSQL rolls that back when it notices the connection gone; a COMMIT it had already read may still commit,
   * which the order path's idempotency and recovery cover). Given back here, not by its holder: drizzle's transaction
   * sends BEGIN before its try, so a BEGIN that fails never gives its connection back, and the pool would lose that
   * place for ever. The holder's own release, later, does nothing.
   */
  private abandon(reason: string) {
    const holder = this as unknown as { release?: (error?: Error) => void };
    const release = holder.release;
    if (!this.held || !release) {
      this.end().catch(() => undefined);
      return;
    }
    this.held = false;
    holder.release = () => undefined;
    release(new Error(reason));
  }
}

const NO_ANSWER = 'the database did not answer in time';

/** node-postgres's error for a statement unanswered past `query_timeout`. */
const isReadTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout';
