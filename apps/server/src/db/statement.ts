import { Param, SQL, StringChunk } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A statement written as SQL text with numbered parameters (`$1`, `$2`...) and their values, for the order path's
 * few statements (decision 021). Its text is fixed, so it costs no query building per call (Drizzle's building was
 * the largest share of the API process's time per order after the round trips) and is prepared once per connection
 * (decision 020). Values go to the driver as they are: JSON is passed as text and cast (`$1::jsonb`).
 */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

interface Split {
  parts: string[];
  /** The value each placeholder takes, by index, in the order of the placeholders in the text. */
  order: number[];
}

/** Texts split at their placeholders, by text: the order path's texts are few and fixed. */
const splits = new Map<string, Split>();
const MAX_SPLITS = 1_000;

function split(text: string): Split {
  const known = splits.get(text);
  if (known) return known;
  const parts: string[] = [];
  const order: number[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    parts.push(text.slice(last, match.index));
    order.push(Number(match[1]) - 1);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  const made = { parts, order };
  if (splits.size < MAX_SPLITS) splits.set(text, made);
  return made;
}

/** The statement as Drizzle's SQL (runs on either driver, in a transaction or not). */
export function toSql(statement: Statement): SQL {
  const { parts, order } = split(statement.text);
  const chunks: (StringChunk | Param)[] = [new StringChunk(parts[0] ?? '')];
  order.forEach((index, i) => {
    if (index < 0 || index >= statement.values.length) {
      throw new RangeError(`$${index + 1} has no value in: ${statement.text}`);
    }
    chunks.push(new Param(statement.values[index]), new StringChunk(parts[i + 1] ?? ''));
  });
  return new SQL(chunks);
}

/** Runs a statement and answers its rows (both drivers answer `{ rows }`). */
export async function run<Row>(db: Executor, statement: Statement): Promise<Row[]> {
  const result = (await db.execute(toSql(statement))) as unknown as { rows: Row[] };
  return result.rows;
}

/** The text with its placeholders moved up by `offset`, to follow another statement's values in one statement. */
function shift(text: string, offset: number): string {
  return offset === 0 ? text : text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/**
 * Combined texts, by the texts they combine (a trie of maps). The parts' texts are the same strings from call to call,
 * so each step is a look-up of a string whose hash is already known; and the combined text is then the same string
 * too, for the split above and for the connection's prepared statements (decision 020), instead of a new one to hash.
 */
interface Combined {
  next: Map<string, Combined>;
  text?: string;
}
const combined: Combined = { next: new Map() };
const COUNTS = Array.from({ length: 64 }, (_, n) => `#${n}`);
let combinedCount = 0;

function combinedText(clauses: readonly [string, Statement][], main: Statement): string {
  let node = combined;
  const step = (key: string) => {
    let next = node.next.get(key);
    if (!next) {
      next = { next: new Map() };
      if (combinedCount < MAX_SPLITS) {
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
