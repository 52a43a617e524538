// What other server features and app.ts may use of vouchers (docs/decisions/035-server-feature-boundaries.md).

export { hashGiftCardNumber } from './gift-card-number';
export type { GiftCardRow } from './vouchers.repository';
export {
  creditGiftCard,
  debitGiftCard,
  ensureGiftCard,
  findGiftCard,
  giftCardBalance,
} from './vouchers.repository';
export { registerVoucherRoutes } from './vouchers.routes';
export { usableGiftCard, usableGiftCardOf } from './vouchers.service';
