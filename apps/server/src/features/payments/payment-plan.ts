/**
 * How the part of an order not covered by a gift card is paid: the restaurant's processor
 * (sandbox card or wallet, or pay on premise), or a no-card method the restaurant offers. Card numbers and CVD go
 * to the gateway's tokenizer here and nowhere else; only the token, brand and last 4 travel on.
 */
import type { CheckoutBody } from '@ordering/domain/contracts/cart';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { Cents } from '@ordering/domain/money/money';
import type { CardToken, PaymentFailure, PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { saveTokenizedCard } from '../accounts';
import { reachable, tokenToKeep } from './processor-cards';
import { savedCardOf } from './processor-cards.repository';

/** `tab`: a round on a table's tab, paid when the table pays (features/tabs); the reference is the tab's id. */
export type TenderKind = 'card' | 'pay_on_premise' | 'invoice' | 'cost_center' | 'purchase_order' | 'tab';

export type PaymentPlan =
  | { kind: 'none' }
  | {
      kind: 'card';
      amount: Cents;
      token: string;
      brand: string;
      last4: string;
      wallet: string | null;
      /** A new card the signed-in diner asked to keep ("save this card"): saved once the order is placed. */
      saveFor?: { userId: number; card: CardToken };
      /** A card staff took over the phone: authorized as a mail/telephone order (decision 074). */
      moto?: boolean;
    }
  | { kind: Exclude<TenderKind, 'card'>; amount: Cents; reference: string | null };

export function paymentError(failure: PaymentFailure): AppError {
  if (failure.reason === 'moto_not_enabled')
    return new AppError(410, 'error.motoNotEnabled', {}, { reason: failure.reason });
  if (failure.code === 410) return new AppError(410, 'error.paymentDeclined', {}, { reason: failure.reason });
  if (failure.code === 1803) return new AppError(1803, 'error.paymentFailed', {}, { reason: failure.reason });
  return new AppError(400, 'error.cardInvalid');
}

export interface SavedCardChoice {
  db: Executor;
  /** The signed-in diner (the request principal), null for a guest. */
  userId: number | null;
  /** `data.chosenCreditCard` of the submission: the saved card to charge. */
  chosen: { paymentCardId?: string | undefined } | null | undefined;
}

export async function planPayment(
  gateway: PaymentGateway,
  input: {
    file: RestaurantDataFile;
    checkout: CheckoutBody;
    amount: Cents;
    now: Date;
    /** Saved cards and "save this card": only for a signed-in diner. */
    account?: SavedCardChoice;
  },
): Promise<PaymentPlan> {
  const { file, checkout, amount } = input;
  if (amount <= 0) return { kind: 'none' };
  const method = checkout.paymentMethod ?? 'credit_card';
  if (method === 'invoice' || method === 'cost_center' || method === 'purchase_order') {
    if (!file.restaurant.extra_payment_methods.some((m) => m.type === method)) {
      throw new AppError(400, 'error.invalidInput', {}, [
        {
          path: 'body.data.checkout.paymentMethod',
          message: 'This restaurant does not offer this payment method',
        },
      ]);
    }
    const reference =
      method === 'purchase_order'
        ? (checkout.purchaseOrder ?? null)
        : method === 'cost_center'
          ? (checkout.costCenter ?? null)
          : null;
    return { kind: method, amount, reference };
  }
  if (file.restaurant.payment_processor === 'payOnPremise')
    return { kind: 'pay_on_premise', amount, reference: null };

  if (method === 'apple_pay' || method === 'google_pay') {
    const payload = method === 'apple_pay' ? checkout.applePayPaymentToken : checkout.googlePayPaymentPayload;
    if (!payload) throw new AppError(400, 'error.cardRequired');
    const token = await reachable(gateway.tokenizeWallet({ kind: method, payload }));
    if (!token.ok) throw paymentError(token);
    return {
      kind: 'card',
      amount,
      token: token.token,
      brand: token.brand,
      last4: token.last4,
      wallet: method,
    };
  }
  const chosenId = input.account?.chosen?.paymentCardId;
  if (method === 'credit_card' && chosenId) {
    // Only the diner's own card: a guest, or another user's card id, is told no such card exists.
    const userId = input.account?.userId ?? null;
    const saved = userId === null ? undefined : await savedCardOf(input.account!.db, userId, chosenId);
    if (!saved) throw new AppError(404, 'error.paymentMethodNotFound');
    // A card another processor issued cannot be charged here: the diner re-adds it (decision 016).
    if (saved.gateway !== gateway.name)
      throw paymentError({ ok: false, code: 410, reason: 'card_not_supported' });
    return { kind: 'card', amount, token: saved.token, brand: saved.brand, last4: saved.last4, wallet: null };
  }
  const card = checkout.card;
  const fromBrowser = card?.processor_token;
  if (fromBrowser && !gateway.describePaymentMethod) throw new AppError(400, 'error.cardInvalid');
  // A processor whose own fields take the card (Stripe's Payment Element, PCI SAQ-A) never gets a card number from
  // us: one sent anyway is refused here, before any processor call, not passed on for the processor to refuse.
  if (gateway.describePaymentMethod && !gateway.takesCardData && (card?.number || card?.cvd))
    throw new AppError(400, 'error.cardFieldsOnly', {}, [
      {
        path: 'body.data.checkout.card.number',
        message: 'Card numbers are taken by the processor’s own fields',
      },
    ]);
  if (!fromBrowser && (!card?.number || !card.cvd || !card.expiry_date))
    throw new AppError(400, 'error.cardRequired');
  // The processor's own fields made the payment method in the browser (Stripe): only its description is asked.
  const token = await reachable(
    fromBrowser
      ? gateway.describePaymentMethod!(fromBrowser)
      : gateway.tokenizeCard(
          {
            number: card!.number!,
            cvd: card!.cvd!,
            expiry: card!.expiry_date!,
            postalCode: card!.postal_code,
          },
          input.now,
        ),
  );
  if (!token.ok) throw paymentError(token);
  const userId = input.account?.userId ?? null;
  if (checkout.savePaymentMethodOnCheckout && userId !== null)
    token.token = await reachable(tokenToKeep(input.account!.db, gateway, userId, token.token));
  const { ok: _ok, ...tokenized } = token;
  return {
    kind: 'card',
    amount,
    token: token.token,
    brand: token.brand,
    last4: token.last4,
    wallet: null,
    ...(checkout.savePaymentMethodOnCheckout && userId !== null
      ? { saveFor: { userId, card: tokenized } }
      : {}),
  };
}

/**
 * savePaymentMethodOnCheckout: once the order is placed, the card it was paid with joins the diner's saved cards
 * (not twice the same card). A failure here must not undo a placed and paid order: the diner can still add the card
 * from the profile, so it is reported to the caller's log and the order stands.
 */
export async function saveCardAfterOrder(
  db: Database,
  gateway: PaymentGateway,
  plan: PaymentPlan,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  if (plan.kind !== 'card' || !plan.saveFor) return;
  try {
    await saveTokenizedCard(db, gateway.name, plan.saveFor.userId, plan.saveFor.card, { skipSameCard: true });
  } catch (error) {
    onError(error);
  }
}
