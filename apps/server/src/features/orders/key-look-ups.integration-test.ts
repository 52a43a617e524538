/**
 * The Idempotency-Key's look-up that every submission makes first (checkouts.repository.ts): on the embedded database
 * submissions asking at the same time share one statement (decision 072), and each still gets its own key's answer;
 * on PostgreSQL each is its own statement.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, futureSlot, orderDataFile, submissionBody } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';
import { KEY_ANSWERS, keyAnswerAndMenuVersion } from './submission/checkouts.repository';

const A = 9720;
const B = 9721;
const MISSING = 9729;
let t: TestApp;
let placedId: string;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: A, slug: 'key-look-ups-a' }))).ok).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: B, slug: 'key-look-ups-b' }))).ok).toBe(true);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(A), 'idempotency-key': 'key-look-ups-placed' },
    payload: submissionBody(A, { checkout: CARD_CHECKOUT, pickup: futureSlot() }) as object,
  });
  expect(res.statusCode).toBe(200);
  placedId = res.json().id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const statements = () => t.handle.poolStats().statements ?? 0;

describe('the key look-ups of submissions arriving together', () => {
  it('go in one statement after the first on the embedded database, each answered with its own key', async () => {
    const before = statements();
    const [placed, free, missing, otherRestaurant, again] = await Promise.all([
      keyAnswerAndMenuVersion(t.db, A, 'key-look-ups-placed'),
      keyAnswerAndMenuVersion(t.db, A, 'key-look-ups-free', { key: 'lookups:nobody', at: 1_000 }),
      keyAnswerAndMenuVersion(t.db, MISSING, 'key-look-ups-placed'),
      keyAnswerAndMenuVersion(t.db, B, 'key-look-ups-placed'),
      keyAnswerAndMenuVersion(t.db, A, 'key-look-ups-placed'),
    ]);
    // The first at once; the four asked while it was on its way, together in the next. PostgreSQL's backends read
    // them side by side, one statement each.
    expect(statements() - before).toBe(t.handle.driver === 'pglite' ? 2 : 5);
    expect(placed?.status).toBe('placed');
    expect((placed?.response as { id?: string } | null)?.id).toBe(placedId);
    expect(Number(placed?.menu_version)).toBeGreaterThan(0);
    expect(again).toEqual(placed);
    expect(free).toMatchObject({ status: null, request_hash: null, response: null, points: null });
    expect(Number(free?.menu_version)).toBeGreaterThan(0);
    expect(missing).toBeUndefined();
    // The same key at another restaurant is another key.
    expect(otherRestaurant).toMatchObject({ status: null, request_hash: null });
  });

  it('is read on its own inside a transaction', async () => {
    const answer = await t.db.transaction((tx) => keyAnswerAndMenuVersion(tx, A, 'key-look-ups-placed'));
    expect(answer?.status).toBe('placed');
  });
});

describe('the batch look-up statement', () => {
  it('probes the checkouts index for each key, whatever the table held when its plan was made', async () => {
    // The plan a prepared statement keeps (generic) is made from what the planner knows of the table then; the
    // embedded database never analyses its tables, so that is little. The plan must probe the index either way.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`prepare key_answers_plan as ${KEY_ANSWERS}`));
      const explained = await tx.execute(
        sql.raw('explain (format json) execute key_answers_plan(null, null, null, null)'),
      );
      await tx.execute(sql.raw('deallocate key_answers_plan'));
      return JSON.stringify((explained as unknown as { rows: unknown[] }).rows);
    });
    const scans = [...plan.matchAll(/"Node Type":\s*"([^"]+)",[^{}]*?"Relation Name":\s*"checkouts"/g)].map(
      (m) => m[1],
    );
    expect(scans).toEqual(['Index Scan']);
  });
});
