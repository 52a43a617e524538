/**
 * Card entry for a Stripe restaurant (decision 016): Stripe's Payment Element, in Stripe's own frame, so card data
 * goes from the diner to Stripe and never through this app (PCI SAQ-A). `@stripe/stripe-js` is imported here only,
 * dynamically, so its chunk and Stripe's script load on a Stripe restaurant's checkout or table tab and nowhere else.
 *
 * The element is made in deferred mode (no intent yet): at Place order (or a tab's hold or share), `paymentMethod()`
 * asks Stripe for a PaymentMethod and the call carries its id (`card.processor_token`); the server authorizes it with
 * manual capture. In setup mode (the profile's saved cards) no amount is shown: the server checks the card with its
 * bank by a SetupIntent, and `challenge()` runs the bank's 3-D Secure challenge should it ask for one.
 */
import type { Stripe, StripeElements, StripeElementsOptionsMode } from '@stripe/stripe-js';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../lib/locale';

export interface StripeCardHandle {
  /** A PaymentMethod id for what the diner typed, or Stripe's own message saying what is wrong with it. */
  paymentMethod(): Promise<{ ok: true; id: string } | { ok: false; message: string }>;
  /**
   * Runs the bank's challenge of an intent the server made (Stripe's own window); the server then asks Stripe how it
   * went, so only Stripe's message for a challenge that could not be shown is answered.
   */
  challenge(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Empties the element (the diner re-adds a card Stripe would not take). */
  clear(): void;
  focus(): void;
}

export interface StripeElementConfig {
  publishableKey: string;
  account: string | null;
}

/** Deferred mode: a payment authorized for its amount with manual capture, or a card set up for later payments. */
function elementsOptions(setup: boolean, amount: number): StripeElementsOptionsMode {
  const card = {
    currency: 'cad',
    paymentMethodCreation: 'manual' as const,
    allowedPaymentMethodTypes: ['card'],
  };
  return setup ? { mode: 'setup', ...card } : { mode: 'payment', amount, captureMethod: 'manual', ...card };
}

export const StripeCardFields = forwardRef<
  StripeCardHandle,
  {
    config: StripeElementConfig;
    amountCents: number | null;
    locale: Locale;
    /** A card saved for later (a SetupIntent), not a payment: no amount. */
    setup?: boolean | undefined;
  }
>(function StripeCardFields({ config, amountCents, locale, setup = false }, ref) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The element needs an amount to show; a cent until the costs are known (it is never charged from here).
  const amount = Math.max(amountCents ?? 0, 1);
  const firstAmount = useRef(amount);

  useEffect(() => {
    let live = true;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) =>
        loadStripe(config.publishableKey, {
          ...(config.account ? { stripeAccount: config.account } : {}),
          locale: locale === 'fr-CA' ? 'fr-CA' : 'en',
        }),
      )
      .then((loaded) => {
        if (!live || !loaded || !host.current) {
          if (live) setState('failed');
          return;
        }
        stripe.current = loaded;
        elements.current = loaded.elements(elementsOptions(setup, firstAmount.current));
        const element = elements.current.create('payment', { layout: 'tabs' });
        element.on('ready', () => live && setState('ready'));
        element.on('loaderror', () => live && setState('failed'));
        element.mount(host.current);
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      elements.current?.getElement('payment')?.destroy();
      elements.current = null;
    };
  }, [config.publishableKey, config.account, locale, setup]);

  useEffect(() => {
    if (!setup) elements.current?.update({ amount });
  }, [amount, setup]);

  useImperativeHandle(
    ref,
    () => ({
      async paymentMethod() {
        if (!stripe.current || !elements.current)
          return { ok: false, message: t('checkout.stripeUnavailable') };
        const submitted = await elements.current.submit();
        if (submitted.error)
          return { ok: false, message: submitted.error.message ?? t('checkout.cardDeclined') };
        const created = await stripe.current.createPaymentMethod({ elements: elements.current });
        if (created.error || !created.paymentMethod)
          return { ok: false, message: created.error?.message ?? t('checkout.cardDeclined') };
        return { ok: true, id: created.paymentMethod.id };
      },
      async challenge(clientSecret) {
        if (!stripe.current) return { ok: false, message: t('checkout.stripeUnavailable') };
        const result = await stripe.current.handleNextAction({ clientSecret });
        return result.error ? { ok: false, message: result.error.message ?? '' } : { ok: true };
      },
      clear() {
        elements.current?.getElement('payment')?.clear();
      },
      focus() {
        elements.current?.getElement('payment')?.focus();
      },
    }),
    [t],
  );

  return (
    <div className="grid gap-2">
      {state === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          {t('checkout.stripeLoading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {t('checkout.stripeUnavailable')}
        </p>
      ) : null}
      <div ref={host} id="stripe-payment-element" />
    </div>
  );
});
