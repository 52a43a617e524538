import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Executor } from './client';

/**
 * A statement written as SQL text with numbered parameters (`$1`, `$2`...) and their values, for the order path's
 * few statements (decisions 021 and 023). Its text is fixed, so it costs no query building per call and is prepared
 * once per connection (decision 020). Values go to the driver as they are: JSON is passed as text and cast
 * (`$1::jsonb`). PostgreSQL checks the placeholders: a value without one, or one without a value, is refused; and a
 * placeholder used twice is one parameter, of one type.
 */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

const { TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL } = pg.types.builtins;
/** Array types by their ids (pg's `builtins` names only the element types). */
const ARRAY_OF = { NUMERIC: 1231, TIMESTAMP: 1115, TIMESTAMPTZ: 1185, INTERVAL: 1187, DATE: 1182 };
/**
 * Types both drivers hand back as PostgreSQL's text, as Drizzle has them do (its `execute` answers dates,
 * timestamps, intervals and numeric arrays as strings).
 */
const AS_TEXT: number[] = [TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL, ...Object.values(ARRAY_OF)];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    AS_TEXT.includes(id) ? asText : pg.types.getTypeParser(id, format),
};
const pgliteOptions = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(AS_TEXT.map((id) => [id, asText])),
};

type DriverClient = pg.Pool | pg.Client | PGlite | Transaction;

/**
 * Runs a statement on the executor's own driver connection (the pool, or the transaction's connection) and answers
 * its rows. Not through Drizzle's `execute`: turning the text back into Drizzle's SQL and building it again for
 * every call was a seventh of the API process's time per order (`is` checks on each chunk). The rows are those
 * `execute` answers. An error is the driver's own: it carries the SQLSTATE that `isUniqueViolation` and the outage
 * check read, and not the list of every value that Drizzle's wrapper quoted (PostgreSQL's message may still quote
 * the one value it refused, as in "invalid input syntax").
 */
export async function run<Row>(db: Executor, statement: Statement): Promise<Row[]> {
  const client = driverClient(db);
  if (isServerClient(client)) {
    const result = await client.query<Row & pg.QueryResultRow>({
      text: statement.text,
      values: statement.values as unknown[],
      types: pgTypes,
    });
    return result.rows;
  }
  if (typeof client?.query !== 'function' || !('exec' in client)) {
    throw new Error(
      "Drizzle's handle has no node-postgres or PGlite connection at session.client (decision 023; see statement.integration-test.ts)",
    );
  }
  const result = await client.query<Row>(statement.text, statement.values as unknown[], pgliteOptions);
  return result.rows;
}

/** Both Drizzle drivers keep their connection, or their transaction's, as `session.client` (decision 023). */
const driverClient = (db: object) => (db as { session?: { client?: DriverClient } }).session?.client;
const isServerClient = (client: DriverClient | undefined): client is pg.Pool | pg.Client =>
  client instanceof pg.Pool || client instanceof pg.Client;

/** Whether the executor is the embedded database's (PGlite, in this process), not a PostgreSQL server's. */
export function isEmbedded(db: object): boolean {
  const client = driverClient(db);
  return client !== undefined && !isServerClient(client);
}

/** The text with its placeholders moved up by `offset`, to follow another statement's values in one statement. */
function shift(text: string, offset: number): string {
  return offset === 0 ? text : text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/**
 * Combined texts, by the texts they combine (a trie of maps). The parts' texts are the same strings from call to call,
 * so each step is a look-up of a string whose hash is already known; and the combined text is then the same string
 * too, for the connection's prepared statements (decision 020), instead of a new one to hash.
 */
interface Combined {
  next: Map<string, Combined>;
  text?: string;
}
const combined: Combined = { next: new Map() };
const COUNTS = Array.from({ length: 64 }, (_, n) => `#${n}`);
let combinedCount = 0;
const MAX_COMBINED = 1_000;

function combinedText(clauses: readonly [string, Statement][], main: Statement): string {
  let node = combined;
  const step = (key: string) => {
    let next = node.next.get(key);
    if (!next) {
      next = { next: new Map() };
      if (combinedCount < MAX_COMBINED) {
        node.next.set(key, next);
        combinedCount++;
      }
    }
    node = next;
  };
  for (const [name, statement] of clauses) {
    step(name);
    step(statement.text);
    // The next clause's numbers start after this one's values.
    step(COUNTS[statement.values.length] ?? String(statement.values.length));
  }
  step(main.text);
  if (node.text === undefined) {
    const texts: string[] = [];
    let offset = 0;
    for (const [name, statement] of clauses) {
      texts.push(`${name} as (${shift(statement.text, offset)})`);
      offset += statement.values.length;
    }
    const last = shift(main.text, offset);
    node.text = texts.length > 0 ? `with ${texts.join(', ')} ${last}` : last;
  }
  return node.text;
}

/**
 * Statements as the clauses of one: each `[name, statement]` becomes `name as (statement)` of a `WITH`, followed by
 * `main`, their values renumbered in turn.
 */
export function withClauses(clauses: readonly [string, Statement][], main: Statement): Statement {
  const values: unknown[] = [];
  for (const [, statement] of clauses) values.push(...statement.values);
  values.push(...main.values);
  return { text: combinedText(clauses, main), values };
}
