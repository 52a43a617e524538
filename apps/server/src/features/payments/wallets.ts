/**
 * Which wallets and cards a restaurant takes, in one place: get-payment-config draws the checkout from it and the
 * Apple Pay session call refuses a restaurant it says no for. Wallets and cards need a card processor; a
 * pay-on-premise restaurant takes neither.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { processorFor } from '../../adapters/payments/processors';

export interface WalletSupport {
  applePay: boolean;
  googlePay: boolean;
  /** Public merchant identifier for the wallet sheets; never a secret. */
  merchantId: string | null;
  cardTypes: ('visa' | 'mastercard' | 'amex')[];
}

export function walletSupport(restaurantId: number, file: RestaurantDataFile): WalletSupport {
  const { capabilities } = processorFor(file.restaurant.payment_processor);
  // Stripe's Payment Element offers Apple Pay and Google Pay itself (decision 016): no wallet buttons of ours.
  const sandbox = capabilities.walletButtons;
  const cards = capabilities.cardElement !== 'none';
  return {
    applePay: sandbox,
    googlePay: sandbox,
    merchantId: sandbox ? `merchant.sandbox.${restaurantId}` : null,
    cardTypes: cards ? ['visa', 'mastercard', 'amex'] : [],
  };
}
