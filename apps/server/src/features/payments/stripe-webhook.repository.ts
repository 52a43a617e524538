import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderTenders, paymentWebhookEvents } from '../../db/schema';

export async function webhookEventSeen(db: Executor, id: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.id, id));
  return seen !== undefined;
}

export async function recordWebhookEvent(
  db: Executor,
  event: { id: string; processor: string; type: string; outcome: string },
) {
  await db.insert(paymentWebhookEvents).values(event).onConflictDoNothing();
}

/** The restaurant's card tenders of one authorization, locked until the transaction ends. */
export async function lockCardTendersOf(tx: Executor, restaurantId: number, authorizationId: string) {
  return tx
    .select()
    .from(orderTenders)
    .where(
      and(
        eq(orderTenders.restaurantId, restaurantId),
        eq(orderTenders.kind, 'card'),
        eq(orderTenders.reference, authorizationId),
      ),
    )
    .for('update');
}

/** Merges the entries into the tender's details (kept entries of other names stay). */
export async function mergeTenderDetails(tx: Executor, tenderId: number, entries: Record<string, unknown>) {
  await tx
    .update(orderTenders)
    .set({
      details: sql`coalesce(${orderTenders.details}, '{}'::jsonb) || ${JSON.stringify(entries)}::jsonb`,
    })
    .where(eq(orderTenders.id, tenderId));
}
