/**
 * Apple Pay and Google Pay through the browser's Payment Request API, as plain data: which wallet buttons a diner
 * may see, the PaymentRequest each one opens, and the order fields its answer becomes (`checkout.paymentMethod`
 * with `applePayPaymentToken` / `applePayPaymentDetails` or `googlePayPaymentPayload`).
 * Pure, so that it is table-tested without a browser; the component only wires it to `window`.
 */
import { type Cents, toCents } from '@ordering/domain/money/money';
import type { PaymentConfig } from '../../lib/cart/api';

export type WalletKind = 'apple_pay' | 'google_pay';

/** Buttons are drawn in this order. */
export const WALLETS: readonly WalletKind[] = ['apple_pay', 'google_pay'];

export const WALLET_NAMES: Record<WalletKind, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

export const WALLET_METHODS: Record<WalletKind, string> = {
  apple_pay: 'https://apple.com/apple-pay',
  google_pay: 'https://google.com/pay',
};

/** What the browser offers, read once from `window` by the component. */
export interface BrowserWallets {
  /** `typeof window.PaymentRequest === 'function'`. */
  paymentRequest: boolean;
  /** `window.ApplePaySession?.canMakePayments()` is true (Safari with Apple Pay set up). */
  applePaySession: boolean;
}

export function browserWallets(win: {
  PaymentRequest?: unknown;
  ApplePaySession?: { canMakePayments?: () => boolean };
}): BrowserWallets {
  let applePaySession = false;
  try {
    applePaySession = win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    // Safari throws outside a secure context: no Apple Pay then.
  }
  return { paymentRequest: typeof win.PaymentRequest === 'function', applePaySession };
}

/**
 * The wallets worth asking `canMakePayment()` about: the restaurant's processor takes them, something is left to
 * pay, and the browser has the Payment Request API (Apple Pay also needs ApplePaySession and a merchant id).
 */
export function walletCandidates(
  config: Pick<PaymentConfig, 'applePay' | 'googlePay' | 'merchantId'> | null | undefined,
  paymentNotRequired: boolean,
  browser: BrowserWallets,
): WalletKind[] {
  if (!config || paymentNotRequired || !browser.paymentRequest) return [];
  return WALLETS.filter((kind) =>
    kind === 'apple_pay'
      ? config.applePay && Boolean(config.merchantId) && browser.applePaySession
      : config.googlePay,
  );
}

/** The method data and details of a PaymentRequest, as the DOM types spell them (kept structural here). */
export interface WalletRequest {
  methodData: { supportedMethods: string; data: Record<string, unknown> }[];
  details: { total: { label: string; amount: { currency: 'CAD'; value: string } } };
}

const GOOGLE_NETWORKS = { visa: 'VISA', mastercard: 'MASTERCARD', amex: 'AMEX' } as const;
const APPLE_NETWORKS = { visa: 'visa', mastercard: 'masterCard', amex: 'amex' } as const;

/** Cents as the Payment Request API wants an amount: a decimal string, 2 places ("12.30"). */
export function paymentAmount(cents: Cents): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Not an amount to pay: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The PaymentRequest for one wallet: CAD, the amount the server says is left to charge (dollars, from its costs),
 * the restaurant's name as the label. Sandbox restaurants ask Google for its TEST environment.
 */
export function walletRequest(
  kind: WalletKind,
  input: {
    config: Pick<PaymentConfig, 'processor' | 'merchantId' | 'cardTypes'>;
    restaurantName: string;
    /** Dollars, as the server's costs give them (`amountToCharge`). */
    amount: number;
  },
): WalletRequest {
  const { config } = input;
  const cards = config.cardTypes.filter((c): c is keyof typeof GOOGLE_NETWORKS => c in GOOGLE_NETWORKS);
  const label = input.restaurantName.trim() || WALLET_NAMES[kind];
  const details = {
    total: { label, amount: { currency: 'CAD' as const, value: paymentAmount(toCents(input.amount)) } },
  };
  if (kind === 'apple_pay') {
    return {
      methodData: [
        {
          supportedMethods: WALLET_METHODS.apple_pay,
          data: {
            version: 3,
            merchantIdentifier: config.merchantId ?? '',
            merchantCapabilities: ['supports3DS'],
            supportedNetworks: cards.map((c) => APPLE_NETWORKS[c]),
            countryCode: 'CA',
          },
        },
      ],
      details,
    };
  }
  return {
    methodData: [
      {
        supportedMethods: WALLET_METHODS.google_pay,
        data: {
          environment: config.processor === 'sandbox' ? 'TEST' : 'PRODUCTION',
          apiVersion: 2,
          apiVersionMinor: 0,
          merchantInfo: {
            merchantName: label,
            ...(config.merchantId ? { merchantId: config.merchantId } : {}),
          },
          allowedPaymentMethods: [
            {
              type: 'CARD',
              parameters: {
                allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
                allowedCardNetworks: cards.map((c) => GOOGLE_NETWORKS[c]),
              },
              tokenizationSpecification: {
                type: 'PAYMENT_GATEWAY',
                parameters: { gateway: config.processor, gatewayMerchantId: config.merchantId ?? '' },
              },
            },
          ],
        },
      },
    ],
    details,
  };
}

/** The wallet part of `checkout` in POST /orders. */
export type WalletPayment =
  | {
      paymentMethod: 'apple_pay';
      applePayPaymentToken: Record<string, unknown>;
      applePayPaymentDetails: Record<string, unknown> | null;
    }
  | { paymentMethod: 'google_pay'; googlePayPaymentPayload: Record<string, unknown> };

/** The wallet answered with something that is not a payment we can send: nothing was charged. */
export class WalletPayloadError extends Error {
  constructor(readonly kind: WalletKind) {
    super(`${WALLET_NAMES[kind]} answered without a usable payment`);
    this.name = 'WalletPayloadError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A PaymentResponse to the order's wallet fields. Apple Pay answers `{ token, billingContact?, shippingContact? }`:
 * the token is the payment, the rest its details. Google Pay answers its PaymentData, which must carry a
 * tokenization token. Anything else throws WalletPayloadError.
 */
export function walletPayment(
  kind: WalletKind,
  response: { methodName: string; details: unknown },
): WalletPayment {
  const { details } = response;
  if (response.methodName !== WALLET_METHODS[kind] || !isRecord(details)) throw new WalletPayloadError(kind);
  if (kind === 'apple_pay') {
    const { token, ...rest } = details;
    if (!isRecord(token) || Object.keys(token).length === 0) throw new WalletPayloadError(kind);
    return {
      paymentMethod: 'apple_pay',
      applePayPaymentToken: token,
      applePayPaymentDetails: Object.keys(rest).length > 0 ? rest : null,
    };
  }
  const method = details.paymentMethodData;
  const tokenization = isRecord(method) ? method.tokenizationData : undefined;
  if (!isRecord(tokenization) || typeof tokenization.token !== 'string' || tokenization.token.trim() === '') {
    throw new WalletPayloadError(kind);
  }
  return { paymentMethod: 'google_pay', googlePayPaymentPayload: details };
}

/** The body of POST /payment/get-apple-pay-session for a merchant validation event. */
export function applePaySessionBody(input: {
  validationURL: unknown;
  processor: string;
  hostname: string;
  restaurantId: number | string;
}) {
  return {
    validationUrl: typeof input.validationURL === 'string' ? input.validationURL : '',
    processor: input.processor,
    domain: input.hostname,
    app8RestaurantId: String(input.restaurantId),
  };
}

/** A sheet the diner closed (or the browser dismissed) is not an error worth a message. */
export function isWalletCancel(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
