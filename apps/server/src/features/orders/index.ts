// What other server features and app.ts may use of orders (docs/decisions/035-server-feature-boundaries.md).

export { counterSlots, placeCounterOrder, quoteCounterOrder } from './counter-order.service';
export { orderCheckouts } from './order-checkouts';
export { lineSnapshots, submittedToCartItems } from './order-lines';
export type { CancelledPayload, ConfirmationLine } from './order-notification.service';
export { registerOrderStatusRoutes } from './order-status.routes';
export { changeOrderStatus, previewCancellation } from './order-status.service';
export type { RestaurantChange } from './order-status-bus';
export { OrderStatusBus } from './order-status-bus';
export { DEFAULT_MAX_ORDER_TOTAL_CENTS, registerOrderRoutes } from './order-submit.routes';
export { tableOf } from './order-view';
export type { TenderRow } from './orders.repository';
// The demo seed (cli/demo-accounts.ts) writes its diners' past orders with the repository's own statements.
export { allocateOrders, insertLines, insertOrder, insertTenders, linesOfOrders } from './orders.repository';
export { registerOrderPricingRoutes } from './orders.routes';
export { applyLearnedMakeTime } from './pacing/apply-learned.service';
export { busyModeView, setBusyMode } from './pacing/busy-mode.service';
export { makeTimesOf, readyTimesReport } from './pacing/kitchen-reports.service';
export { registerPaymentActionRoutes } from './payment-action.routes';
export { previewRefund, refundedQuantities, refundOrder } from './refunds.service';
export { recoverSettlement, settlementRecoveryHandler } from './settlement-recovery';
export type { GatewayOfRestaurant } from './submission/recover';
export { checkoutRecoveryHandler, recoverCheckout } from './submission/recover';
export { RECOVERY_DELAY_MS } from './submission/reserve';
export { IDEMPOTENCY_KEY } from './submission/submit-checkout';
export type {
  SubmissionInput,
  SuiteOrderColumns,
  SuiteOrderHooks,
  SuiteOrderRequest,
  TabHooksFor,
  TabOrderHooks,
} from './submission/types';
export type { TabPayerRefund, TabRefunds } from './tab-refunds';
