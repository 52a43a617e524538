/**
 * The SQL of a suite's event-day tab (db/schema/tabs.ts, kind `suite`): found or made for its event suite, locked,
 * billed a round, and read with its suite, event and limit for the staff board and the suite's own screens.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventSuites, events, suites, tabRounds, tabs } from '../../db/schema';
import { liveBilled } from './tab-rounds.repository';
import type { TabRow } from './tabs.repository';

/** The id of each tab row of the query, qualified: a bare column is written unqualified, read as the round's id. */
const EACH_TAB = sql`${tabs}.${sql.identifier('id')}`;

/** The event suite's tab, made the first time it is asked for, and locked for the rest of the transaction. */
export async function lockSuiteTab(
  tx: Executor,
  tab: { restaurantId: number; eventSuiteId: number; publicId: string; tableNum: string; at: Date },
): Promise<TabRow> {
  // A tab already there (the event suite's unique key) is kept as it is.
  await tx
    .insert(tabs)
    .values({
      restaurantId: tab.restaurantId,
      publicId: tab.publicId,
      tableNum: tab.tableNum,
      kind: 'suite',
      eventSuiteId: tab.eventSuiteId,
      holdStepCents: 0,
      lastActivityAt: tab.at,
      createdAt: tab.at,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(tabs).where(eq(tabs.eventSuiteId, tab.eventSuiteId)).for('update');
  return row!;
}

/** What the suite tab's rounds still come to: its event-day orders not cancelled nor refused payment. */
export async function suiteTabBilled(tx: Executor, tabId: number): Promise<number> {
  const [row] = await tx
    .select({ billed: liveBilled(EACH_TAB) })
    .from(tabs)
    .where(eq(tabs.id, tabId));
  return Number(row?.billed ?? 0);
}

/** Under the tab's lock: the round joins the tab and its total (its checkout is written in the same transaction). */
export async function billSuiteRound(
  tx: Executor,
  round: {
    restaurantId: number;
    tabId: number;
    checkoutId: number;
    amountCents: number;
    billedCents: number;
  },
  at: Date,
): Promise<void> {
  await tx
    .update(tabs)
    .set({ billedCents: round.billedCents, lastActivityAt: at, updatedAt: at })
    .where(eq(tabs.id, round.tabId));
  await tx.insert(tabRounds).values({
    restaurantId: round.restaurantId,
    tabId: round.tabId,
    checkoutId: round.checkoutId,
    memberId: null,
    amountCents: round.amountCents,
  });
}

/** The tabs of these event suites with what their rounds still come to, by event suite id. */
export async function suiteTabTotals(db: Executor, eventSuiteIds: number[]): Promise<Map<number, number>> {
  if (eventSuiteIds.length === 0) return new Map();
  const rows = await db
    .select({ eventSuiteId: tabs.eventSuiteId, billed: liveBilled(EACH_TAB) })
    .from(tabs)
    .where(inArray(tabs.eventSuiteId, eventSuiteIds));
  return new Map(rows.map((r) => [r.eventSuiteId!, Number(r.billed)]));
}

/** The restaurant's open suite tabs whose event starts in [from, to), with their suite, event and limit. */
export async function openSuiteTabs(db: Executor, restaurantId: number, from: Date, to: Date) {
  return db
    .select({
      tab: tabs,
      billed: liveBilled(EACH_TAB),
      suite: suites.name,
      event: events.title,
      startsAt: events.startsAt,
      limitCents: eventSuites.tabLimitCents,
      limitActive: eventSuites.tabActive,
    })
    .from(tabs)
    .innerJoin(eventSuites, eq(eventSuites.id, tabs.eventSuiteId))
    .innerJoin(events, eq(events.id, eventSuites.eventId))
    .innerJoin(suites, eq(suites.id, eventSuites.suiteId))
    .where(
      and(
        eq(tabs.restaurantId, restaurantId),
        eq(tabs.kind, 'suite'),
        eq(tabs.status, 'open'),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(events.startsAt, suites.name);
}
