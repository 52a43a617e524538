// What app.ts and serve.ts may use of tabs (docs/decisions/035-server-feature-boundaries.md); tabs sits above orders.

export {
  CLOSED_EMAIL,
  closedEmailHandler,
  IDLE_CLOSE,
  IDLE_CLOSED_EMAIL,
  idleCloseHandler,
} from './close-tab.service';
export { OPEN_RECOVER, openRecoveryHandler } from './open-tab.service';
export { SHARE_RECOVER, shareRecoveryHandler } from './pay-share.service';
export { SHARE_RECEIPT_EMAIL, shareReceiptEmailHandler } from './share-receipt';
export { addStaffRound, openTabOfTable } from './staff-round.service';
export { type SuiteRound, suiteTabsTotal, takeSuiteRound } from './suite-tab';
export { tabRefunds } from './tab-refund';
export { tabOrderHooks } from './tab-round';
export { registerTabRoutes } from './tabs.routes';
