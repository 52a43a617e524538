/**
 * Which card processor serves a call (decision 016). A restaurant's data file names its processor
 * (`payment_processor`): `stripe` gets a Stripe gateway on the restaurant's merchant account (stripe-settings.ts),
 * anything else the sandbox, which stays the default. Keys come from the environment only.
 *
 * Asked without a restaurant (the staff's capture, void and refund of an order, a saved card added from a profile
 * opened from no restaurant), the registry answers a gateway that settles each authorization with the processor that issued it, read
 * from the authorization id itself (`pi_…` / `acct_…/pi_…` are Stripe's, anything else the sandbox's): money is
 * always settled where it was authorized, even after a restaurant changes processor.
 *
 * One set of gateways per app instance: the sandbox keeps its authorizations in memory, so every call of an app must
 * reach the same object. Tests may install their own gateway, or Stripe settings, before the first request.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { Cents } from '@ordering/domain/money/money';
import type { FastifyInstance } from 'fastify';
import type { ApplePaySessionRequest } from '../../adapters/payments/apple-pay';
import type {
  AuthorizeRequest,
  CardInput,
  CardSaving,
  PaymentGateway,
  SettleResult,
  WalletPayload,
} from '../../adapters/payments/gateway';
import { processorFor } from '../../adapters/payments/processors';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { parseAuthorization, StripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import {
  merchantAccountFor,
  readStripeSettings,
  type StripeSettings,
} from '../../adapters/payments/stripe/stripe-settings';
import { AppError } from '../../errors/app-error';
import { countingGateway } from '../../metrics/payment-metrics';

export interface RestaurantRef {
  restaurantId: number;
  data: RestaurantDataFile;
}

interface Payments {
  override: PaymentGateway | undefined;
  sandbox: SandboxGateway;
  stripe: StripeSettings | null;
  /** By merchant account ('' for the platform account). */
  stripeGateways: Map<string, StripeGateway>;
}

const registry = new WeakMap<object, Payments>();

/** SANDBOX_GATEWAY_LATENCY_MS: a processor's delay on every call, so benches can measure a realistic order path. */
export function sandboxLatency(value: string | undefined): number {
  const ms = Number(value ?? '0');
  return Number.isInteger(ms) && ms >= 0 && ms <= 60_000 ? ms : 0;
}

function paymentsOf(app: FastifyInstance): Payments {
  let payments = registry.get(app);
  if (!payments) {
    payments = {
      override: undefined,
      sandbox: new SandboxGateway({ latencyMs: sandboxLatency(process.env.SANDBOX_GATEWAY_LATENCY_MS) }),
      // Validated at startup by readConfig, so a malformed setting never reaches a checkout.
      stripe: readStripeSettings(process.env),
      stripeGateways: new Map(),
    };
    registry.set(app, payments);
  }
  return payments;
}

export function paymentGatewayFor(app: FastifyInstance, restaurant?: RestaurantRef): PaymentGateway {
  const gateway = gatewayFor(app, restaurant);
  // Every processor call passes here: its outcome is counted for the metrics (payment-metrics.ts).
  return app.metrics ? countingGateway(gateway, app.metrics) : gateway;
}

function gatewayFor(app: FastifyInstance, restaurant?: RestaurantRef): PaymentGateway {
  const payments = paymentsOf(app);
  if (payments.override) return payments.override;
  if (!restaurant) return new SettleWhereAuthorized(payments);
  if (processorFor(restaurant.data.restaurant.payment_processor).capabilities.gateway === 'sandbox')
    return payments.sandbox;
  if (!payments.stripe) throw notConfigured('STRIPE_SECRET_KEY');
  const account = merchantAccountFor(payments.stripe, restaurant.restaurantId, restaurant.data.restaurant);
  if (!account.ok) throw notConfigured(account.missing);
  return stripeGateway(payments, account.account);
}

/**
 * Where a card saved at this restaurant lives, and so which saved cards it can charge: its gateway's name (a Stripe
 * merchant account's own, decision 086). Null where the restaurant cannot take cards now (its processor's keys are
 * not configured), rather than the checkout's error: the profile still lists the diner's cards.
 */
export function savedCardHome(app: FastifyInstance, restaurant: RestaurantRef): string | null {
  try {
    return gatewayFor(app, restaurant).name;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The gateway of a restaurant known by id (recovery, webhooks); the settling gateway if it is not published. */
export async function paymentGatewayForRestaurant(
  app: FastifyInstance,
  restaurantId: number,
): Promise<PaymentGateway> {
  const entry = await app.publishedVersions.getByRestaurantId(restaurantId);
  return paymentGatewayFor(app, entry ?? undefined);
}

export function setPaymentGateway(app: FastifyInstance, gateway: PaymentGateway): void {
  paymentsOf(app).override = gateway;
}

/** Tests: Stripe as if configured by the environment. */
export function setStripeSettings(app: FastifyInstance, settings: StripeSettings | null): void {
  const payments = paymentsOf(app);
  payments.stripe = settings;
  payments.stripeGateways.clear();
}

export function stripeSettingsOf(app: FastifyInstance): StripeSettings | null {
  return paymentsOf(app).stripe;
}

/** The public facts the browser's Payment Element needs for this restaurant, or null. */
export function stripeElementConfig(
  app: FastifyInstance,
  restaurant: RestaurantRef,
): { publishableKey: string; account: string | null } | null {
  const settings = paymentsOf(app).stripe;
  const { cardElement } = processorFor(restaurant.data.restaurant.payment_processor).capabilities;
  if (cardElement !== 'processor-element' || !settings?.publishableKey) return null;
  const account = merchantAccountFor(settings, restaurant.restaurantId, restaurant.data.restaurant);
  return account.ok ? { publishableKey: settings.publishableKey, account: account.account ?? null } : null;
}

function stripeGateway(payments: Payments, account: string | undefined): StripeGateway {
  const settings = payments.stripe;
  if (!settings) throw notConfigured('STRIPE_SECRET_KEY');
  let gateway = payments.stripeGateways.get(account ?? '');
  if (!gateway) {
    gateway = new StripeGateway({
      secretKey: settings.secretKey,
      account,
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      timeoutMs: settings.timeoutMs,
      keyPrefix: settings.keyPrefix,
      rawCardData: settings.rawCardData,
    });
    payments.stripeGateways.set(account ?? '', gateway);
  }
  return gateway;
}

/** A restaurant set to a processor this server has no keys for cannot take cards: said as a payment failure. */
function notConfigured(missing: string): AppError {
  return new AppError(1803, 'error.paymentFailed', {}, { reason: 'processor_not_configured', missing });
}

/**
 * New payments on the sandbox (the default); settlements of an existing authorization by the processor its id
 * names. The sandbox's name, so a card saved through it is known as a sandbox card.
 */
class SettleWhereAuthorized implements PaymentGateway {
  readonly name: string;
  constructor(private readonly payments: Payments) {
    this.name = payments.sandbox.name;
  }
  private by(authorizationId: string): PaymentGateway {
    return parseAuthorization(authorizationId)
      ? stripeGateway(this.payments, undefined)
      : this.payments.sandbox;
  }
  tokenizeCard(card: CardInput, now: Date) {
    return this.payments.sandbox.tokenizeCard(card, now);
  }
  tokenizeWallet(wallet: WalletPayload) {
    return this.payments.sandbox.tokenizeWallet(wallet);
  }
  verifyCard(token: string, saving: CardSaving) {
    return this.payments.sandbox.verifyCard(token, saving);
  }
  authorize(request: AuthorizeRequest) {
    return this.payments.sandbox.authorize(request);
  }
  findAuthorization(idempotencyKey: string) {
    return this.payments.sandbox.findAuthorization(idempotencyKey);
  }
  capture(authorizationId: string, amount?: Cents, idempotencyKey?: string): Promise<SettleResult> {
    return this.by(authorizationId).capture(authorizationId, amount, idempotencyKey);
  }
  void(authorizationId: string, idempotencyKey?: string): Promise<SettleResult> {
    return this.by(authorizationId).void(authorizationId, idempotencyKey);
  }
  refund(authorizationId: string, amount: Cents, idempotencyKey?: string): Promise<SettleResult> {
    return this.by(authorizationId).refund(authorizationId, amount, idempotencyKey);
  }
  applePaySession(request: ApplePaySessionRequest, now: Date) {
    return this.payments.sandbox.applePaySession(request, now);
  }
}
