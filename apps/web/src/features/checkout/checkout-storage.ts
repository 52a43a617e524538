import type { CostsChoice } from '../../lib/cart/api';
import { CART_TTL_MS } from '../../lib/cart/cart-storage';
import type { CheckoutForm } from './checkout-form';

/**
 * The checkout in progress, kept on the device with the cart (docs/decisions/007): what the diner chose and typed,
 * restored on a reload and in a second tab, and the Idempotency-Key of a submission whose attempt is not over (no
 * answer yet, or an answer asking for a retry: endsAttempt), so that a tap after a reload answers the first order
 * instead of placing a second one.
 *
 * The card's fields (number, CVD, expiry, billing postal code) and the gift card's number are never written: a
 * shared or stolen device must not give them away, and the diner types them again. Of an applied gift card only a
 * marker is kept (its last 4 digits and what it took off the total), so that the checkout after a reload says the
 * card was removed instead of showing a higher total without a word.
 */
export type KeptForm = Omit<CheckoutForm, 'cardNumber' | 'cvd' | 'expiry' | 'cardPostal' | 'legalAge'>;

/** What is kept of an applied gift card: nothing that pays. */
export interface GiftCardMarker {
  last4: string;
  /** What it took off the total, in cents (0 while the costs had not said yet). */
  amount: number;
}

/** A submission whose attempt is not over: its key, and the moment its body was made (the ASAP time follows it). */
export interface PendingSubmission {
  key: string;
  /** ISO instant the first attempt was made at: a retry sends the same body, so the server can answer it. */
  at: string;
}

export interface StoredCheckout {
  form: KeptForm;
  choice: Pick<CostsChoice, 'tip' | 'discount'>;
  /** The schedule's day (yyyy-mm-dd in the restaurant's zone). */
  date: string;
  pending: PendingSubmission | null;
  /** The gift card applied when this was written, or one said removed that the diner has not entered again. */
  giftCard: GiftCardMarker | null;
  savedAt: number;
}

const key = (slug: string) => `checkout:${slug}`;

const NEVER_KEPT = ['cardNumber', 'cvd', 'expiry', 'cardPostal', 'legalAge'] as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The marker of an applied gift card's number: its last 4 digits, never more; null when no card is applied. */
export function giftCardMarker(code: string | null | undefined, amountCents: number): GiftCardMarker | null {
  const digits = code?.replace(/\D/g, '') ?? '';
  if (digits.length < 4) return null;
  return { last4: digits.slice(-4), amount: Math.max(0, Math.round(amountCents)) };
}

function readMarker(value: unknown): GiftCardMarker | null {
  if (!value || typeof value !== 'object') return null;
  const { last4, amount } = value as Partial<GiftCardMarker>;
  return typeof last4 === 'string' && /^\d{4}$/.test(last4) && typeof amount === 'number' && amount >= 0
    ? { last4, amount }
    : null;
}

/** The form without the card's fields (and the legal-age answer, which has its own one-day rule). */
export function keptForm(form: CheckoutForm): KeptForm {
  const kept: Record<string, unknown> = { ...form };
  for (const field of NEVER_KEPT) delete kept[field];
  return kept as KeptForm;
}

function isStoredCheckout(value: unknown): value is StoredCheckout {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredCheckout>;
  return (
    typeof v.form === 'object' &&
    v.form !== null &&
    typeof v.choice === 'object' &&
    v.choice !== null &&
    typeof v.date === 'string' &&
    typeof v.savedAt === 'number'
  );
}

/** The saved checkout, or null when there is none, it is older than the cart's half day, or it cannot be read. */
export function readCheckout(slug: string, now = Date.now()): StoredCheckout | null {
  const store = storage();
  const raw = store?.getItem(key(slug));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredCheckout(parsed) && now - parsed.savedAt < CART_TTL_MS) {
      // Whatever an older version may have written, card fields never come back.
      return {
        ...parsed,
        form: keptForm(parsed.form as CheckoutForm),
        pending: parsed.pending ?? null,
        giftCard: readMarker(parsed.giftCard),
      };
    }
  } catch {
    // A damaged entry is dropped below.
  }
  store?.removeItem(key(slug));
  return null;
}

export function writeCheckout(
  slug: string,
  checkout: Omit<StoredCheckout, 'savedAt'>,
  now = Date.now(),
): void {
  try {
    storage()?.setItem(
      key(slug),
      JSON.stringify({
        form: keptForm(checkout.form as CheckoutForm),
        choice: { tip: checkout.choice.tip ?? null, discount: checkout.choice.discount ?? null },
        date: checkout.date,
        pending: checkout.pending,
        giftCard: checkout.giftCard ? readMarker(checkout.giftCard) : null,
        savedAt: now,
      } satisfies StoredCheckout),
    );
  } catch {
    // Storage full or disabled: the checkout still works for this visit.
  }
}

/**
 * After an order at a table that another round may follow: what the diner chose stays for that round (the answers to
 * the restaurant's questions, how they pay, the tip chosen), what belonged to the order placed goes (its notes, a
 * time, a code, the attempt's key). The card's own fields are never written (keptForm); visit-card.ts keeps them in
 * this page's memory for the round.
 */
export function keepCheckoutForRound(
  slug: string,
  checkout: Pick<StoredCheckout, 'form' | 'choice' | 'date'>,
  now = Date.now(),
): void {
  writeCheckout(
    slug,
    {
      form: { ...checkout.form, notes: '', when: 'asap', slot: null },
      choice: { tip: checkout.choice.tip ?? null, discount: null },
      date: checkout.date,
      pending: null,
      // The gift card paid for the order placed: nothing of it is said removed in the next round.
      giftCard: null,
    },
    now,
  );
}

/** After an order: the checkout is done (the contact details are remembered apart, device-memory.ts). */
export function clearCheckout(slug: string): void {
  try {
    storage()?.removeItem(key(slug));
  } catch {
    // Nothing to clear.
  }
}
