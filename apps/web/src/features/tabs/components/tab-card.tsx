import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripeCardHandle } from '../../../components/stripe-card-fields';
import { getPaymentConfig } from '../../../lib/cart/api';
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
  const { t } = useTranslation();
  const Element = PROCESSORS[restaurant.payment_processor].cardElement;
  const config = useQuery({
    queryKey: ['payment-config', restaurant.id],
    queryFn: () => getPaymentConfig(restaurant.id),
    enabled: Element !== null,
    staleTime: 5 * 60_000,
  });
  const handle = useRef<StripeCardHandle>(null);
  const [card, setCard] = useState<CardEntry>(emptyCard);
  const [invalid, setInvalid] = useState<keyof CardEntry | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const elementConfig = config.data?.stripe ?? null;
  const reset = () => {
    setCard(emptyCard);
    setInvalid(null);
    setRefusal(null);
    handle.current?.clear();
  };

  const fields =
    Element === null ? (
      <CardFields card={card} onChange={setCard} invalid={invalid} />
    ) : (
      <div className="grid gap-2">
        {elementConfig ? (
          <Element ref={handle} config={elementConfig} amountCents={amountCents} locale={locale} />
        ) : (
          <p role={config.isError ? 'alert' : 'status'} className="text-sm text-muted">
            {config.isError ? t('checkout.stripeUnavailable') : t('checkout.stripeLoading')}
          </p>
        )}
        {refusal ? (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {refusal}
          </p>
        ) : null}
      </div>
    );

  return {
    fields,
    async payment() {
      if (Element === null) {
        const checked = cardPayment(card);
        setInvalid(checked.ok ? null : checked.field);
        return checked.ok ? checked.payment : null;
      }
      setRefusal(null);
      if (!handle.current) {
        setRefusal(t('checkout.stripeUnavailable'));
        return null;
      }
      // Stripe.js says what is wrong with the card in the language it was loaded with (the diner's).
      const made = await handle.current.paymentMethod();
      if (!made.ok) {
        setRefusal(made.message);
        return null;
      }
      return { paymentMethod: 'credit_card', card: { processor_token: made.id } };
    },
    reset,
    async afterRefusal(error, complete) {
      const challenge = challengeOf(error);
      if (!challenge || !elementConfig) throw error;
      return authenticate(elementConfig, challenge, () => complete(challenge));
    },
    another() {
      reset();
      requestAnimationFrame(() => handle.current?.focus());
    },
  };
}
