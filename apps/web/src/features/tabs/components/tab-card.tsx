import { type ReactNode, useState } from 'react';
import { useProcessorCardElement } from '../../../components/processor-card-element';
import type { Locale } from '../../../lib/locale';
import { PROCESSORS } from '../../../lib/processors';
import type { RestaurantData } from '../../../lib/restaurant-data';
import type { TabPayment } from '../api';
import { authenticate, challengeOf, type TabChallenge } from '../tab-authentication';
import { type CardEntry, CardFields, cardPayment, emptyCard } from './card-fields';

/**
 * The card a tab call carries (the opening hold, another card, a share's payment), asked the way the restaurant's
 * processor wants it (lib/processors.ts): typed into the tab's own fields, or the processor's element (Stripe's
 * Payment Element), whose payment method goes as `card.processor_token`.
 */
export function useTabCard(
  restaurant: { id: number | string; payment_processor: RestaurantData['restaurant']['payment_processor'] },
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
  const [invalid, setInvalid] = useState<keyof CardEntry | null>(null);
  const reset = () => {
    setCard(emptyCard);
    setInvalid(null);
    element.clear();
  };

  const fields = element.fields ?? <CardFields card={card} onChange={setCard} invalid={invalid} />;

  return {
    fields,
    async payment() {
      if (Element === null) {
        const checked = cardPayment(card);
        setInvalid(checked.ok ? null : checked.field);
        return checked.ok ? checked.payment : null;
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
