/** The SQL of a tab's rounds: billing them against the holds, the bill's lines and what refunds gave back of them. */
import { and, asc, desc, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  orderLines,
  orderRefunds,
  orderSettlements,
  orders,
  tabMembers,
  tabRounds,
  tabs,
} from '../../db/schema';

/**
 * Takes the round on the tab under the tab's row lock: only while the tab is open and its holds cover the bill with
 * the round. Null when they no longer do (the caller refuses the round; nothing of it is written).
 */
export async function billRound(tx: Executor, tabId: number, amount: number, at: Date) {
  const [row] = await tx
    .update(tabs)
    .set({ billedCents: sql`${tabs.billedCents} + ${amount}`, lastActivityAt: at, updatedAt: at })
    .where(
      and(
        eq(tabs.id, tabId),
        eq(tabs.status, 'open'),
        sql`${tabs.billedCents} + ${amount} <= ${tabs.heldCents}`,
      ),
    )
    .returning();
  return row;
}

/** Statuses of an order still on the bill: a round whose orders were all cancelled is off it (and off the holds). */
const LIVE_ORDER = ['awaiting_payment', 'pending', 'in_progress', 'ready', 'completed'];

/**
 * What the tab's rounds still owe against its holds: every round sent or being sent, less those cancelled. The tab is
 * an id, or the tabs' id of the query it is part of, written qualified (suite-tab.repository.ts `EACH_TAB`).
 */
export function liveBilled(tabId: number | SQL) {
  return sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from ${tabRounds} r
    where r.tab_id = ${tabId} and exists (select 1 from ${orders} o
      where o.checkout_id = r.checkout_id and o.status in (${sql.join(
        LIVE_ORDER.map((s) => sql`${s}`),
        sql`, `,
      )})))`;
}

export async function liveBilledCents(db: Executor, tabId: number): Promise<number> {
  const [row] = await db
    .select({ billed: liveBilled(tabId) })
    .from(tabs)
    .where(eq(tabs.id, tabId));
  return Number(row?.billed ?? 0);
}

/** Each tab's rounds still live (a round the kitchen cancelled is off its bill), by tab id. */
export async function liveBilledByTab(db: Executor, tabIds: readonly number[]): Promise<Map<number, number>> {
  if (tabIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tabs.id, billed: liveBilled(sql`${tabs.id}`) })
    .from(tabs)
    .where(inArray(tabs.id, [...tabIds]));
  return new Map(rows.map((r) => [r.id, Number(r.billed)]));
}

/** Under the tab's lock, before a round is billed: a round cancelled since gives its amount back to the holds. */
export async function rebaseBilled(tx: Executor, tabId: number): Promise<void> {
  await tx
    .update(tabs)
    .set({ billedCents: liveBilled(tabId) })
    .where(eq(tabs.id, tabId));
}

export async function insertRound(tx: Executor, round: typeof tabRounds.$inferInsert) {
  await tx.insert(tabRounds).values(round);
}

/** The tab's rounds as placed orders (a round still awaiting its second transaction is not on the bill yet). */
export async function roundsOf(db: Executor, tabId: number) {
  const placed = await db
    .select({
      orderId: orders.id,
      publicId: orders.publicId,
      totalCents: orders.totalCents,
      costs: orders.costs,
      memberPublicId: tabMembers.publicId,
    })
    .from(tabRounds)
    .innerJoin(orders, eq(orders.checkoutId, tabRounds.checkoutId))
    .leftJoin(tabMembers, eq(tabMembers.id, tabRounds.memberId))
    .where(
      and(
        eq(tabRounds.tabId, tabId),
        inArray(orders.status, ['pending', 'in_progress', 'ready', 'completed']),
      ),
    )
    .orderBy(asc(orders.id));
  const lines = placed.length
    ? await db
        .select({
          id: orderLines.id,
          orderId: orderLines.orderId,
          name: orderLines.name,
          options: orderLines.options,
          itemId: orderLines.itemId,
          menuId: orderLines.menuId,
          quantity: orderLines.quantity,
          lineCents: orderLines.lineCents,
          taxCents: orderLines.taxCents,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            placed.map((p) => p.orderId),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.position))
    : [];
  return { placed, lines };
}

/**
 * The contact a member gave on their latest round that named an e-mail (with its language): where a notice about
 * the tab goes.
 */
export async function memberContact(db: Executor, tabId: number, memberId: number): Promise<unknown> {
  const [row] = await db
    .select({ contact: orders.contact })
    .from(tabRounds)
    .innerJoin(orders, eq(orders.checkoutId, tabRounds.checkoutId))
    .where(
      and(
        eq(tabRounds.tabId, tabId),
        eq(tabRounds.memberId, memberId),
        sql`btrim(coalesce(${orders.contact}->>'email', '')) <> ''`,
      ),
    )
    .orderBy(desc(tabRounds.id))
    .limit(1);
  return row?.contact;
}

/** The order's lines by position: a refund names a line by position, the tab's bill by its row id. */
export async function lineIdsByPosition(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return new Map(rows.map((r) => [r.position, r.id]));
}

/** What refunds gave back for each line of the tab's rounds, by the line's row id (the bill's line id). */
export async function refundedByLine(db: Executor, tabId: number): Promise<Map<string, number>> {
  const refunds = await db
    .select({ orderId: orderRefunds.orderId, lines: orderRefunds.lines })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .innerJoin(tabRounds, eq(tabRounds.checkoutId, orders.checkoutId))
    .where(eq(tabRounds.tabId, tabId));
  const byLine = new Map<string, number>();
  if (refunds.length === 0) return byLine;
  const lines = await db
    .select({ id: orderLines.id, orderId: orderLines.orderId, position: orderLines.position })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        refunds.map((r) => r.orderId),
      ),
    );
  for (const refund of refunds)
    for (const part of (refund.lines as { position: number; amountCents: number }[]) ?? []) {
      const line = lines.find((l) => l.orderId === refund.orderId && l.position === part.position);
      if (line) byLine.set(String(line.id), (byLine.get(String(line.id)) ?? 0) + part.amountCents);
    }
  return byLine;
}

/** Whether another round of the tab has a settlement (a refund, a status change) claimed since `since`. */
export async function otherRoundSettling(
  tx: Executor,
  tabId: number,
  orderId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ orderId: orderSettlements.orderId })
    .from(orderSettlements)
    .innerJoin(orders, eq(orders.id, orderSettlements.orderId))
    .innerJoin(tabRounds, eq(tabRounds.checkoutId, orders.checkoutId))
    .where(and(eq(tabRounds.tabId, tabId), ne(orders.id, orderId), gte(orderSettlements.startedAt, since)))
    .limit(1);
  return row !== undefined;
}
