import type { CheckoutRecovery } from '../payments';
import { findCheckoutByPublicId } from './submission/checkouts.repository';
import { recoverCheckout } from './submission/recover';

/** The checkouts as payments' webhook reconciles them (registered in app.ts; payments does not import orders). */
export const orderCheckouts: CheckoutRecovery = { find: findCheckoutByPublicId, recover: recoverCheckout };
