/** The SQL of a tab's shares: the split's parts, claimed, paid and refunded one payer at a time (db/schema/tabs.ts). */

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../../clock';
import type { Executor } from '../../db/client';
import { tabShares, tabs } from '../../db/schema';

export type ShareRow = typeof tabShares.$inferSelect;

/** What the table already paid on each of these tabs: its paid shares' amounts, by tab id (none paid: absent). */
export async function paidByTab(db: Executor, tabIds: readonly number[]): Promise<Map<number, number>> {
  if (tabIds.length === 0) return new Map();
  const rows = await db
    .select({ tabId: tabShares.tabId, paid: sql<number>`sum(${tabShares.amountCents})::int` })
    .from(tabShares)
    .where(and(inArray(tabShares.tabId, [...tabIds]), eq(tabShares.status, 'paid')))
    .groupBy(tabShares.tabId);
  return new Map(rows.map((r) => [r.tabId, Number(r.paid)]));
}

export async function sharesOf(db: Executor, tabId: number) {
  return db.select().from(tabShares).where(eq(tabShares.tabId, tabId)).orderBy(asc(tabShares.position));
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
  await tx.update(tabs).set({ split, updatedAt: now() }).where(eq(tabs.id, tabId));
}

/** Claims a share for one payer: only an open share of this tab; a second payer finds none and is refused. */
export async function claimShare(
  tx: Executor,
  tabId: number,
  sharePublicId: string,
  claim: {
    memberId: number;
    /** What it is due now, which a round cancelled since the split made less than the split gave it. */
    amountCents: number;
    tipCents: number;
    chargeCents: number;
    brand: string;
    last4: string;
    at: Date;
  },
) {
  const [row] = await tx
    .update(tabShares)
    .set({
      status: 'paying',
      amountCents: claim.amountCents,
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

/** True when this call paid it (a share paid once: the receipt is queued by the call that did). */
export async function markSharePaid(
  db: Executor,
  shareId: number,
  paid: { authorizationId: string; captureId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(tabShares)
    .set({
      status: 'paid',
      authorizationId: paid.authorizationId,
      captureId: paid.captureId,
      paidAt: paid.at,
    })
    .where(and(eq(tabShares.id, shareId), eq(tabShares.status, 'paying')))
    .returning({ id: tabShares.id });
  return rows.length > 0;
}

export async function reopenShare(db: Executor, shareId: number) {
  await db
    .update(tabShares)
    .set({
      status: 'open',
      // What the split gave it, so what it is due is read again from that (claimShare kept what it was due then).
      amountCents: sql`coalesce(${tabShares.splitCents}, ${tabShares.amountCents})`,
      paidByMemberId: null,
      tipCents: null,
      chargeCents: null,
      brand: null,
      last4: null,
      claimedAt: null,
      authorizationId: null,
    })
    .where(and(eq(tabShares.id, shareId), eq(tabShares.status, 'paying')));
}

/** The payment a claimed share awaits 3-D Secure for (tab-authentication.ts); still being paid, nothing else. */
export async function setShareAuthorization(db: Executor, shareId: number, authorizationId: string) {
  await db
    .update(tabShares)
    .set({ authorizationId })
    .where(and(eq(tabShares.id, shareId), eq(tabShares.status, 'paying')));
}

/** A share by its id within a restaurant (the outbox's recovery knows no tab row). */
export async function shareRowByPublicId(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(tabShares)
    .where(and(eq(tabShares.restaurantId, restaurantId), eq(tabShares.publicId, publicId)));
  return row;
}

/** What a refund gave back to a share's card. */
export async function addShareRefund(db: Executor, shareId: number, amountCents: number) {
  await db
    .update(tabShares)
    .set({ refundedCents: sql`${tabShares.refundedCents} + ${amountCents}` })
    .where(eq(tabShares.id, shareId));
}

/** Where the share's receipt goes, kept on the share for the tab's view (share-receipt.ts queues the e-mail). */
export async function setShareReceiptEmail(db: Executor, shareId: number, email: string, locale: string) {
  await db
    .update(tabShares)
    .set({ receiptEmail: email, receiptLocale: locale })
    .where(eq(tabShares.id, shareId));
}
