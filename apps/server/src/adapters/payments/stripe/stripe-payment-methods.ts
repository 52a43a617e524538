/**
 * Tokens: `pm_…` is a PaymentMethod (made by Stripe's Payment Element in the browser, by a wallet, or from card data
 * on accounts allowed to send it); `cus_…/pm_…` is a saved card, a PaymentMethod attached to a Stripe customer.
 */
import { checkedCard } from '@ordering/domain/format/card';
import type Stripe from 'stripe';
import type {
  CardBrand,
  CardCheckResult,
  CardInput,
  CardSaving,
  TokenizeResult,
  WalletPayload,
} from '../gateway';
import { callStripe, invalidCard, ProcessorUnreachable } from './stripe-outcomes';
import type { StripeTransport } from './stripe-transport';

/**
 * Card data sent from the server: only Stripe accounts allowed raw card data take it (the web never sends it for a
 * Stripe restaurant: the Payment Element does). The card rules are the domain's, checked before any call. The
 * postal code goes with the card for AVS.
 */
export async function tokenizeCard(
  transport: StripeTransport,
  card: CardInput,
  now: Date,
): Promise<TokenizeResult> {
  const checked = checkedCard(card, now);
  if (!checked) return { ok: false, code: 400, reason: 'invalid_card' };
  const { digits, expiry } = checked;
  const postal = card.postalCode?.replace(/\s+/g, '').toUpperCase();
  return callStripe(async () => {
    const pm = await transport.stripe.paymentMethods.create(
      {
        type: 'card',
        card: {
          number: digits,
          exp_month: expiry.month,
          exp_year: expiry.year < 100 ? 2000 + expiry.year : expiry.year,
          cvc: card.cvd.trim(),
        },
        ...(postal ? { billing_details: { address: { postal_code: postal } } } : {}),
      } as Stripe.PaymentMethodCreateParams,
      transport.options(),
    );
    return tokenOf(pm);
  });
}

export async function describePaymentMethod(
  transport: StripeTransport,
  token: string,
): Promise<TokenizeResult> {
  const { paymentMethod } = parseToken(token);
  if (!paymentMethod) return { ok: false, code: 400, reason: 'invalid_card' };
  return callStripe(async () => {
    const pm = await transport.stripe.paymentMethods.retrieve(paymentMethod, {}, transport.options());
    const described = tokenOf(pm);
    return described.ok ? { ...described, token } : described;
  });
}

/**
 * Wallets through Stripe: a PaymentMethod Stripe.js already made from the wallet sheet (`{ paymentMethod: 'pm_…' }`),
 * a Google Pay payload tokenized for the `stripe` gateway (its token is a Stripe token), or an Apple Pay payment
 * token, exchanged with Stripe for a card token first.
 */
export async function tokenizeWallet(
  transport: StripeTransport,
  wallet: WalletPayload,
): Promise<TokenizeResult> {
  const payload = (wallet.payload ?? {}) as Record<string, unknown>;
  if (typeof payload.paymentMethod === 'string')
    return describePaymentMethod(transport, payload.paymentMethod);
  return callStripe(async () => {
    let cardToken: string | undefined;
    if (wallet.kind === 'google_pay') {
      const raw = (payload.paymentMethodData as { tokenizationData?: { token?: unknown } } | undefined)
        ?.tokenizationData?.token;
      cardToken = typeof raw === 'string' ? safeJson(raw)?.id : undefined;
    } else if (payload.paymentData) {
      const method = (payload.paymentMethod ?? {}) as Record<string, unknown>;
      const token = await transport.stripe.tokens.create(
        {
          pk_token: JSON.stringify(payload.paymentData),
          pk_token_instrument_name: String(method.displayName ?? ''),
          pk_token_payment_network: String(method.network ?? ''),
          pk_token_transaction_id: String(payload.transactionIdentifier ?? ''),
        } as Stripe.TokenCreateParams,
        transport.options(),
      );
      cardToken = token.id;
    }
    if (!cardToken || !/^tok_\w+$/.test(cardToken)) return invalidCard();
    const pm = await transport.stripe.paymentMethods.create(
      { type: 'card', card: { token: cardToken } } as Stripe.PaymentMethodCreateParams,
      transport.options(),
    );
    return tokenOf(pm);
  });
}

/**
 * A customer keeps the diner's Stripe cards (one per diner on this merchant account: the first card's is reused);
 * the authorization then saves the card on it (`setup_future_usage`), and only if Stripe approves the payment.
 */
export async function reusableToken(
  transport: StripeTransport,
  token: string,
  userId: number,
  savedTokens: string[],
): Promise<string> {
  const { paymentMethod, customer } = parseToken(token);
  if (!paymentMethod || customer) return token;
  const known = savedTokens.map((t) => parseToken(t).customer).find(Boolean);
  if (known) return `${known}/${paymentMethod}`;
  const created = await callStripe(() =>
    transport.stripe.customers.create(
      { metadata: { ordering_user: String(userId) } },
      transport.options(`customer:user:${userId}`),
    ),
  );
  if ('ok' in created) throw new ProcessorUnreachable(new Error(`customer refused: ${created.reason}`));
  return `${created.id}/${paymentMethod}`;
}

/** Who a SetupIntent checks a card for: the completion of its challenge is taken for this diner only. */
const SETUP_USER_METADATA = 'ordering_user';

/**
 * A card checked before it is saved: a SetupIntent confirmed at once for off-session payments, on the diner's
 * customer, so Stripe asks the bank (a declined card is a card_error, as at payment) and, if it accepts, attaches the
 * card to the customer: the token kept is `cus_…/pm_…`. A bank asking for 3-D Secure is answered with the intent's
 * client secret when the diner's browser runs Stripe.js (`browserChallenge`: the profile's Payment Element), which
 * shows the challenge; with no page to show it, the SetupIntent is cancelled and the card refused.
 */
export async function verifyCard(
  transport: StripeTransport,
  token: string,
  saving: CardSaving,
): Promise<CardCheckResult> {
  const { paymentMethod } = parseToken(token);
  if (!paymentMethod) return invalidCard();
  const kept = await reusableToken(transport, token, saving.userId, saving.savedTokens);
  const { customer } = parseToken(kept);
  return callStripe(async (): Promise<CardCheckResult> => {
    // The same card checked again (a retried request) gets Stripe's first answer.
    const key = `setup:${kept}`;
    const intent = await transport.stripe.setupIntents.create(
      {
        payment_method: paymentMethod,
        ...(customer ? { customer } : {}),
        usage: 'off_session',
        // Cards only, and never a redirect: the profile has no page to come back to.
        allowed_payment_method_types: ['card'],
        confirm: true,
        metadata: { [SETUP_USER_METADATA]: String(saving.userId) },
      },
      transport.options(key),
    );
    if (intent.status === 'succeeded') return { ok: true, token: kept };
    if (intent.status === 'requires_action' && saving.browserChallenge && intent.client_secret)
      return {
        ok: false,
        code: 410,
        reason: 'authentication_required',
        clientSecret: intent.client_secret,
        setupId: intent.id,
      };
    if (intent.status === 'requires_action')
      await transport.stripe.setupIntents.cancel(intent.id, {}, transport.options(`${key}:cancel`));
    return intent.status === 'requires_action'
      ? { ok: false, code: 410, reason: 'authentication_required' }
      : { ok: false, code: 1803, reason: 'processor_error' };
  });
}

/**
 * The SetupIntent after the browser ran its challenge, as Stripe has it: succeeded keeps the card its customer now
 * holds; any other state (the challenge failed or was left) cancels what still waits, so it cannot be confirmed later.
 */
export async function completeCardCheck(
  transport: StripeTransport,
  setupId: string,
  userId: number,
): Promise<CardCheckResult> {
  if (!/^seti_[A-Za-z0-9]+$/.test(setupId)) return invalidCard();
  return callStripe(async (): Promise<CardCheckResult> => {
    const intent = await transport.stripe.setupIntents.retrieve(setupId, {}, transport.options());
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    const pm = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (intent.metadata?.[SETUP_USER_METADATA] !== String(userId) || !customer || !pm) return invalidCard();
    if (intent.status === 'succeeded') return { ok: true, token: `${customer}/${pm}` };
    if (['requires_action', 'requires_confirmation', 'requires_payment_method'].includes(intent.status))
      await transport.stripe.setupIntents.cancel(intent.id, {}, transport.options(`setup:${setupId}:cancel`));
    return { ok: false, code: 410, reason: 'authentication_failed' };
  });
}

/** `pm_…`, or `cus_…/pm_…` for a card saved on a customer. */
export function parseToken(token: string): { paymentMethod?: string; customer?: string } {
  const match = /^(?:(cus_[A-Za-z0-9]+)\/)?(pm_[A-Za-z0-9_]+)$/.exec(token);
  if (!match) return {};
  return { paymentMethod: match[2]!, ...(match[1] ? { customer: match[1] } : {}) };
}

function tokenOf(pm: Stripe.PaymentMethod): TokenizeResult {
  if (!pm.card) return invalidCard();
  const known: CardBrand[] = ['visa', 'mastercard', 'amex'];
  return {
    ok: true,
    token: pm.customer ? `${typeof pm.customer === 'string' ? pm.customer : pm.customer.id}/${pm.id}` : pm.id,
    brand: (known as string[]).includes(pm.card.brand) ? (pm.card.brand as CardBrand) : 'unknown',
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

function safeJson(raw: string): { id?: string } | undefined {
  try {
    return JSON.parse(raw) as { id?: string };
  } catch {
    return undefined;
  }
}
