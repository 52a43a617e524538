import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column's property, its name in the database, and how its JSON value becomes Drizzle's (none: as it is). */
type Mapping = readonly [key: string, name: string, decode: ((value: unknown) => unknown) | null];

const mappings = new WeakMap<PgTable, readonly Mapping[]>();

function mappingOf(table: PgTable): readonly Mapping[] {
  let mapping = mappings.get(table);
  if (!mapping) {
    mapping = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(
      ([key, column]): Mapping => [
        key,
        column.name,
        // A json or jsonb column's value is already parsed in the record: its decoder would parse a string value
        // ("123", say) once more, as Drizzle's own select does (json-rows.integration-test.ts).
        column.dataType === 'json' ? null : (value) => column.mapFromDriverValue(value),
      ],
    );
    mappings.set(table, mapping);
  }
  return mapping;
}

/**
 * A table's row read as JSON in SQL (`to_jsonb(t)`: keyed by column name, JSON values) as Drizzle's select answers it
 * (keyed by property; a timestamp a Date, read from the JSON's ISO text with its offset). For reads that gather rows
 * of several tables in one fixed statement, where a Drizzle select per table would build its text and map each row
 * field by field on every call (staff-orders.repository.ts).
 */
export function fromJsonRow<T extends PgTable>(table: T, record: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, name, decode] of mappingOf(table)) {
    const value = record[name];
    row[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
  }
  return row as T['$inferSelect'];
}
