import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';
import { assertNotInTransaction, groupedBy } from './grouped';
import { run, type Statement, withClauses } from './statement';

/** The name of a guarded statement's first clause, which the other writes test with GUARDED. */
const GUARD = 'guard';
/** True when the guard's clause wrote a row: a guarded write adds it to its condition. */
export const GUARDED = `exists (select 1 from ${GUARD})`;
const COUNT_GUARD = `select count(*)::int as n from ${GUARD}`;
const WRITE_NAMES = Array.from({ length: 16 }, (_, i) => `write_${i}`);
const writeName = (i: number) => WRITE_NAMES[i] ?? `write_${i}`;
const readName = (i: number) => `read_${i}`;
/** The guard's count, and each read's (so that it runs), by the number of reads: the same string each time. */
const READ_COUNTS: string[] = [];
function countingReads(reads: number): string {
  READ_COUNTS[reads] ??= `select (${COUNT_GUARD}) as n${Array.from(
    { length: reads },
    (_, i) => `, (select count(*)::int from ${readName(i)}) as ${readName(i)}`,
  ).join('')}`;
  return READ_COUNTS[reads];
}

type Writes = readonly (Statement | readonly Statement[] | null)[];
const flat = (writes: Writes): Statement[] =>
  writes.flatMap((w) => (w === null ? [] : Array.isArray(w) ? w : [w as Statement]));

/**
 * Writes that need nothing from one another, sent as one statement: all but the last as data-modifying `WITH`
 * clauses, which PostgreSQL runs once each and to completion, on the statement's snapshot (so none sees another's
 * rows; a foreign key is checked at the statement's end, against rows written before it). One round trip instead of
 * one per write: on the order path each round trip costs a socket write and a wake-up of the database's process
 * (decision 020). Skips `null`s, so optional writes read in place. Outside a transaction the statement is its own:
 * all its writes commit together or none does.
 */
export async function writeTogether(db: Executor, writes: Writes): Promise<void> {
  const parts = flat(writes);
  const last = parts.pop();
  if (!last) return;
  await run(
    db,
    withClauses(
      parts.map((part, i) => [writeName(i), part]),
      last,
    ),
  );
}

/** The inserts `insertRows` built: those of the same text (table, columns, condition) may take one another's rows. */
const rowInserts = new WeakSet<Statement>();

/**
 * The writes of several callers as one list: inserts of rows of the same text become one insert of all their rows
 * (in the callers' order), the rest stay as they are.
 */
export function mergedRows(writes: readonly Statement[]): Statement[] {
  const merged: Statement[] = [];
  const byText = new Map<string, { index: number; rows: string[] }>();
  for (const write of writes) {
    const rows = rowInserts.has(write) ? (write.values[0] as string) : undefined;
    const same = rows === undefined ? undefined : byText.get(write.text);
    if (rows === undefined) merged.push(write);
    else if (same) same.rows.push(rows.slice(1, -1));
    else {
      byText.set(write.text, { index: merged.length, rows: [rows.slice(1, -1)] });
      merged.push(write);
    }
  }
  for (const { index, rows } of byText.values())
    if (rows.length > 1) merged[index] = { text: merged[index]!.text, values: [`[${rows.join(',')}]`] };
  return merged;
}

const writeAllTogether = groupedBy(async (db: Database, batches: Statement[][]): Promise<undefined[]> => {
  await writeTogether(db, batches.length === 1 ? batches[0]! : mergedRows(batches.flat()));
  return batches.map(() => undefined);
});

/**
 * `writeTogether` for writes that may commit with other requests' (decision 072): callers writing at the same time
 * share one statement (decision 028's group commit), their inserts of the same table and columns one insert. Each
 * caller's writes still commit whole or not at all; a batch that fails is sent again caller by caller, so a unique
 * violation (a key another request holds) is the error of its own caller only. Not inside a transaction.
 */
export async function writeTogetherGrouped(db: Database, writes: Writes): Promise<void> {
  assertNotInTransaction(db, 'writeTogetherGrouped');
  const parts = flat(writes);
  if (parts.length > 0) await writeAllTogether(db, parts);
}

/**
 * `writeTogether` behind a condition: `guard` (an update or insert with `returning`) runs first, and each write that
 * tests GUARDED in its condition happens only if the guard wrote a row, all in one statement. Answers whether it did.
 * The settlement of a checkout is one: "if it is still awaiting payment, mark it placed, and then place its orders".
 * `reads` are selects run in the same statement after the guard (a `select pg_notify(...) where GUARDED`, say):
 * PostgreSQL runs a `WITH` select only when the statement reads it, so the answer counts their rows.
 */
export async function writeGuarded(
  db: Executor,
  guard: Statement,
  writes: Writes,
  reads: readonly Statement[] = [],
): Promise<boolean> {
  const written = flat(writes);
  const main = reads.length === 0 ? COUNT_GUARD : countingReads(reads.length);
  const rows = await run<{ n: number }>(
    db,
    withClauses(
      [
        [GUARD, guard],
        ...written.map((w, i): [string, Statement] => [writeName(i), w]),
        ...reads.map((r, i): [string, Statement] => [readName(i), r]),
      ],
      { text: main, values: [] },
    ),
  );
  return Number(rows[0]?.n) > 0;
}

interface GuardedWrites {
  guard: Statement;
  writes: Statement[];
  reads: readonly Statement[];
}

/** Each caller's guard, and the condition its writes test, by the caller's place in its batch: the same strings. */
const BATCH_GUARDS: { name: string; guarded: string }[] = [];
const batchGuard = (i: number) =>
  (BATCH_GUARDS[i] ??= { name: `guard_${i}`, guarded: `exists (select 1 from guard_${i})` });

/**
 * Several callers' guarded writes in one statement: each caller's guard its own clause (`guard_<i>`), each of its
 * writes and reads testing that guard instead of GUARDED, and one count per guard and per read in the answer.
 */
async function writeGuardedBatch(db: Database, batch: GuardedWrites[]): Promise<boolean[]> {
  if (batch.length === 1) {
    const [one] = batch as [GuardedWrites];
    return [await writeGuarded(db, one.guard, one.writes, one.reads)];
  }
  const clauses: [string, Statement][] = [];
  const counts: string[] = [];
  batch.forEach(({ guard, writes, reads }, i) => {
    const { name, guarded } = batchGuard(i);
    clauses.push([name, guard]);
    counts.push(`(select count(*)::int from ${name}) as n_${i}`);
    writes.forEach((w, j) => {
      clauses.push([`write_${i}_${j}`, { text: w.text.replaceAll(GUARDED, guarded), values: w.values }]);
    });
    reads.forEach((r, j) => {
      clauses.push([`read_${i}_${j}`, { text: r.text.replaceAll(GUARDED, guarded), values: r.values }]);
      counts.push(`(select count(*)::int from read_${i}_${j}) as read_${i}_${j}`);
    });
  });
  const [row] = await run<Record<string, number>>(
    db,
    withClauses(clauses, { text: `select ${counts.join(', ')}`, values: [] }),
  );
  return batch.map((_, i) => Number(row?.[`n_${i}`]) > 0);
}

const writeGuardedAllTogether = groupedBy(writeGuardedBatch);

/**
 * `writeGuarded` for guarded writes that may commit with other requests' (decision 072): callers settling at the same
 * time share one statement (decision 028's group commit), each caller's writes behind its own guard, so each answers
 * whether its own guard wrote. A batch that fails is sent again caller by caller. Not inside a transaction.
 */
export async function writeGuardedGrouped(
  db: Database,
  guard: Statement,
  writes: Writes,
  reads: readonly Statement[] = [],
): Promise<boolean> {
  assertNotInTransaction(db, 'writeGuardedGrouped');
  return writeGuardedAllTogether(db, { guard, writes: flat(writes), reads });
}

interface RowsShape {
  /** `insert into t (columns) [overriding system value] select columns from jsonb_to_recordset(` */
  head: string;
  /** `::jsonb) as r(column type, ...)` */
  tail: string;
  /** Each inserted column: its property on Drizzle's row and its name in the table. */
  columns: [key: string, name: string][];
  /** The statement's text, by its condition ('' for none): the same string each time (statement.ts). */
  texts: Map<string, string>;
}

/** Each table's shapes by their columns' properties, joined by commas. */
const shapes = new WeakMap<PgTable, Map<string, RowsShape>>();
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function rowsShape(table: PgTable, keys: readonly string[], signature: string): RowsShape {
  let ofTable = shapes.get(table);
  if (!ofTable) {
    ofTable = new Map();
    shapes.set(table, ofTable);
  }
  const known = ofTable.get(signature);
  if (known) return known;
  const tableName = getTableName(table);
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const chosen = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${tableName} has no column ${key}`);
    return [key, column] as const;
  });
  const names = chosen.map(([, c]) => quote(c.name)).join(', ');
  const identity = chosen.some(([, c]) => c.generatedIdentity?.type === 'always');
  const shape: RowsShape = {
    head:
      `insert into ${quote(tableName)} (${names})${identity ? ' overriding system value' : ''} ` +
      `select ${names} from jsonb_to_recordset(`,
    tail: `::jsonb) as r(${chosen.map(([, c]) => `${quote(c.name)} ${c.getSQLType()}`).join(', ')})`,
    columns: chosen.map(([key, c]) => [key, c.name]),
    texts: new Map(),
  };
  ofTable.set(signature, shape);
  return shape;
}

/**
 * An insert of many rows with one parameter: the rows as one JSON array, read back by `jsonb_to_recordset` into the
 * table's own column types. The statement's text depends only on the table and the columns given, so it is prepared
 * once per connection whatever the number of rows, and building it costs a `JSON.stringify` instead of a placeholder
 * per value. A property left `undefined` takes the column's default, as in Drizzle; a JSON `null` is SQL `NULL`.
 * Rows are inserted in their order, in one insert, unless some leave out a column with a default that others give:
 * those make one insert per set of properties, in no set order between them. With `when` (GUARDED, say) the rows
 * are inserted only if it holds.
 */
export function insertRows<T extends PgTable>(
  table: T,
  /** Drizzle's insert objects; `id` may be given, for a table whose ids are taken beforehand (an identity). */
  rows: readonly (T['$inferInsert'] & { id?: number })[],
  /** A condition without parameters (GUARDED, say). */
  when?: string,
): Statement[] {
  if (rows.length === 0) return [];
  const known = getTableColumns(table) as Record<string, PgColumn>;
  const given = (rows as readonly Record<string, unknown>[]).map((row) => {
    const keys: string[] = [];
    for (const key in row) if (row[key] !== undefined && key in known) keys.push(key);
    return keys;
  });
  const first = given[0] ?? [];
  const same = given.every((keys) => keys.length === first.length && keys.every((k, i) => first[i] === k));
  const union = same ? first : [...new Set(given.flat())];
  // A column some rows leave out is NULL in them, unless it has a default: then they are inserted apart.
  const apart =
    !same && union.some((key) => known[key]!.hasDefault && given.some((keys) => !keys.includes(key)));
  const groups = new Map<string, { keys: readonly string[]; rows: Record<string, unknown>[] }>();
  if (!apart) groups.set(union.join(','), { keys: union, rows: rows as Record<string, unknown>[] });
  else {
    (rows as readonly Record<string, unknown>[]).forEach((row, i) => {
      const signature = given[i]!.join(',');
      const group = groups.get(signature) ?? { keys: given[i]!, rows: [] };
      group.rows.push(row);
      groups.set(signature, group);
    });
  }
  return [...groups].map(([signature, { keys, rows: group }]) => {
    const shape = rowsShape(table, keys, signature);
    const records = group.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, name] of shape.columns) record[name] = row[key] ?? null;
      return record;
    });
    let text = shape.texts.get(when ?? '');
    if (text === undefined) {
      text = `${shape.head}$1${shape.tail}${when ? ` where ${when}` : ''}`;
      shape.texts.set(when ?? '', text);
    }
    const statement = { text, values: [JSON.stringify(records)] };
    rowInserts.add(statement);
    return statement;
  });
}
