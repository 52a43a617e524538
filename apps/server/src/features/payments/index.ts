// What other server features and app.ts may use of payments (docs/decisions/035-server-feature-boundaries.md).
export {
  paymentGatewayFor,
  paymentGatewayForRestaurant,
  savedCardHome,
  setPaymentGateway,
  setStripeSettings,
  stripeElementConfig,
} from './gateway-registry';
export type { PaymentPlan } from './payment-plan';
export { paymentError, planPayment, saveCardAfterOrder } from './payment-plan';
export { registerPaymentRoutes } from './payments.routes';
export type { CheckoutRecovery } from './stripe-webhook.service';
