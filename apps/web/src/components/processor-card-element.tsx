/**
 * The processor's own card element where the restaurant's processor has one (lib/processors.ts: Stripe's Payment
 * Element): its configuration asked of the server, the element drawn, and the payment method it makes, sent as
 * `card.processor_token` instead of typed numbers. Shared by the table's tab and the staff's phone order; the
 * checkout keeps its own, which also confirms wallets.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPaymentConfig } from '../lib/cart/api';
import type { Locale } from '../lib/locale';
import type { WebProcessor } from '../lib/processors';
import type { StripeCardHandle } from './stripe-card-fields';

export function useProcessorCardElement(
  restaurantId: number | string,
  Element: WebProcessor['cardElement'],
  locale: Locale,
  amountCents: number | null,
  /** A card saved for later payments (the profile), not paid with now. */
  setup = false,
) {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: ['payment-config', restaurantId],
    queryFn: () => getPaymentConfig(restaurantId),
    enabled: Element !== null,
    staleTime: 5 * 60_000,
  });
  const handle = useRef<StripeCardHandle>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const elementConfig = config.data?.stripe ?? null;

  const fields: ReactNode =
    Element === null ? null : (
      <div className="grid gap-2">
        {elementConfig ? (
          <Element
            ref={handle}
            config={elementConfig}
            amountCents={amountCents}
            locale={locale}
            setup={setup}
          />
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
    /** The element and its messages; null where the card is typed. */
    fields,
    elementConfig,
    /** The payment method the element made, or null after saying why (Stripe.js speaks the diner's language). */
    async token(): Promise<string | null> {
      setRefusal(null);
      if (!handle.current) {
        setRefusal(t('checkout.stripeUnavailable'));
        return null;
      }
      const made = await handle.current.paymentMethod();
      if (!made.ok) {
        setRefusal(made.message);
        return null;
      }
      return made.id;
    },
    /**
     * The bank's challenge run in the element's Stripe.js. Its outcome is not taken from here: the server asks the
     * processor next, and says a challenge failed or never shown as the processor saw it.
     */
    async challenge(clientSecret: string): Promise<void> {
      await handle.current?.challenge(clientSecret);
    },
    clear() {
      setRefusal(null);
      handle.current?.clear();
    },
    focus() {
      handle.current?.focus();
    },
  };
}
