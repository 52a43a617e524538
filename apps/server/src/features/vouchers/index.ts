// What other server features and app.ts may use of vouchers (docs/decisions/035-server-feature-boundaries.md).
export { creditGiftCard, debitGiftCard, ensureGiftCard, findGiftCard } from './vouchers.repository';
export { registerVoucherRoutes } from './vouchers.routes';
export { usableGiftCard } from './vouchers.service';
