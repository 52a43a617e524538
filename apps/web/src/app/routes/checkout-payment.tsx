/** The checkout's payment block: the wallet buttons, then the payment fields (Stripe's card fields or ours, saved cards). */
import type { ProfileResponse as Profile } from '@ordering/domain/contracts/accounts';
import { restaurantName } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { acceptedSavedCards } from '@ordering/domain/ordering/payment-method';
import type { TFunction } from 'i18next';
import { CardNotSupportedActions } from '../../components/card-not-supported';
import { PaymentFields } from '../../features/checkout/components/payment-fields';
import { WalletButtons } from '../../features/checkout/components/wallet-buttons';
import type { useStripeCard } from '../../features/checkout/stripe-card';
import { type Locale, menuLocale } from '../../lib/locale';
import { processorOf } from '../../lib/processors';
import type { RestaurantData } from '../../lib/restaurant-data';
import type { CheckoutFormState } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';
import type { PlacingOrder } from './use-place-order';

interface Props {
  data: RestaurantData;
  locale: Locale;
  t: TFunction;
  state: CheckoutFormState;
  pricing: CheckoutPricing;
  stripeCard: ReturnType<typeof useStripeCard>;
  placing: PlacingOrder;
  /** Place order cannot place the order now: the wallet buttons wait with it. */
  cannotPlace: boolean;
  profile: Profile | null;
}

/** How the diner pays: the wallets' express checkout, then the card (Stripe's or the form's) or another method. */
export function CheckoutPayment({
  data,
  locale,
  t,
  state,
  pricing,
  stripeCard,
  placing,
  cannotPlace,
  profile,
}: Props) {
  const r = data.restaurant;
  const lang = menuLocale(locale);
  const { form, errors, set, paymentError, paymentErrorRef, notSupported } = state;
  const { costs, paymentNotRequired } = pricing;
  const { submit, checkForm, onPlace } = placing;
  const CardElement = processorOf(data).cardElement;
  return (
    <>
      <WalletButtons
        restaurantId={r.id}
        restaurantName={restaurantName(r, lang)}
        amount={costs.data?.amountToCharge ?? null}
        paymentNotRequired={paymentNotRequired}
        disabled={cannotPlace}
        beforePay={() => checkForm(true)}
        onPay={(payment) =>
          submit.mutateAsync(payment).then(
            () => true,
            () => false,
          )
        }
      />

      <PaymentFields
        file={data}
        locale={locale}
        form={form}
        errors={errors}
        set={set}
        paymentNotRequired={paymentNotRequired}
        coveredBy={{
          giftCard: (costs.data?.voucher.amount ?? 0) > 0,
          credits: (costs.data?.credits.amount ?? 0) > 0,
        }}
        refusal={paymentError}
        refusalRef={paymentErrorRef}
        processorFields={
          CardElement ? (
            stripeCard.config ? (
              <CardElement
                ref={stripeCard.handle}
                config={stripeCard.config}
                amountCents={costs.data ? toCents(costs.data.amountToCharge) : null}
                locale={locale}
              />
            ) : (
              <p role="status" className="text-sm text-muted">
                {t('checkout.stripeLoading')}
              </p>
            )
          ) : undefined
        }
        refusalActions={
          notSupported ? (
            <CardNotSupportedActions
              disabled={submit.isPending}
              onTryAgain={onPlace}
              onReAdd={() => {
                set({ savedCardId: null, cardNumber: '', expiry: '', cvd: '', cardPostal: '' });
                stripeCard.handle.current?.clear();
                requestAnimationFrame(() =>
                  stripeCard.enabled
                    ? stripeCard.handle.current?.focus()
                    : document.getElementById('cardNumber')?.focus(),
                );
              }}
            />
          ) : null
        }
        signedIn={Boolean(profile)}
        // A card saved with another processor or merchant account is not offered: it would be refused.
        savedCards={acceptedSavedCards(profile?.paymentMethods ?? [])
          .filter((c) => c.paymentCardId.trim() !== '')
          .map((c) => ({
            id: c.paymentCardId,
            label:
              `${c.brand === 'unknown' ? '' : c.brand.toUpperCase()} •••• ${c.last4} (${c.expiry})`.trim(),
          }))}
      />
    </>
  );
}
