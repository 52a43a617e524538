/**
 * How the Stripe adapter reaches Stripe: one client per merchant account, its timeout and retries, and the request
 * options every call sends (the account, and the idempotency key with the deployment's prefix).
 */
import Stripe from 'stripe';

export interface StripeGatewayOptions {
  secretKey: string;
  /** The connected account that is this restaurant's merchant account (`multipleMids`), sent as `Stripe-Account`. */
  account?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  /** Per request (ms). A timeout is an unknown outcome, never a refusal. */
  timeoutMs?: number | undefined;
  /** Stripe's own retries of a failed connection, with the same idempotency key. */
  maxNetworkRetries?: number | undefined;
  /** Prefixes every idempotency key, so two deployments sharing one Stripe account never answer each other. */
  keyPrefix?: string | undefined;
  /** The account may be sent card numbers (STRIPE_RAW_CARD_DATA); otherwise cards come from the Payment Element. */
  rawCardData?: boolean | undefined;
}

export interface StripeTransport {
  readonly stripe: Stripe;
  options(idempotencyKey?: string, account?: string): Stripe.RequestOptions;
}

export function stripeTransport(options: StripeGatewayOptions): StripeTransport {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    timeout: options.timeoutMs ?? 10_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    telemetry: false,
    appInfo: { name: 'ordering' },
  });
  const merchantAccount = options.account;
  const keyPrefix = options.keyPrefix ?? '';
  return {
    stripe,
    options: (idempotencyKey?: string, account = merchantAccount): Stripe.RequestOptions => ({
      ...(account ? { stripeAccount: account } : {}),
      ...(idempotencyKey ? { idempotencyKey: `${keyPrefix}${idempotencyKey}` } : {}),
    }),
  };
}
