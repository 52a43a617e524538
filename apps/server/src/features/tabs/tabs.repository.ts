/** The SQL of table tabs: the tab, its members, holds, rounds and shares (db/schema/tabs.ts). */
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  orderLines,
  orderRefunds,
  orders,
  tabHolds,
  tabMembers,
  tabRounds,
  tabShares,
  tabs,
} from '../../db/schema';

export type TabRow = typeof tabs.$inferSelect;
export type MemberRow = typeof tabMembers.$inferSelect;
export type HoldRow = typeof tabHolds.$inferSelect;
export type ShareRow = typeof tabShares.$inferSelect;

export async function insertTab(
  tx: Executor,
  tab: typeof tabs.$inferInsert,
  opener: Omit<typeof tabMembers.$inferInsert, 'tabId'>,
  hold: Omit<typeof tabHolds.$inferInsert, 'tabId' | 'memberId'>,
): Promise<{ tab: TabRow; opener: MemberRow }> {
  const [row] = await tx.insert(tabs).values(tab).returning();
  const [member] = await tx
    .insert(tabMembers)
    .values({ ...opener, tabId: row!.id })
    .returning();
  await tx.insert(tabHolds).values({ ...hold, tabId: row!.id, memberId: member!.id });
  return { tab: row!, opener: member! };
}

export async function tabByPublicId(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(tabs)
    .where(and(eq(tabs.restaurantId, restaurantId), eq(tabs.publicId, publicId)));
  return row;
}

export async function openTabAtTable(db: Executor, restaurantId: number, tableNum: string) {
  const [row] = await db
    .select()
    .from(tabs)
    .where(and(eq(tabs.restaurantId, restaurantId), eq(tabs.tableNum, tableNum), eq(tabs.status, 'open')));
  return row;
}

export async function memberBySecret(db: Executor, tabId: number, secretHash: string) {
  const [row] = await db
    .select()
    .from(tabMembers)
    .where(and(eq(tabMembers.tabId, tabId), eq(tabMembers.secretHash, secretHash)));
  return row;
}

export async function insertMember(db: Executor, member: typeof tabMembers.$inferInsert) {
  const [row] = await db.insert(tabMembers).values(member).returning();
  return row!;
}

export async function membersOf(db: Executor, tabId: number) {
  return db.select().from(tabMembers).where(eq(tabMembers.tabId, tabId)).orderBy(asc(tabMembers.id));
}

/** The opener decides on a pending guest only: an answer given stays. */
export async function decideMember(db: Executor, tabId: number, publicId: string, accept: boolean) {
  const [row] = await db
    .update(tabMembers)
    .set({ status: accept ? 'accepted' : 'refused' })
    .where(
      and(
        eq(tabMembers.tabId, tabId),
        eq(tabMembers.publicId, publicId),
        eq(tabMembers.role, 'guest'),
        eq(tabMembers.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function holdsOf(db: Executor, tabId: number) {
  return db.select().from(tabHolds).where(eq(tabHolds.tabId, tabId)).orderBy(asc(tabHolds.id));
}

/**
 * A raise the processor granted, written only if the hold is still as it was read (a raise by another round at the
 * same moment wins, and this one reads again); the tab's total held grows by the same amount in the same statement.
 */
export async function recordRaise(db: Executor, hold: HoldRow, amount: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [raised] = await tx
      .update(tabHolds)
      .set({ amountCents: amount })
      .where(and(eq(tabHolds.id, hold.id), eq(tabHolds.amountCents, hold.amountCents)))
      .returning({ id: tabHolds.id });
    if (!raised) return false;
    await tx
      .update(tabs)
      .set({ heldCents: sql`${tabs.heldCents} + ${amount - hold.amountCents}`, updatedAt: new Date() })
      .where(eq(tabs.id, hold.tabId));
    return true;
  });
}

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

/** What the tab's rounds still owe against its holds: every round sent or being sent, less those cancelled. */
function liveBilled(tabId: number) {
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
          itemId: orderLines.itemId,
          menuId: orderLines.menuId,
          quantity: orderLines.quantity,
          lineCents: orderLines.lineCents,
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

export async function sharesOf(db: Executor, tabId: number) {
  return db.select().from(tabShares).where(eq(tabShares.tabId, tabId)).orderBy(asc(tabShares.position));
}

/** Locks the tab row; `share` lets share claims run side by side while a round or a split waits for them. */
export async function lockTab(tx: Executor, tabId: number, mode: 'update' | 'share') {
  const [row] = await tx
    .select()
    .from(tabs)
    .where(eq(tabs.id, tabId))
    .for(mode === 'update' ? 'update' : 'share');
  return row;
}

/** A new split replaces the shares; the caller has checked under the tab's lock that none is paid or being paid. */
export async function replaceShares(
  tx: Executor,
  tabId: number,
  split: unknown,
  shares: (typeof tabShares.$inferInsert)[],
) {
  await tx.delete(tabShares).where(eq(tabShares.tabId, tabId));
  if (shares.length) await tx.insert(tabShares).values(shares);
  await tx.update(tabs).set({ split, updatedAt: new Date() }).where(eq(tabs.id, tabId));
}

/** Claims a share for one payer: only an open share of this tab; a second payer finds none and is refused. */
export async function claimShare(
  tx: Executor,
  tabId: number,
  sharePublicId: string,
  claim: { memberId: number; tipCents: number; chargeCents: number; brand: string; last4: string; at: Date },
) {
  const [row] = await tx
    .update(tabShares)
    .set({
      status: 'paying',
      paidByMemberId: claim.memberId,
      tipCents: claim.tipCents,
      chargeCents: claim.chargeCents,
      brand: claim.brand,
      last4: claim.last4,
      claimedAt: claim.at,
    })
    .where(
      and(eq(tabShares.tabId, tabId), eq(tabShares.publicId, sharePublicId), eq(tabShares.status, 'open')),
    )
    .returning();
  return row;
}

export async function shareByPublicId(db: Executor, tabId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(tabShares)
    .where(and(eq(tabShares.tabId, tabId), eq(tabShares.publicId, publicId)));
  return row;
}

export async function markSharePaid(
  db: Executor,
  shareId: number,
  paid: { authorizationId: string; captureId: string; at: Date },
) {
  await db
    .update(tabShares)
    .set({
      status: 'paid',
      authorizationId: paid.authorizationId,
      captureId: paid.captureId,
      paidAt: paid.at,
    })
    .where(and(eq(tabShares.id, shareId), eq(tabShares.status, 'paying')));
}

export async function reopenShare(db: Executor, shareId: number) {
  await db
    .update(tabShares)
    .set({
      status: 'open',
      paidByMemberId: null,
      tipCents: null,
      chargeCents: null,
      brand: null,
      last4: null,
      claimedAt: null,
    })
    .where(and(eq(tabShares.id, shareId), eq(tabShares.status, 'paying')));
}

/**
 * Starts closing: only a tab not closed none of whose shares is being paid (a closing one is taken up again). The
 * tab is locked first and the shares read after, in a statement of their own, so a claim that held the tab's lock
 * is seen once it commits.
 */
export async function startClosing(db: Database, tabId: number, at: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockTab(tx, tabId, 'update');
    if (!locked || locked.status === 'closed') return undefined;
    const [paying] = await tx
      .select({ id: tabShares.id })
      .from(tabShares)
      .where(and(eq(tabShares.tabId, tabId), eq(tabShares.status, 'paying')))
      .limit(1);
    if (paying) return undefined;
    const [row] = await tx
      .update(tabs)
      .set({ status: 'closing', updatedAt: at })
      .where(and(eq(tabs.id, tabId), ne(tabs.status, 'closed')))
      .returning();
    return row;
  });
}

export async function finishClosing(
  db: Executor,
  tabId: number,
  captured: { holdId: number; capturedCents: number }[],
  at: Date,
  /** Written with the close (a notice to the opener), so a closed tab never misses it. */
  also?: (tx: Executor) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await also?.(tx);
    for (const hold of captured) {
      await tx
        .update(tabHolds)
        .set({ capturedCents: hold.capturedCents, status: 'settled' })
        .where(eq(tabHolds.id, hold.holdId));
    }
    await tx.update(tabs).set({ status: 'closed', closedAt: at, updatedAt: at }).where(eq(tabs.id, tabId));
  });
}

/** The contact the opener gave on their latest round (e-mail, language): where a notice about the tab goes. */
export async function openerContact(db: Executor, tabId: number): Promise<unknown> {
  const [row] = await db
    .select({ contact: orders.contact })
    .from(tabRounds)
    .innerJoin(tabMembers, eq(tabMembers.id, tabRounds.memberId))
    .innerJoin(orders, eq(orders.checkoutId, tabRounds.checkoutId))
    .where(and(eq(tabRounds.tabId, tabId), eq(tabMembers.role, 'opener')))
    .orderBy(desc(tabRounds.id))
    .limit(1);
  return row?.contact;
}

/** Open tabs of a restaurant idle since before `before`: the auto-close sweep. */
export async function idleTabs(db: Executor, restaurantId: number, before: Date) {
  return db
    .select()
    .from(tabs)
    .where(
      and(eq(tabs.restaurantId, restaurantId), eq(tabs.status, 'open'), lte(tabs.lastActivityAt, before)),
    );
}

/** A share by its id within a restaurant (the outbox's recovery knows no tab row). */
export async function shareRowByPublicId(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(tabShares)
    .where(and(eq(tabShares.restaurantId, restaurantId), eq(tabShares.publicId, publicId)));
  return row;
}

/** Another card's authorization joins the tab's holds, under the tab's lock and only while it is open. */
export async function addHold(
  db: Database,
  tabId: number,
  hold: Omit<typeof tabHolds.$inferInsert, 'tabId'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockTab(tx, tabId, 'update');
    if (locked?.status !== 'open') return false;
    await tx.insert(tabHolds).values({ ...hold, tabId });
    await tx
      .update(tabs)
      .set({ heldCents: sql`${tabs.heldCents} + ${hold.amountCents}`, updatedAt: new Date() })
      .where(eq(tabs.id, tabId));
    return true;
  });
}

/** The restaurant's open tabs, oldest first: the staff board's list. */
export async function openTabsOf(db: Executor, restaurantId: number) {
  return db
    .select()
    .from(tabs)
    .where(and(eq(tabs.restaurantId, restaurantId), ne(tabs.status, 'closed')))
    .orderBy(asc(tabs.createdAt));
}

/** The order's lines by position: a refund names a line by position, the tab's bill by its row id. */
export async function lineIdsByPosition(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return new Map(rows.map((r) => [r.position, r.id]));
}

/** What a refund gave back to a share's card. */
export async function addShareRefund(db: Executor, shareId: number, amountCents: number) {
  await db
    .update(tabShares)
    .set({ refundedCents: sql`${tabShares.refundedCents} + ${amountCents}` })
    .where(eq(tabShares.id, shareId));
}

/** What a refund gave back to a hold's card (what the close captured from it). */
export async function addHoldRefund(db: Executor, holdId: number, amountCents: number) {
  await db
    .update(tabHolds)
    .set({ refundedCents: sql`${tabHolds.refundedCents} + ${amountCents}` })
    .where(eq(tabHolds.id, holdId));
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

export async function moveTabTo(tx: Executor, tabId: number, table: string, at: Date): Promise<TabRow> {
  const [row] = await tx
    .update(tabs)
    .set({ tableNum: table, updatedAt: at })
    .where(eq(tabs.id, tabId))
    .returning();
  return row!;
}
