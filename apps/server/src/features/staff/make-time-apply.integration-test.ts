/**
 * The owner applies an item's learned make time to the data file in one click: a new published version with the
 * item's make time set, which the next order's bucket load uses at once; the version keeps who applied it and what
 * changed; a figure or file read before a change is refused, and only owners may. The clock is set (Wednesday
 * 4 March 2026, 11:30 in Toronto).
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataFileVersions, makeTimeSamples, orders } from '../../db/schema';
import { cartItem } from '../../testing/order-fixtures';
import { grillDataFile, kitchenSeconds, useKitchenApp } from './staff-test-kit';

const RESTAURANT = 9484;

/** Bowls take 5 minutes of the grill (its section's figure), which takes any number of orders. */
const kitchen = useKitchenApp(
  grillDataFile({ id: RESTAURANT, slug: 'apply-learned', minutesPerBucket: 600 }),
  ['owner', 'manager'],
);
const token = (role: 'owner' | 'manager') => kitchen.staff[role]!.token;
let seq = 0;

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

/** A bowl ordered at the counter: its id, and the grill seconds it took. */
async function bowlOrder() {
  const before = await grillSeconds();
  const res = await kitchen.t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${RESTAURANT}/counter-orders`,
    headers: { ...auth(token('owner')), 'idempotency-key': `apply-order-${++seq}` },
    payload: { items: [cartItem('bowl')], name: 'Sam Caller', phone: '416-555-0199' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id as string, seconds: (await grillSeconds()) - before };
}

const grillSeconds = () => kitchenSeconds(kitchen.t, RESTAURANT);

async function makeTimes() {
  const res = await kitchen.t.app.inject({
    method: 'GET',
    url: `/api/staff/restaurants/${RESTAURANT}/make-times`,
    headers: auth(token('owner')),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    version: number;
    items: { menuId: string; itemId: string; fileMinutes: number; learnedMinutes: number | null }[];
  };
  return { version: body.version, bowl: body.items.find((i) => i.menuId === 'to' && i.itemId === 'bowl')! };
}

const apply = (token: string, body: object) =>
  kitchen.t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${RESTAURANT}/make-times/apply`,
    headers: auth(token),
    payload: { menuId: 'to', itemId: 'bowl', ...body },
  });

describe('applying a learned make time', () => {
  it('publishes the file with the learned figure, used by the next order’s load, and keeps who applied it', async () => {
    const first = await bowlOrder();
    expect(first.seconds).toBe(300);
    // Five bowls measured at 12 minutes from accepted to ready.
    const [order] = await kitchen.t.db.select().from(orders).where(eq(orders.publicId, first.id));
    await kitchen.t.db.insert(makeTimeSamples).values(
      Array.from({ length: 5 }, () => ({
        restaurantId: RESTAURANT,
        menuId: 'to',
        itemId: 'bowl',
        station: 'grill',
        orderId: order!.id,
        seconds: 12 * 60,
      })),
    );
    const read = await makeTimes();
    expect(read.bowl).toMatchObject({ fileMinutes: 5, learnedMinutes: 12 });

    const applied = await apply(token('owner'), { minutes: 12, version: read.version });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({
      version: read.version + 1,
      menuId: 'to',
      itemId: 'bowl',
      fileMinutes: 12,
    });

    const after = await makeTimes();
    expect(after).toMatchObject({ version: read.version + 1, bowl: { fileMinutes: 12, learnedMinutes: 12 } });
    expect((await bowlOrder()).seconds).toBe(12 * 60);

    const [version] = await kitchen.t.db
      .select()
      .from(dataFileVersions)
      .where(eq(dataFileVersions.restaurantId, RESTAURANT))
      .orderBy(desc(dataFileVersions.version))
      .limit(1);
    expect(version).toMatchObject({
      version: read.version + 1,
      publishedByUserId: kitchen.staff.owner!.userId,
      change: { kind: 'learned-make-time', menuId: 'to', itemId: 'bowl', fromMinutes: 5, toMinutes: 12 },
    });
  });

  it('is refused for a figure or a file read before a change, an unknown item, and for a manager', async () => {
    const { version } = await makeTimes();
    const staleFile = await apply(token('owner'), { minutes: 12, version: version - 1 });
    expect(staleFile.json().code).toBe(409);
    expect(staleFile.json().message).toBe(
      'The data file or the measured make time changed since you read it. Reload the make times and apply again.',
    );
    expect((await apply(token('owner'), { minutes: 11, version })).json().code).toBe(409);
    expect((await apply(token('owner'), { itemId: 'salad', minutes: 12, version })).json().code).toBe(404);
    expect((await apply(token('manager'), { minutes: 12, version })).statusCode).toBe(403);
    expect((await makeTimes()).version).toBe(version);
  });
});
