/** The SQL of table tabs: the tab, its members and holds, its lock, closing and moving (db/schema/tabs.ts). */

import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { now } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { outbox, tabHolds, tabMembers, tabShares, tabs } from '../../db/schema';

export type TabRow = typeof tabs.$inferSelect;
export type MemberRow = typeof tabMembers.$inferSelect;
export type HoldRow = typeof tabHolds.$inferSelect;

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

export async function tabById(db: Executor, id: number) {
  const [row] = await db.select().from(tabs).where(eq(tabs.id, id));
  return row;
}

export async function openTabAtTable(db: Executor, restaurantId: number, tableNum: string) {
  const [row] = await db
    .select()
    .from(tabs)
    .where(
      and(
        eq(tabs.restaurantId, restaurantId),
        eq(tabs.kind, 'table'),
        eq(tabs.tableNum, tableNum),
        eq(tabs.status, 'open'),
      ),
    );
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
      .set({ heldCents: sql`${tabs.heldCents} + ${amount - hold.amountCents}`, updatedAt: now() })
      .where(eq(tabs.id, hold.tabId));
    return true;
  });
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
  /** The tip the close added to what the shares left (close-tab.service.ts), kept for the receipts. */
  tipCents: number,
  at: Date,
  /** Written with the close (a notice to the opener), so a closed tab never misses it. */
  also?: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two closes may take up one closing tab (startClosing): the processor answers both alike (the holds' keys), and
    // the first to finish writes the close and its notices; the other writes nothing, so no one is e-mailed twice.
    const [closed] = await tx
      .update(tabs)
      .set({ status: 'closed', closeTipCents: tipCents, closedAt: at, updatedAt: at })
      .where(and(eq(tabs.id, tabId), eq(tabs.status, 'closing')))
      .returning({ id: tabs.id });
    if (!closed) return false;
    await also?.(tx);
    for (const hold of captured) {
      await tx
        .update(tabHolds)
        .set({ capturedCents: hold.capturedCents, status: 'settled' })
        .where(eq(tabHolds.id, hold.holdId));
    }
    return true;
  });
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

/**
 * Another card's authorization joins the tab's holds, under the tab's lock and only while it is open, inside the
 * caller's transaction (which marks the card's recovery message sent in the same one).
 */
export async function addHoldIn(
  tx: Executor,
  tabId: number,
  hold: Omit<typeof tabHolds.$inferInsert, 'tabId'>,
): Promise<boolean> {
  const locked = await lockTab(tx, tabId, 'update');
  if (locked?.status !== 'open') return false;
  await tx.insert(tabHolds).values({ ...hold, tabId });
  await tx
    .update(tabs)
    .set({ heldCents: sql`${tabs.heldCents} + ${hold.amountCents}`, updatedAt: now() })
    .where(eq(tabs.id, tabId));
  return true;
}

/**
 * A tab's payment awaiting 3-D Secure lives on its recovery message (tab-authentication.ts): the message, by its id
 * within the restaurant, locked when `tx` will decide it (completed, or released by the recovery).
 */
export async function pendingMessage(db: Executor, restaurantId: number, id: number, lock = false) {
  const query = db
    .select({
      id: outbox.id,
      restaurantId: outbox.restaurantId,
      status: outbox.status,
      payload: outbox.payload,
    })
    .from(outbox)
    .where(and(eq(outbox.restaurantId, restaurantId), eq(outbox.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setPendingPayload(db: Executor, id: number, payload: Record<string, unknown>) {
  await db.update(outbox).set({ payload }).where(eq(outbox.id, id));
}

/** The restaurant's open tables' tabs, oldest first: the staff board's list (suite-tab.repository.ts: the suites'). */
export async function openTabsOf(db: Executor, restaurantId: number) {
  return db
    .select()
    .from(tabs)
    .where(and(eq(tabs.restaurantId, restaurantId), eq(tabs.kind, 'table'), ne(tabs.status, 'closed')))
    .orderBy(asc(tabs.createdAt));
}

/** What a refund gave back to a hold's card (what the close captured from it). */
export async function addHoldRefund(db: Executor, holdId: number, amountCents: number) {
  await db
    .update(tabHolds)
    .set({ refundedCents: sql`${tabHolds.refundedCents} + ${amountCents}` })
    .where(eq(tabHolds.id, holdId));
}

export async function moveTabTo(tx: Executor, tabId: number, table: string, at: Date): Promise<TabRow> {
  const [row] = await tx
    .update(tabs)
    .set({ tableNum: table, updatedAt: at })
    .where(eq(tabs.id, tabId))
    .returning();
  return row!;
}
