/**
 * The card processor seen by the rest of the server. Card numbers and CVD go to the gateway and nowhere else: the
 * gateway answers with a token (plus brand, last 4 and expiry for display), and every later call uses the token.
 * Expected business failures (a declined card) come back as typed results, not exceptions.
 */
import type { Cents } from '@ordering/domain/money/money';
import type { ApplePayMerchantSession, ApplePaySessionRequest } from './apple-pay';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export interface CardInput {
  number: string;
  expiry: string; // MMYY or MM/YY
  cvd: string;
  postalCode?: string;
}

export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * 410: the card was declined (or has insufficient funds); 1803: the processor failed; 400: the card is malformed,
 * or an Apple Pay validation URL is not Apple's.
 */
export type PaymentFailure = {
  ok: false;
  code: 400 | 410 | 1803;
  reason:
    | 'invalid_card'
    | 'declined'
    | 'insufficient_funds'
    /** The processor does not take this card (or a saved card another processor issued): the spec's own message. */
    | 'card_not_supported'
    /** 3-D Secure: the diner must confirm the payment with their bank in the browser (AuthenticationRequired). */
    | 'authentication_required'
    /** The diner did not pass the bank's 3-D Secure challenge of a card being saved: nothing was kept. */
    | 'authentication_failed'
    | 'processor_error'
    | 'unknown_authorization'
    | 'invalid_validation_url'
    /** A card staff read over the phone (MOTO) on a processor account not enabled for it (decision 074). */
    | 'moto_not_enabled';
};

export type TokenizeResult = ({ ok: true } & CardToken) | PaymentFailure;

export interface AuthorizeRequest {
  amount: Cents;
  currency: 'CAD';
  /** A card token, or a wallet payload (Apple Pay / Google Pay) already reduced to a token by `tokenizeWallet`. */
  token: string;
  /** The same key returns the same authorization: a retried order never authorizes twice. */
  idempotencyKey: string;
  reference: string;
  /**
   * A card staff took over the phone or at the counter, a mail/telephone order (decision 074): flagged as such to the
   * processor, and never sent to 3-D Secure (no cardholder is there to pass it).
   */
  moto?: boolean;
}

/**
 * The processor asks the diner to authenticate (3-D Secure) before it authorizes: the checkout waits as
 * `awaiting_payment` while the browser completes it with `clientSecret`; recovery places it once authorized.
 */
export type AuthenticationRequired = PaymentFailure & {
  reason: 'authentication_required';
  clientSecret: string;
  /** The payment awaiting the diner: voided (cancelled) should the checkout be released first. */
  authorizationId: string;
};

export type AuthorizeResult =
  | { ok: true; authorizationId: string; amount: Cents }
  | PaymentFailure
  | AuthenticationRequired;
/** `failed`: the diner did not pass the bank's challenge (or the payment was cancelled); nothing is held. */
export type AuthorizationState =
  | { state: 'authorized'; amount: Cents }
  | { state: 'pending' }
  | { state: 'failed' };
export type SettleResult = { ok: true; id: string; amount: Cents } | PaymentFailure;
/**
 * The bank asks the diner to authenticate a card being saved (3-D Secure at setup): the browser completes it with
 * `clientSecret`, then the card is kept with `completeCardCheck(setupId)`.
 */
export type CardAuthenticationRequired = PaymentFailure & {
  reason: 'authentication_required';
  clientSecret: string;
  setupId: string;
};
/** A card its bank accepted for later payments: the token to keep (the processor may have made it reusable). */
export type CardCheckResult = { ok: true; token: string } | PaymentFailure | CardAuthenticationRequired;
/** What `verifyCard` is told: the diner, their cards of this gateway, whether their browser can show a challenge. */
export interface CardSaving {
  userId: number;
  savedTokens: string[];
  /**
   * The diner's browser runs the processor's own script (its card element) and can show the bank's 3-D Secure
   * challenge: a bank asking for it is answered `CardAuthenticationRequired` instead of a refusal.
   */
  browserChallenge?: boolean;
}
export type ApplePaySessionResult = { ok: true; session: ApplePayMerchantSession } | PaymentFailure;

export interface WalletPayload {
  kind: 'apple_pay' | 'google_pay';
  payload: unknown;
}

export interface PaymentGateway {
  readonly name: string;
  tokenizeCard(card: CardInput, now: Date): Promise<TokenizeResult>;
  tokenizeWallet(wallet: WalletPayload): Promise<TokenizeResult>;
  /**
   * A payment method the processor's own fields created in the browser (Stripe's Payment Element), so card data
   * never reached this server: its brand, last 4 and expiry. Absent: the processor takes card data from the server.
   */
  describePaymentMethod?(token: string): Promise<TokenizeResult>;
  /**
   * With `describePaymentMethod`: whether card numbers may still be sent from this server (false: the processor's own
   * fields take every card, and a card number sent anyway is refused before any call).
   */
  readonly takesCardData?: boolean;
  /**
   * The token to charge when the diner keeps the card ("save this card"), so it stays usable after this payment.
   * Stripe's saved cards belong to a customer: the diner's (found among `savedTokens`, their cards of this gateway)
   * or a new one. Absent: a token is reusable as it is.
   */
  reusableToken?(token: string, userId: number, savedTokens: string[]): Promise<string>;
  /**
   * Asks the card's bank whether the card may be charged later, before it is saved for the diner (never inside a
   * database transaction): Stripe confirms a SetupIntent for off-session use; a processor without such a call
   * authorizes a small amount and voids it at once. A declined card is refused as at authorization. `savedTokens`:
   * the diner's cards of this gateway, where Stripe finds the diner's customer.
   */
  verifyCard(token: string, saving: CardSaving): Promise<CardCheckResult>;
  /**
   * After the browser ran the bank's challenge of a card being saved (`CardAuthenticationRequired`): the processor's
   * own answer, never the browser's, and only for a check made for this diner (another's is `invalid_card`). A check
   * not completed (the challenge failed, or was left) is cancelled and answered `authentication_failed`. Absent: the
   * processor never asks for authentication at setup.
   */
  completeCardCheck?(setupId: string, userId: number): Promise<CardCheckResult>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * Raises an authorization it gave to `amount` in all (a table tab's later rounds, features/tabs): the same key
   * answers the first result. Absent: the processor cannot, and the tab asks the diner for another card instead.
   */
  incrementAuthorization?(
    authorizationId: string,
    amount: Cents,
    idempotencyKey: string,
  ): Promise<{ ok: true; authorizationId: string; amount: Cents } | PaymentFailure>;
  /**
   * `idempotencyKey`: the same settlement sent again (a rolled-back status change retried) answers the first result.
   * An amount less than the whole captures a share and leaves the rest capturable (a marketplace checkout's kitchens
   * each capture theirs); `void` then releases what no share captured.
   */
  capture(authorizationId: string, amount?: Cents, idempotencyKey?: string): Promise<SettleResult>;
  /** Releases what the authorization still holds: all of it, or what captures of its shares have left. */
  void(authorizationId: string, idempotencyKey?: string): Promise<SettleResult>;
  /**
   * What the processor did with an authorization asked under `idempotencyKey`: recovery asks it about a checkout a
   * crash left awaiting payment, then completes the checkout or releases it.
   */
  findAuthorization(
    idempotencyKey: string,
  ): Promise<{ found: true; authorizationId: string; amount: Cents } | { found: false }>;
  /**
   * Where a payment left awaiting 3-D Secure stands, asked by its id (a table tab's completion, features/tabs): the
   * processor's answer, never the browser's. Absent: the processor never asks for authentication.
   */
  authorizationState?(authorizationId: string): Promise<AuthorizationState>;
  refund(authorizationId: string, amount: Cents, idempotencyKey?: string): Promise<SettleResult>;
  /**
   * Apple Pay merchant validation: the session object the browser hands to ApplePaySession. Every gateway calls
   * only URLs that pass `isApplePayValidationUrl`, and answers `invalid_validation_url` for any other.
   */
  applePaySession(request: ApplePaySessionRequest, now: Date): Promise<ApplePaySessionResult>;
}
