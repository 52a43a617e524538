import type { CheckoutForm } from './checkout-form';

/**
 * The card typed for an order at a table, kept for the rounds that follow in this visit: in this page's memory only,
 * never in storage (checkout-storage.ts writes no card field), so a reload, a closed tab or another diner on the
 * device starts with empty card fields. Only a card typed in the checkout's own fields is kept; a processor's card
 * element (stripe-card.ts) holds its card itself.
 */
export type VisitCard = Pick<CheckoutForm, 'cardNumber' | 'expiry' | 'cvd' | 'cardPostal'>;

let kept: { slug: string; card: VisitCard } | null = null;

export function keepCardForVisit(slug: string, form: VisitCard): void {
  kept = form.cardNumber.trim()
    ? {
        slug,
        card: {
          cardNumber: form.cardNumber,
          expiry: form.expiry,
          cvd: form.cvd,
          cardPostal: form.cardPostal,
        },
      }
    : null;
}

/** The card of this visit at the restaurant, if one was typed for an earlier round. */
export function cardOfVisit(slug: string): VisitCard | null {
  return kept?.slug === slug ? kept.card : null;
}

export function forgetVisitCard(): void {
  kept = null;
}
