/**
 * Order numbers (and row ids) are taken apart from the order's transaction (decision 020): concurrent checkouts of one restaurant
 * never share a number, a checkout of several orders gets consecutive ones, and restaurants count on their own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';
import { allocateOrders } from './orders.repository';

const A = 9700;
const B = 9701;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: A, slug: 'numbers-a' }))).ok).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: B, slug: 'numbers-b' }))).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('allocateOrders', () => {
  it('gives each of 60 concurrent checkouts its own numbers, consecutive within a checkout', async () => {
    const sizes = Array.from({ length: 60 }, (_, i) => (i % 3) + 1);
    const allocated = await Promise.all(sizes.map((n) => allocateOrders(t.db, A, n)));
    const taken = allocated.map((orders) => orders.map((o) => o.number));
    const ids = allocated.flat().map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    taken.forEach((numbers, i) => {
      expect(numbers).toEqual(Array.from({ length: sizes[i]! }, (_, j) => numbers[0]! + j));
    });
    const all = taken.flat().sort((a, b) => a - b);
    const total = sizes.reduce((s, n) => s + n, 0);
    expect(all).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it('numbers the checkouts of two restaurants taken at the same time, each restaurant from its own counter', async () => {
    const C = 9702;
    expect((await importDataFile(t.db, orderDataFile({ id: C, slug: 'numbers-c' }))).ok).toBe(true);
    const D = 9703;
    expect((await importDataFile(t.db, orderDataFile({ id: D, slug: 'numbers-d' }))).ok).toBe(true);
    const wanted = Array.from({ length: 30 }, (_, i) => ({ restaurant: i % 2 ? C : D, count: (i % 4) + 1 }));
    const allocated = await Promise.all(wanted.map((w) => allocateOrders(t.db, w.restaurant, w.count)));
    for (const restaurant of [C, D]) {
      const numbers = allocated
        .filter((_, i) => wanted[i]!.restaurant === restaurant)
        .flatMap((o) => o.map((x) => x.number));
      const total = wanted.filter((w) => w.restaurant === restaurant).reduce((s, w) => s + w.count, 0);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
    allocated.forEach((orders, i) => {
      expect(orders.map((o) => o.number)).toEqual(
        Array.from({ length: wanted[i]!.count }, (_, j) => orders[0]!.number + j),
      );
    });
    const ids = allocated.flat().map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses to take numbers inside a transaction (its batch would commit there)', async () => {
    await expect(t.db.transaction((tx) => allocateOrders(tx as never, A))).rejects.toThrow(
      'allocateCheckout is not for use inside a transaction',
    );
  });

  it('counts each restaurant on its own', async () => {
    expect((await allocateOrders(t.db, B)).map((o) => o.number)).toEqual([1]);
    expect((await allocateOrders(t.db, B, 2)).map((o) => o.number)).toEqual([2, 3]);
  });

  it("leaves the caller's own settings alone: the next statement commits durably again", async () => {
    await allocateOrders(t.db, B);
    const [row] = (
      (await t.db.execute(sql`select current_setting('synchronous_commit') as setting`)) as unknown as {
        rows: { setting: string }[];
      }
    ).rows;
    expect(row?.setting).toBe('on');
  });
});
