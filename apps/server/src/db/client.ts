import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  messages,
  type PGlite,
  parse as pgliteParse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config';
import { holdEmbeddedFolder } from './embedded-owner';
import { type Listen, pgListen } from './listen';
import { OldestFirst } from './oldest-first';
import { PREPARED_PER_CONNECTION, PreparingClient } from './preparing-client';
import * as schema from './schema';
import { ThreadedPGlite } from './threaded-pglite';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every repository takes (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle is a database handle for repositories. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export const migrationsFolder = join(repoRoot, 'apps/server/drizzle');

/**
 * The advisory lock the migrations run under (any fixed number, the same in every process): processes started
 * together on an empty database take turns, and the later ones find the migrations applied.
 */
const MIGRATION_LOCK = 7_202_611_030;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** LISTEN on a channel of this database (live order updates across API nodes). */
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections in use and statements waiting for one, read by the metrics at each scrape. */
  poolStats(): PoolStats;
  /** The embedded database's thread's JavaScript heap in use, in bytes (none on PostgreSQL), for the metrics. */
  threadHeap?: () => Promise<number>;
}

export interface PoolStats {
  inUse: number;
  waiting: number;
  /** Statements sent to the database since the handle was opened (each a round trip), for the metrics. */
  statements?: number;
}

/** `queue` decides which statement the embedded database runs next (a test gives its own). */
export function pgliteHandle(client: PGlite, queue?: OldestFirst): DatabaseHandle {
  preparedStatements(client);
  const statements = servedOldestFirst(client, queue);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    // PGlite is one connection in this process that runs one statement (or transaction) at a time: it is in use
    // while any is under way, and the others wait for it.
    poolStats: () => ({
      inUse: Math.min(statements.underWay, 1),
      waiting: Math.max(statements.underWay - 1, 0),
      statements: statements.sent,
    }),
    ...(client instanceof ThreadedPGlite ? { threadHeap: () => client.heapUsed() } : {}),
  };
}

interface PreparedStatement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them when it parsed the statement. */
  types: number[];
  /** What each row's columns are: the answer of the statement's Describe (none for a write without `returning`). */
  rows: messages.RowDescriptionMessage | undefined;
  /** Its columns' types, once each. */
  columnTypes: number[];
  /** PGlite's serializer of each parameter's type, looked up once (a caller's own `serializers` still win). */
  serializers: (((value: unknown) => string) | undefined)[];
}

/**
 * The embedded database prepares each parameterized statement once too, as PreparingClient does on PostgreSQL
 * (decision 020). PGlite's own `query` parses, analyses and plans the statement on every call: for the order path's
 * statements of several `WITH` clauses that was most of each call (an allocation: about 20 ms a call, 3-5 ms
 * prepared, on the shared 2-core machine). A statement's first call parses and describes it under a name; later
 * calls only bind and execute it. The same steps as PGlite's `query` otherwise: the same locks (a statement never runs
 * inside another caller's transaction), the same parameter serializers and result parsers, the same errors, and the
 * data flushed to the file system after a statement outside a transaction. Statements without parameters, and
 * calls with options this does not cover (a blob, given parameter types), go through PGlite's `query` as they are.
 */
function preparedStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const prepared = new Map<string, PreparedStatement>();
  const { serialize } = protocol;
  // A statement outside a transaction is written through to the file system with its answer, as PGlite's `query`.
  const send = (inTransaction: boolean, ...parts: Uint8Array[]) =>
    client.execProtocolStream(concatenated(parts), { syncToFs: !inTransaction });

  async function runPrepared<T>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let answers: messages.BackendMessage[];
    let statement = prepared.get(text);
    try {
      if (!statement) {
        const name = `s${prepared.size}`;
        // Parse, Describe and Sync sent together (one call; one message to the database's thread): an error in
        // the text is told after the Sync, which ends what it began.
        const described = await send(
          true,
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        );
        const types = described.find(
          (m): m is messages.ParameterDescriptionMessage => m.name === 'parameterDescription',
        );
        const rows = described.find((m): m is messages.RowDescriptionMessage => m.name === 'rowDescription');
        const dataTypeIDs = types?.dataTypeIDs ?? [];
        statement = {
          name,
          types: dataTypeIDs,
          rows,
          columnTypes: [...new Set(rows?.fields.map((f) => f.dataTypeID))],
          serializers: dataTypeIDs.map((type) => client.serializers[type]),
        };
        prepared.set(text, statement);
      }
      const { types, serializers } = statement;
      const own = options?.serializers;
      const values: (string | null)[] = new Array(params.length);
      for (let i = 0; i < params.length; i++) {
        const value = params[i];
        const serializer = own?.[types[i] as number] ?? serializers[i];
        values[i] =
          value === null || value === undefined ? null : serializer ? serializer(value) : String(value);
      }
      // Bind, Execute and Sync together: the Sync is answered (ReadyForQuery) whether or not the statement failed.
      answers = await send(
        inTransaction,
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      );
    } catch (error) {
      // As PGlite's `query` tells a failed statement: with its text, parameters and options.
      if (error instanceof messages.DatabaseError) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
    const described = statement.rows ? [statement.rows, ...answers] : answers;
    if (!options?.parsers)
      return pgliteParse.parseResults(described, client.parsers, options)[0] as Results<T>;
    // `parseResults` merges a caller's parsers over PGlite's 357 (one per type and array type) on every call: 0.8 ms
    // a statement on the shared machine, more than running it prepared. Only this statement's columns' are merged.
    const parsers: typeof client.parsers = {};
    for (const type of statement.columnTypes) {
      const parser = options.parsers[type] ?? client.parsers[type];
      if (parser) parsers[type] = parser;
    }
    return pgliteParse.parseResults(described, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const preparable = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
    params !== undefined &&
    params.length > 0 &&
    !options?.blob &&
    !options?.paramTypes &&
    (prepared.has(text) || prepared.size < PREPARED_PER_CONNECTION);

  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    // A closed database is told by PGlite's own `query` ("PGlite is closed": an outage, 503 in plugins/errors.ts).
    if (client.closed || !preparable(text, params, options)) return query<T>(text, params, options);
    await client.waitReady;
    // PGlite's `query` order of locks: no other caller's transaction open, then this statement alone.
    return client._runExclusiveTransaction(() =>
      client.runExclusive(() => runPrepared<T>(text, params ?? [], options, false)),
    );
  }) as typeof client.query;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!preparable(text, params, options)) return txQuery<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return client.runExclusive(() => runPrepared<R>(text, params ?? [], options, true));
      }) as typeof tx.query;
      return callback(tx);
    })) as typeof client.transaction;
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * PGlite ran each statement synchronously on the server's own thread (now on one of its own, threaded-pglite.ts),
 * and hands its lock from one waiting statement to the next in promise callbacks. Under load the queue of statements
 * is never empty, so those callbacks chain without end and the event loop stopped turning: a new connection was
 * accepted once in 60-280 ms, and the first order of 50 diners arriving together waited up to 8.5 s while those
 * already connected were served in 0.3 s. So each statement (or transaction) starts on a turn of the event loop of
 * its own, connections accepted and requests read between; and the one served next is that of the oldest request,
 * not the first asked for (OldestFirst, decision 054), so orders arriving together finish one after the other
 * instead of all together at the end.
 */
function servedOldestFirst(
  client: PGlite,
  queue = new OldestFirst(),
): { readonly underWay: number; sent: number } {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // The statements sent, those of a transaction (its BEGIN and COMMIT too) each counted; the queue's size is the
  // embedded database's pool usage for the metrics.
  const counted = {
    sent: 0,
    get underWay() {
      return queue.size;
    },
  };
  const counting = <T>(run: () => Promise<T>): Promise<T> => {
    counted.sent++;
    return queue.run(run);
  };
  client.query = ((...args: Parameters<typeof query>) => counting(() => query(...args))) as typeof query;
  client.exec = (...args) => counting(() => exec(...args));
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    counting(() =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((...args: Parameters<typeof txQuery>) => {
          counted.sent++;
          return txQuery(...args);
        }) as typeof txQuery;
        tx.exec = (...args) => {
          counted.sent++;
          return txExec(...args);
        };
        // BEGIN before the callback, COMMIT (or ROLLBACK) after it.
        counted.sent++;
        return callback(tx);
      }),
    )) as typeof transaction;
  return counted;
}

export function pgHandle(connectionString: string, max = 10, queryTimeoutMs = 15_000): DatabaseHandle {
  // A server that does not answer (a lost network, a hung server) fails a request, as 503, instead of holding it:
  // after 5 s for a new connection, after `queryTimeoutMs` for a statement on an open one.
  const counted = { sent: 0 };
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    query_timeout: queryTimeoutMs,
    Client: class extends PreparingClient {
      override counted = counted;
    },
  });
  // Which connections a caller holds: only those are given back by PreparingClient when they fail.
  pool.on('acquire', (client) => {
    (client as unknown as PreparingClient).held = true;
  });
  pool.on('release', (_error, client) => {
    (client as unknown as PreparingClient).held = false;
  });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) is reported here;
  // without a listener it would crash the process. The pool opens a new connection when next asked for one.
  pool.on('error', (error) => {
    process.emitWarning(`An idle database connection was closed: ${error.message}`, 'DatabaseWarning');
  });
  // drizzle-orm pins an older @types/pg than ours; the runtime Pool is the same class.
  const db = drizzleNodePg({ client: pool as never, schema });
  return {
    db: db as unknown as Database,
    driver: 'pg',
    listen: pgListen(connectionString),
    migrate: async () => {
      // One connection of its own holds the lock and runs the migrations: without the pool's statement timeout, as
      // waiting for another process's migrations, or a long one, is no hung server.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      // A connection lost midway fails the statement under way, which says so; its 'error' event must not end the
      // process first.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrateNodePg(drizzleNodePg({ client: client as never, schema }), { migrationsFolder });
        } finally {
          // A connection lost meanwhile released the lock with its session; the migration's own error is the one told.
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      statements: counted.sent,
    }),
  };
}

/** PostgreSQL when a URL is given, else the embedded database on disk under `dataDir/pglite`. */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax?: number;
  queryTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return pgHandle(opts.databaseUrl, opts.poolMax, opts.queryTimeoutMs);
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = holdEmbeddedFolder(dir);
  try {
    const handle = pgliteHandle(await ThreadedPGlite.create({ dataDir: dir }));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Whether the executor is the embedded database (PGlite): one connection in this process, where a statement never
 * waits on another's commit, so what PostgreSQL keeps apart for its locks (a NOTIFY and the commit of many orders)
 * may go in one statement there.
 */
export function embedded(db: Executor): boolean {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client !== undefined && !(client instanceof pg.Pool || client instanceof pg.Client);
}
