/** The writes of a reservation (reserve.ts), built as statements that go together in one round trip (decision 021). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { checkouts, orderLines, orders, outbox } from '../../../db/schema';
import type { Statement } from '../../../db/statement';
import { insertRows } from '../../../db/write-together';
import type { NewLine, NewOrder } from '../orders.repository';
import type { CheckoutPayment } from './checkouts.repository';

/** The checkout row, its id allocated beforehand: a key another request holds is a unique violation. */
export function insertCheckoutRow(checkout: typeof checkouts.$inferInsert & { id: number }): Statement[] {
  return insertRows(checkouts, [checkout]);
}

/** The orders (ids allocated beforehand), their lines, and the checkout's recovery message. */
export function insertOrdersRows(
  placed: readonly (NewOrder & { id: number; lines: NewLine[] })[],
  recovery: typeof outbox.$inferInsert & { id: number },
): Statement[][] {
  return [
    insertRows(
      orders,
      placed.map(({ lines: _, ...row }) => row),
    ),
    insertRows(
      orderLines,
      placed.flatMap((o) => o.lines.map((l) => ({ ...l, restaurantId: o.restaurantId, orderId: o.id }))),
    ),
    insertRows(outbox, [recovery]),
  ];
}

export async function setCheckoutPayment(tx: Executor, checkoutId: number, payment: CheckoutPayment) {
  await tx.update(checkouts).set({ payment }).where(eq(checkouts.id, checkoutId));
}
