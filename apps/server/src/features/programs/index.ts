// What other server features and app.ts may use of programs (docs/decisions/035-server-feature-boundaries.md).
export type { CheckoutHoldings, CheckoutHoldingsQuery } from './checkout-holdings.repository';
export { checkoutHoldings } from './checkout-holdings.repository';
export { creditBalance, moveCredits } from './credits.repository';
export { loyaltyStatusOf } from './loyalty.service';
export { memberChoice, memberOf, memberOnlyItems, memberOnlyRefused } from './membership.service';
export { registerProgramRoutes } from './programs.routes';
