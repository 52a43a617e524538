import { type ReactNode, useId, useState } from 'react';
import { useProcessorCardElement } from '../../../components/processor-card-element';
import { cardInputId, firstWrongField } from '../../../components/typed-card-entry';
import type { Locale } from '../../../lib/locale';
import { PROCESSORS } from '../../../lib/processors';
import type { RestaurantData } from '../../../lib/restaurant-data';
import type { TabPayment } from '../api';
import { authenticate, challengeOf, type TabChallenge } from '../tab-authentication';
import { type CardEntry, CardFields, cardPayment, emptyCard, tabCardErrors } from './card-fields';

/**
 * The card a tab call carries (the opening hold, another card, a share's payment), asked the way the restaurant's
 * processor wants it (lib/processors.ts): typed into the tab's own fields, or the processor's element (Stripe's
 * Payment Element), whose payment method goes as `card.processor_token`. Typed, the card is formatted and checked
 * as the checkout's is (card-fields.tsx), each message under its field before any call.
 */
export function useTabCard(
  restaurant: { id: number | string } & Pick<
    RestaurantData['restaurant'],
    'payment_processor' | 'timezone' | 'avs'
  >,
  locale: Locale,
  amountCents: number | null,
): {
  fields: ReactNode;
  /** The card for the call, or null after saying what to correct (the typed field, or the processor's message). */
  payment: () => Promise<TabPayment | null>;
  /** After a call the server answered: empty fields, and a new payment method next time. */
  reset: () => void;
  /**
   * The call's refusal, or, when the bank asks the diner to confirm (3-D Secure), Stripe's challenge and then what
   * `complete` answers (the server's completion).
   */
  afterRefusal: <T>(error: unknown, complete: (challenge: TabChallenge) => Promise<T>) => Promise<T>;
  /** Empty fields, the element focused: the diner gives another card. */
  another: () => void;
} {
  const Element = PROCESSORS[restaurant.payment_processor].cardElement;
  const element = useProcessorCardElement(restaurant.id, Element, locale, amountCents);
  const [card, setCard] = useState<CardEntry>(emptyCard);
  // Checked from the first try on, then again as the diner corrects (as the checkout's form re-validates).
  const [tried, setTried] = useState(false);
  const idPrefix = useId();
  const rules = { timezone: restaurant.timezone, avs: restaurant.avs };
  const errors = tried ? tabCardErrors(card, rules, locale) : {};
  const reset = () => {
    setCard(emptyCard);
    setTried(false);
    element.clear();
  };

  const fields = element.fields ?? (
    <CardFields card={card} onChange={setCard} errors={errors} idPrefix={idPrefix} />
  );

  return {
    fields,
    async payment() {
      if (Element === null) {
        const checked = cardPayment(card, rules, locale);
        setTried(true);
        if (checked.ok) return checked.payment;
        const first = firstWrongField(checked.errors);
        if (first) document.getElementById(cardInputId(idPrefix, first))?.focus();
        return null;
      }
      const token = await element.token();
      if (!token) return null;
      return { paymentMethod: 'credit_card', card: { processor_token: token } };
    },
    reset,
    async afterRefusal(error, complete) {
      const challenge = challengeOf(error);
      if (!challenge || !element.elementConfig) throw error;
      return authenticate(element.elementConfig, challenge, () => complete(challenge));
    },
    another() {
      reset();
      requestAnimationFrame(() => element.focus());
    },
  };
}
