/**
 * A row read as JSON in SQL (`to_jsonb`) and mapped by fromJsonRow is the row Drizzle's select answers, for every type
 * of the schema's columns (identity, integers, text, booleans, timestamps, jsonb of each JSON kind, nulls), except
 * that a jsonb string is the string stored.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { orderDataFile } from '../testing/order-fixtures';
import { fromJsonRow } from './json-rows';
import { outbox, restaurants } from './schema';
import { run } from './statement';

const R = 9712;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'json-rows' }))).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('fromJsonRow', () => {
  it('maps an outbox row of each kind of payload as Drizzle reads it', async () => {
    // A jsonb string that reads as a number, one that is not JSON, an object, an array, a number, a boolean.
    const payloads: unknown[] = ['123', 'not json', { a: [1, 'b'], c: null }, [1, 2], 4.5, false];
    for (const [i, payload] of payloads.entries())
      await t.db.insert(outbox).values({
        restaurantId: R,
        type: 'order.confirmation',
        payload: payload as Record<string, unknown>,
        nextAttemptAt: new Date(Date.UTC(2026, 10, 30, 12, 0, i, 123)),
        ...(i % 2 ? { lastError: `error ${i}` } : {}),
      });
    const where = and(eq(outbox.restaurantId, R), eq(outbox.type, 'order.confirmation'));
    const drizzle = await t.db.select().from(outbox).where(where).orderBy(outbox.id);
    const json = await run<{ j: Record<string, unknown> }>(t.db, {
      text: 'select to_jsonb(o) as j from outbox o where restaurant_id = $1 order by id',
      values: [R],
    });
    const mapped = json.map(({ j }) => fromJsonRow(outbox, j));
    // Drizzle's select parses a jsonb string once more than the driver did ("123" reads as 123): the stored value is
    // the one to answer, and the rest is Drizzle's.
    expect(drizzle[0]!.payload).toBe(123);
    expect(mapped.map((row) => row.payload)).toEqual(payloads);
    expect(mapped.map((row) => ({ ...row, payload: null }))).toEqual(
      drizzle.map((row) => ({ ...row, payload: null })),
    );
    expect(mapped[0]!.nextAttemptAt).toBeInstanceOf(Date);
    expect(mapped[0]!.lastError).toBeNull();
  });

  it('maps a restaurant row (booleans, integers, text and jsonb with nested values)', async () => {
    const [drizzle] = await t.db.select().from(restaurants).where(eq(restaurants.id, R));
    const [json] = await run<{ j: Record<string, unknown> }>(t.db, {
      text: 'select to_jsonb(r) as j from restaurants r where id = $1',
      values: [R],
    });
    expect(drizzle).toBeDefined();
    expect(fromJsonRow(restaurants, json!.j)).toEqual(drizzle);
  });
});
