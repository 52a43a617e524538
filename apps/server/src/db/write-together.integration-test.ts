/**
 * Writes sent together (decisions 020 and 021): rows inserted as one JSON parameter keep every type and default,
 * a statement of several writes commits all or none, and a guarded statement writes only when its guard did.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { orderDataFile } from '../testing/order-fixtures';
import { isUniqueViolation } from './errors';
import { checkouts, outbox } from './schema';
import {
  GUARDED,
  insertRows,
  writeGuarded,
  writeGuardedGrouped,
  writeTogether,
  writeTogetherGrouped,
} from './write-together';

const R = 9710;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'write-together' }))).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const messagesOf = (type: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.restaurantId, R), eq(outbox.type, type)))
    .orderBy(outbox.id);

function checkout(key: string) {
  return {
    restaurantId: R,
    publicId: `pub-${key}`,
    idempotencyKey: key,
    requestHash: 'h',
    totalCents: 1000,
    chargeCents: 1000,
    payment: { kind: 'none', amount: 0, holds: { slots: [], giftCard: null } },
  };
}

describe('insertRows', () => {
  it("keeps each column's type, takes a column's default for a property left out, and JSON null as NULL", async () => {
    const at = new Date('2026-11-25T17:30:00.000Z');
    await writeTogether(t.db, [
      insertRows(outbox, [
        { restaurantId: R, type: 'rows.a', payload: { nested: { n: 1, s: 'é "quoted"' }, list: [1, 2] } },
        { restaurantId: R, type: 'rows.b', payload: 'a JSON string', nextAttemptAt: at, attempts: 3 },
        { restaurantId: R, type: 'rows.c', payload: [], lastError: null, status: undefined },
      ]),
    ]);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.restaurantId, R), sql`${outbox.type} like 'rows._'`))
      .orderBy(outbox.type);
    expect(rows.map((r) => [r.type, r.payload, r.status, r.attempts, r.lastError])).toEqual([
      ['rows.a', { nested: { n: 1, s: 'é "quoted"' }, list: [1, 2] }, 'pending', 0, null],
      ['rows.b', 'a JSON string', 'pending', 3, null],
      ['rows.c', [], 'pending', 0, null],
    ]);
    expect(rows[1]!.nextAttemptAt.toISOString()).toBe(at.toISOString());
    // Left out: the column's default (now), not NULL.
    expect(rows[0]!.nextAttemptAt).toBeInstanceOf(Date);
  });

  it('inserts rows in their order when the columns some leave out have no default', async () => {
    await writeTogether(t.db, [
      insertRows(
        outbox,
        ['first', 'second', 'third', 'fourth'].map((word, i) => ({
          restaurantId: R,
          type: 'rows.ordered',
          payload: word,
          ...(i % 2 ? { lastError: `error ${word}` } : {}),
        })),
      ),
    ]);
    expect((await messagesOf('rows.ordered')).map((r) => [r.payload, r.lastError])).toEqual([
      ['first', null],
      ['second', 'error second'],
      ['third', null],
      ['fourth', 'error fourth'],
    ]);
  });

  it('writes an id taken beforehand into an identity column', async () => {
    const [row] = (
      (await t.db.execute(sql`select nextval(pg_get_serial_sequence('outbox', 'id')) as id`)) as unknown as {
        rows: { id: string | number }[];
      }
    ).rows;
    const id = Number(row!.id);
    await writeTogether(t.db, [insertRows(outbox, [{ id, restaurantId: R, type: 'rows.id', payload: {} }])]);
    expect((await messagesOf('rows.id')).map((r) => r.id)).toEqual([id]);
  });

  it('writes nothing for no rows', () => {
    expect(insertRows(outbox, [])).toEqual([]);
  });

  it('is one statement text for any number of rows', () => {
    const statement = (n: number) =>
      insertRows(
        outbox,
        Array.from({ length: n }, () => ({ restaurantId: R, type: 'rows.n', payload: {} })),
      )[0]!;
    expect(statement(1).text).toBe(statement(40).text);
    expect(statement(40).values).toHaveLength(1);
  });
});

describe('writeTogether', () => {
  it('commits every write of the statement or none: a unique violation leaves nothing written', async () => {
    await writeTogether(t.db, [insertRows(checkouts, [checkout('together-1')])]);
    const failed = await writeTogether(t.db, [
      insertRows(outbox, [{ restaurantId: R, type: 'together.lost', payload: {} }]),
      insertRows(checkouts, [{ ...checkout('together-1'), publicId: 'pub-other' }]),
    ]).catch((error: unknown) => error);
    expect(isUniqueViolation(failed, 'checkouts_restaurant_key')).toBe(true);
    expect(isUniqueViolation(failed, 'checkouts_public_id_key')).toBe(false);
    expect(await messagesOf('together.lost')).toEqual([]);
  });
});

describe('writeGuarded', () => {
  it('writes the guarded rows only when the guard wrote its row, and says whether it did', async () => {
    await writeTogether(t.db, [insertRows(checkouts, [checkout('guarded-1')])]);
    const settle = (type: string) =>
      writeGuarded(
        t.db,
        {
          text:
            "update checkouts set status = 'placed' where restaurant_id = $1 and idempotency_key = $2 " +
            "and status = 'awaiting_payment' returning id",
          values: [R, 'guarded-1'],
        },
        [
          insertRows(outbox, [{ restaurantId: R, type, payload: {} }], GUARDED),
          {
            text: `update outbox set status = 'sent' where restaurant_id = $1 and type = $2 and ${GUARDED}`,
            values: [R, 'rows.id'],
          },
        ],
      );
    expect(await settle('guarded.first')).toBe(true);
    expect(await settle('guarded.second')).toBe(false);
    expect((await messagesOf('guarded.first')).length).toBe(1);
    expect(await messagesOf('guarded.second')).toEqual([]);
    expect((await messagesOf('rows.id')).map((r) => r.status)).toEqual(['sent']);
  });

  it('runs its reads after the guard, each only where it says GUARDED holds', async () => {
    await writeTogether(t.db, [insertRows(checkouts, [checkout('guarded-2')])]);
    // A read that leaves a mark in the transaction's settings, read back on the same connection.
    const settle = () =>
      t.db.transaction(async (tx) => {
        const placed = await writeGuarded(
          tx,
          {
            text:
              "update checkouts set status = 'placed' where restaurant_id = $1 and idempotency_key = $2 " +
              "and status = 'awaiting_payment' returning id",
            values: [R, 'guarded-2'],
          },
          [],
          [{ text: `select set_config('ordering.probe', $1, true) where ${GUARDED}`, values: ['read'] }],
        );
        const mark = await tx.execute(sql`select current_setting('ordering.probe', true) as mark`);
        return {
          placed,
          mark: (mark as unknown as { rows: { mark: string | null }[] }).rows[0]?.mark ?? null,
        };
      });
    expect(await settle()).toEqual({ placed: true, mark: 'read' });
    // The guard wrote nothing the second time: the read ran on no row.
    const again = await settle();
    expect(again.placed).toBe(false);
    expect(['', null]).toContain(again.mark);
  });
});

describe('writeTogetherGrouped', () => {
  const statements = () => t.handle.poolStats().statements ?? 0;
  const keysOf = async (prefix: string) =>
    (
      await t.db
        .select({ key: checkouts.idempotencyKey })
        .from(checkouts)
        .where(and(eq(checkouts.restaurantId, R), sql`${checkouts.idempotencyKey} like ${`${prefix}%`}`))
        .orderBy(checkouts.idempotencyKey)
    ).map((r) => r.key);
  let calls = 0;
  const writesOf = (key: string) => [
    // Its own public id each call: a key taken again is the key's violation, not the public id's.
    insertRows(checkouts, [{ ...checkout(key), publicId: `pub-${key}-${calls++}` }]),
    insertRows(outbox, [{ restaurantId: R, type: `grouped.${key}`, payload: { key } }]),
  ];

  it('sends the writes of callers arriving together in one statement after the first, rows of a table in one insert', async () => {
    const before = statements();
    await Promise.all(
      ['grouped-a', 'grouped-b', 'grouped-c', 'grouped-d'].map((k) =>
        writeTogetherGrouped(t.db, writesOf(k)),
      ),
    );
    // The first at once; the three that came while it was on its way, together.
    expect(statements() - before).toBe(2);
    expect(await keysOf('grouped-')).toEqual(['grouped-a', 'grouped-b', 'grouped-c', 'grouped-d']);
    for (const key of ['grouped-a', 'grouped-b', 'grouped-c', 'grouped-d'])
      expect((await messagesOf(`grouped.${key}`)).map((m) => m.payload)).toEqual([{ key }]);
  });

  it("fails only the caller whose write is refused: the others' are written whole", async () => {
    await writeTogetherGrouped(t.db, writesOf('taken-x'));
    const results = await Promise.allSettled(
      ['taken-a', 'taken-x', 'taken-b'].map((k) => writeTogetherGrouped(t.db, writesOf(k))),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(isUniqueViolation((results[1] as PromiseRejectedResult).reason, 'checkouts_restaurant_key')).toBe(
      true,
    );
    expect(await keysOf('taken-')).toEqual(['taken-a', 'taken-b', 'taken-x']);
    // The refused caller's other write went with nothing of it: its message was written once, by its first call.
    expect((await messagesOf('grouped.taken-x')).length).toBe(1);
    expect((await messagesOf('grouped.taken-b')).length).toBe(1);
  });

  it('is not for use inside a transaction', async () => {
    await expect(
      t.db.transaction((tx) => writeTogetherGrouped(tx as never, writesOf('in-transaction'))),
    ).rejects.toThrow('writeTogetherGrouped is not for use inside a transaction');
  });
});

describe('writeGuardedGrouped', () => {
  const statements = () => t.handle.poolStats().statements ?? 0;
  const place = (key: string) =>
    writeGuardedGrouped(
      t.db,
      {
        text:
          "update checkouts set status = 'placed' where restaurant_id = $1 and idempotency_key = $2 " +
          "and status = 'awaiting_payment' returning id",
        values: [R, key],
      },
      [insertRows(outbox, [{ restaurantId: R, type: `settled.${key}`, payload: { key } }], GUARDED)],
      [{ text: `select 1 where ${GUARDED}`, values: [] }],
    );

  it('settles callers arriving together in one statement after the first, each behind its own guard', async () => {
    await writeTogether(t.db, [
      insertRows(
        checkouts,
        ['settle-a', 'settle-b', 'settle-c', 'settle-d'].map((key) => ({
          ...checkout(key),
          publicId: `pub-s-${key}`,
        })),
      ),
    ]);
    // settle-c is placed already: its guard writes nothing, in a batch where the others' do.
    expect(await place('settle-c')).toBe(true);
    const before = statements();
    const answers = await Promise.all(['settle-a', 'settle-b', 'settle-c', 'settle-d'].map(place));
    // The first at once; the three that came while it was on its way, together.
    expect(statements() - before).toBe(2);
    expect(answers).toEqual([true, true, false, true]);
    for (const key of ['settle-a', 'settle-b', 'settle-c', 'settle-d'])
      expect((await messagesOf(`settled.${key}`)).map((m) => m.payload)).toEqual([{ key }]);
  });

  it('is not for use inside a transaction', async () => {
    await expect(
      t.db.transaction((tx) => writeGuardedGrouped(tx as never, { text: 'select 1', values: [] }, [])),
    ).rejects.toThrow('writeGuardedGrouped is not for use inside a transaction');
  });
});
