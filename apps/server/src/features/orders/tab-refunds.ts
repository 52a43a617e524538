/**
 * Where a refund of a round on a table's tab goes: the round's tender (kind `tab`) was paid at the end by the table's
 * shares and the tab's holds, so its refund is the card refunds of those payers. The tabs feature, above orders,
 * implements this (features/tabs/tab-refund.ts) and app.ts and serve.ts hand it to the refund's callers, as the
 * submission's `TabOrderHooks` are.
 */
import type { Cents } from '@ordering/domain/money/money';
import type { Executor } from '../../db/client';
import type { TenderRow } from './orders.repository';

/** One payer's card refund: the authorization it was charged on, and the tab's payment it is written against. */
export interface TabPayerRefund {
  reference: string;
  amountCents: Cents;
  /** The tab's own name for the payment (a share or a hold), handed back to `record`. */
  source: string;
  /**
   * Unique to the payment, the round's tender, the lines asked and the refunds counted before (`TabRefundStamp`): a
   * refund cut short by one payer's refusal and asked again sends the others' refunds under the same keys, so the
   * processor answers what it did instead of refunding them twice.
   */
  key: string;
}

/** Where the order's refunds stand, for the payers' keys and parts (refunds.service.ts `cutShort`). */
export interface TabRefundStamp {
  /** How many refunds took lines back so far. */
  stamp: string;
  /** What refunds cut short since gave back already, by the tab's payment (`source`): still theirs to give. */
  given: ReadonlyMap<string, Cents>;
  /**
   * A settlement claimed since is still in flight (order-payments.ts `SETTLEMENT_STALE_MS`): another round's refund
   * being sent to the same payers, whose parts are not written on the tab yet.
   */
  settlingSince: Date;
}

export interface TabRefunds {
  /**
   * In the refund's first transaction, the order locked: the payers of these lines (each line's amount as the refund
   * plan priced it) and what each gets back. Throws the refusal (an open tab, nothing paid).
   */
  plan(
    tx: Executor,
    order: { id: number; restaurantId: number },
    tender: TenderRow,
    lines: readonly { position: number; quantity: number; amountCents: Cents }[],
    state: TabRefundStamp,
  ): Promise<TabPayerRefund[]>;
  /** In the second transaction: what went back to each payment, written on the tab. */
  record(tx: Executor, refunded: readonly { source: string; amountCents: Cents }[]): Promise<void>;
  /**
   * Before a round is cancelled, the order locked: throws the refusal when the table has paid for it (its tab closed,
   * or the shares paid already come to more than the bill without it). A cancellation gives a tab's round nothing
   * back (order-payments.ts `planReturn`), so such a round is refunded instead, which returns it to its payers.
   */
  refuseCancel(tx: Executor, order: { id: number; restaurantId: number }, tender: TenderRow): Promise<void>;
}
