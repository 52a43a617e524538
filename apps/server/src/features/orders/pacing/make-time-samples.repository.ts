/** SQL of learned make times (packages/domain/src/pacing/learned.ts): samples written, an order's facts, figures read. */
import {
  type ItemSamples,
  itemKey,
  learnedMinutes,
  type MakeSample,
  WINDOW,
} from '@ordering/domain/pacing/learned';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { makeTimeSamples, orderEvents, orderLines } from '../../../db/schema';

export async function insertSample(
  db: Executor,
  input: MakeSample & { restaurantId: number; orderId: number; at: Date },
) {
  await db.insert(makeTimeSamples).values({
    restaurantId: input.restaurantId,
    orderId: input.orderId,
    menuId: input.menuId,
    itemId: input.itemId,
    station: input.station,
    seconds: input.seconds,
    recordedAt: input.at,
  });
}

/** When the order was accepted (its latest move to `in_progress`), or null. */
export async function acceptedAt(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'in_progress')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/** An order's lines as the kitchen's load reads them. */
export async function loadLinesOf(db: Executor, orderId: number) {
  return db
    .select({
      id: orderLines.itemId,
      menu_id: orderLines.menuId,
      section_id: orderLines.sectionId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The learned figure (minutes) of each of these items that has enough samples, by itemKey. */
export async function readLearned(
  db: Executor,
  restaurantId: number,
  items: readonly { menu_id: string; id: string }[],
): Promise<Map<string, number>> {
  const keys = [...new Set(items.map((i) => itemKey(i.menu_id, i.id)))];
  if (keys.length === 0) return new Map();
  // Each item's WINDOW newest samples, in one statement whatever the number of items.
  const ranked = db
    .select({
      menuId: makeTimeSamples.menuId,
      itemId: makeTimeSamples.itemId,
      seconds: makeTimeSamples.seconds,
      id: makeTimeSamples.id,
      rank: sql<number>`row_number() over (partition by ${makeTimeSamples.menuId}, ${makeTimeSamples.itemId} order by ${makeTimeSamples.id} desc)`.as(
        'rank',
      ),
    })
    .from(makeTimeSamples)
    .where(
      and(
        eq(makeTimeSamples.restaurantId, restaurantId),
        sql`(${makeTimeSamples.menuId} || '/' || ${makeTimeSamples.itemId}) in ${keys}`,
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ menuId: ranked.menuId, itemId: ranked.itemId, seconds: ranked.seconds })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${WINDOW}`)
    .orderBy(desc(ranked.id));
  const byItem = new Map<string, number[]>();
  for (const r of rows) {
    const key = itemKey(r.menuId, r.itemId);
    byItem.set(key, [...(byItem.get(key) ?? []), r.seconds]);
  }
  const learned = new Map<string, number>();
  for (const [key, seconds] of byItem) {
    const minutes = learnedMinutes(seconds);
    if (minutes !== null) learned.set(key, minutes);
  }
  return learned;
}

/** Every item the kitchen has measured: its number of samples and its learned figure, in one statement. */
export async function readMeasured(db: Executor, restaurantId: number): Promise<Map<string, ItemSamples>> {
  const ranked = db
    .select({
      menuId: makeTimeSamples.menuId,
      itemId: makeTimeSamples.itemId,
      seconds: makeTimeSamples.seconds,
      id: makeTimeSamples.id,
      rank: sql<number>`row_number() over (partition by ${makeTimeSamples.menuId}, ${makeTimeSamples.itemId} order by ${makeTimeSamples.id} desc)`.as(
        'rank',
      ),
      total:
        sql<number>`count(*) over (partition by ${makeTimeSamples.menuId}, ${makeTimeSamples.itemId})`.as(
          'total',
        ),
    })
    .from(makeTimeSamples)
    .where(eq(makeTimeSamples.restaurantId, restaurantId))
    .as('ranked');
  const rows = await db
    .select({ menuId: ranked.menuId, itemId: ranked.itemId, seconds: ranked.seconds, total: ranked.total })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${WINDOW}`)
    .orderBy(desc(ranked.id));
  const byItem = new Map<string, { total: number; seconds: number[] }>();
  for (const r of rows) {
    const key = itemKey(r.menuId, r.itemId);
    const seen = byItem.get(key) ?? { total: Number(r.total), seconds: [] };
    seen.seconds.push(r.seconds);
    byItem.set(key, seen);
  }
  return new Map(
    [...byItem].map(([key, seen]) => [
      key,
      { samples: seen.total, learnedMinutes: learnedMinutes(seen.seconds) },
    ]),
  );
}
