/**
 * `run` sends a fixed-text statement straight to the driver (decision 023): on both databases it answers the rows
 * Drizzle's `execute` answers, uses a transaction's own connection, and fails with the driver's error.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { run } from './statement';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('run', () => {
  it.each([
    ['a timestamp with time zone', `select timestamptz '2026-11-24 12:30:00+00' as v`],
    ['a timestamp', `select timestamp '2026-11-24 12:30:00' as v`],
    ['a date', `select date '2026-11-24' as v`],
    ['an interval', `select interval '90 minutes' as v`],
    ['an array of dates', `select array[date '2026-11-24', date '2026-11-25'] as v`],
    ['a numeric array', `select array[1.50, 2.25]::numeric[] as v`],
    ['an array of timestamps', `select array[timestamp '2026-11-24 12:30:00'] as v`],
    ['an array of timestamps with time zone', `select array[timestamptz '2026-11-24 12:30:00+00'] as v`],
    ['an array of intervals', `select array[interval '1 day', interval '2 hours'] as v`],
    ['a bigint', 'select 9007199254740993::bigint as v'],
    ['an integer', 'select 42::int as v'],
    ['a boolean', 'select true as v'],
    ['JSON', `select '{"a": [1, "b"], "c": null}'::jsonb as v`],
    ['NULL', 'select null::text as v'],
  ])('answers %s as Drizzle does', async (_name, text) => {
    const [mine] = await run<{ v: unknown }>(t.db, { text, values: [] });
    const drizzle = (await t.db.execute(sql.raw(text))) as unknown as { rows: { v: unknown }[] };
    expect(mine).toEqual(drizzle.rows[0]);
  });

  it('keeps each value with its placeholder, in any order and used twice, prepared or not', async () => {
    const statement = { text: 'select $2::text as a, $1::int + $1::int as b', values: [20, 'x'] };
    // The second run is a prepared statement's on PostgreSQL (client.ts).
    for (let i = 0; i < 2; i++) expect(await run(t.db, statement)).toEqual([{ a: 'x', b: 40 }]);
  });

  it("runs in the transaction it is given, on that transaction's connection", async () => {
    const setting = { text: "select current_setting('app.run_test', true) as v", values: [] };
    const inside = await t.db.transaction(async (tx) => {
      await run(tx, { text: "select set_config('app.run_test', $1, true)", values: ['inside'] });
      return run<{ v: string | null }>(tx, setting);
    });
    expect(inside).toEqual([{ v: 'inside' }]);
    const [after] = await run<{ v: string | null }>(t.db, setting);
    expect(after?.v ?? '').toBe('');
  });

  it("fails with the driver's error and its SQLSTATE, without the statement's other values", async () => {
    const failure = await run(t.db, { text: 'select $1::text, 1 / $2::int', values: ['555-0100', 0] }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: '22012' });
    expect(String((failure as Error).message)).not.toContain('555-0100');
  });

  it('is one parameter of one type for a placeholder used twice, and refuses a value without a placeholder', async () => {
    // The first use is cast, so the second is an integer too (and comes back as a number).
    expect(await run(t.db, { text: 'select $1::int + 1 as a, $1 as b', values: [5] })).toEqual([
      { a: 6, b: 5 },
    ]);
    await expect(run(t.db, { text: 'select $1::int as a', values: [1, 2] })).rejects.toMatchObject({
      code: '08P01',
    });
  });
});
