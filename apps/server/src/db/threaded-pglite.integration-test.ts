// The embedded database on its own thread, as the server opens it (openDatabase in client.ts): PGlite's answers,
// errors, transactions and notifications as on the server's thread, the server's thread free while a statement runs,
// a close that waits for the transaction under way, no answer kept on the thread, and a thread that ends (or whose
// database aborts) told as a closed database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHandle } from './client';
import { ThreadedPGlite } from './threaded-pglite';
import { isDatabaseUnavailable } from './unavailable';

describe('the embedded database on its own thread', () => {
  let folder: string;
  let database: ThreadedPGlite;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'threaded-pglite-'));
    database = await ThreadedPGlite.create({ dataDir: folder });
    await database.exec(`
      create table items (id serial primary key, name text unique not null, tags text[], data jsonb,
        at timestamptz);
    `);
  });

  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers with parsed rows: numbers, arrays, JSON and times', async () => {
    const at = new Date('2027-01-02T03:04:05.000Z');
    const inserted = await database.query<{ id: number; tags: string[]; data: { a: number }; at: Date }>(
      'insert into items (name, tags, data, at) values ($1, $2, $3, $4) returning id, tags, data, at',
      ['soup', ['hot', 'vegan'], { a: 1 }, at],
    );
    expect(inserted.rows).toEqual([{ id: 1, tags: ['hot', 'vegan'], data: { a: 1 }, at }]);
    expect(inserted.affectedRows).toBe(1);
  });

  it('prepared through the server handle: the same statement twice, then its error with its SQLSTATE', async () => {
    const { db } = pgliteHandle(database);
    const session = (db as unknown as { session: { client: ThreadedPGlite } }).session.client;
    const read = () =>
      session.query<{ n: number }>('select count(*)::int as n from items where name <> $1', ['-']);
    expect((await read()).rows[0]?.n).toBe((await read()).rows[0]?.n);
    const duplicate = session.query('insert into items (name) values ($1)', ['soup']);
    await expect(duplicate).rejects.toBeInstanceOf(messages.DatabaseError);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into items (name) values ($1)',
    });
    // The connection is usable after the error, outside and inside a transaction.
    expect((await read()).rows[0]?.n).toBeGreaterThan(0);
    await expect(
      session.transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['bread']);
        await tx.query('insert into items (name) values ($1)', ['soup']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await database.query('select 1 from items where name = $1', ['bread'])).rows).toEqual([]);
  });

  it('commits a transaction and rolls one back', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['kept']);
    });
    await database.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['dropped']);
      await tx.rollback();
    });
    const names = await database.query<{ name: string }>(
      "select name from items where name in ('kept', 'dropped')",
    );
    expect(names.rows).toEqual([{ name: 'kept' }]);
  });

  it('hears a notification once its transaction commits, and none after unlisten', async () => {
    const heard: string[] = [];
    const stop = await database.listen('order_events', (payload) => heard.push(payload));
    await database.transaction(async (tx) => {
      await tx.query("select pg_notify('order_events', 'placed')");
      expect(heard).toEqual([]);
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['placed']);
    await stop();
    await database.query("select pg_notify('order_events', 'again')");
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['placed']);
  });

  it('leaves the server thread free while a statement runs', async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    await database.query('select pg_sleep(0.3)');
    running = false;
    // On the server's own thread the event loop would not turn once while PostgreSQL sleeps.
    expect(turns).toBeGreaterThan(20);
  });

  it('keeps nothing of the answers it has sent: its heap does not grow with the statements run', async () => {
    const rows = () =>
      database.query('select g, repeat($1, 50) as pad from generate_series(1, 200) g', ['x']);
    for (let i = 0; i < 50; i++) await rows();
    const before = await database.heapUsed();
    for (let i = 0; i < 500; i++) await rows();
    // 500 answers of 200 rows kept would be about 27 MB (PGlite's `execProtocolRaw` kept them all).
    expect(await database.heapUsed()).toBeLessThan(before + 8_000_000);
  });

  it('closes after the transaction under way, which commits, and refuses what is asked once closed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const begun = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const committed = database.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('before close')");
      inside();
      await held;
      await tx.query("insert into items (name) values ('during close')");
    });
    await begun;
    const closed = database.close();
    release();
    await committed;
    await closed;
    expect(database.closed).toBe(true);
    await expect(database.query('select 1')).rejects.toThrow(/^PGlite is closed$/);
    database = await ThreadedPGlite.create({ dataDir: folder });
    const names = await database.query<{ name: string }>(
      "select name from items where name in ('before close', 'during close') order by id",
    );
    expect(names.rows.map((r) => r.name)).toEqual(['before close', 'during close']);
  });

  it('keeps what it wrote in its folder when opened again', async () => {
    await database.close();
    expect(database.closed).toBe(true);
    await expect(database.query('select 1')).rejects.toThrow(/^PGlite is closed$/);
    database = await ThreadedPGlite.create({ dataDir: folder });
    const names = await database.query<{ name: string }>("select name from items where name = 'kept'");
    expect(names.rows).toEqual([{ name: 'kept' }]);
  });
});

describe('a thread that ends', () => {
  it('ends when the database aborts, and fails that statement and all that follow as a closed database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'threaded-pglite-'));
    const abortingThread = new URL('../testing/pglite-thread-ending.ts', import.meta.url);
    const database = await ThreadedPGlite.create({ dataDir: folder }, abortingThread);
    try {
      const ran = database.query("select 'wasm_abort'");
      await expect(ran).rejects.toThrow(/^PGlite is closed$/);
      await expect(ran).rejects.toSatisfy(isDatabaseUnavailable);
      await expect(ran).rejects.toHaveProperty(
        'cause.message',
        expect.stringMatching(/^RuntimeError: unreachable$|ended with code 70$/),
      );
      expect(database.closed).toBe(true);
      await expect(database.query('select 1')).rejects.toThrow(/^PGlite is closed$/);
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the statement it ran and all that follow as a closed database (503, not 500)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'threaded-pglite-'));
    const endingThread = new URL('../testing/pglite-thread-ending.ts', import.meta.url);
    const database = await ThreadedPGlite.create({ dataDir: folder }, endingThread);
    try {
      expect((await database.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
      const ran = database.query("select 'end_thread'");
      await expect(ran).rejects.toThrow(/^PGlite is closed$/);
      await expect(ran).rejects.toSatisfy(isDatabaseUnavailable);
      await expect(ran).rejects.toHaveProperty(
        'cause.message',
        "The embedded database's thread ended with code 3",
      );
      expect(database.closed).toBe(true);
      await expect(database.query('select 1')).rejects.toThrow(/^PGlite is closed$/);
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
