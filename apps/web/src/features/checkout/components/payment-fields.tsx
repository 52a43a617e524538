import { detectCardType, formatCardNumber } from '@ordering/domain/format/card';
import { formatExpiry } from '@ordering/domain/format/expiry';
import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePills, Section, TextField } from '../../../components/form-fields';
import { type Locale, menuLocale } from '../../../lib/locale';
import type { CheckoutForm, FieldName, PaymentChoice } from '../checkout-form';
import { processorOf } from '../../../lib/processors';

const CARD_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } as const;

/** What covers a total left at nothing: a gift card, account credits (spent after it), else discounts alone. */
export interface CoveredBy {
  giftCard: boolean;
  credits: boolean;
}

/** The "nothing to pay" sentence naming what pays (credits are not a gift card or discounts). */
export function nothingToPayKey(covered: CoveredBy): string {
  if (covered.credits)
    return covered.giftCard ? 'checkout.notRequiredGiftCardCredits' : 'checkout.notRequiredCredits';
  return covered.giftCard ? 'checkout.notRequired' : 'checkout.notRequiredDiscounts';
}

/**
 * How the diner pays: a card (formatted as typed, its type detected), or the invoice, cost center or purchase order
 * the restaurant offers; nothing to enter when paying on premise or when nothing is left to pay.
 */
export function PaymentFields({
  file,
  locale,
  form,
  errors,
  set,
  paymentNotRequired,
  coveredBy = { giftCard: true, credits: false },
  refusal = null,
  refusalRef,
  savedCards = [],
  signedIn = false,
  processorFields,
  refusalActions,
}: {
  file: RestaurantDataFile;
  locale: Locale;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
  paymentNotRequired: boolean;
  /** When nothing is left to pay: what covers the total (the costs' gift card and credits amounts). */
  coveredBy?: CoveredBy;
  /** The processor's refusal of the last attempt, kept here until the diner changes card or method. */
  refusal?: string | null;
  refusalRef?: RefObject<HTMLDivElement | null>;
  /** A signed-in diner's saved cards (paymentCardId and how it reads), offered before typing a card. */
  savedCards?: { id: string; label: string }[];
  /** Signed in: a typed card may be saved to the account. */
  signedIn?: boolean;
  /** The processor's own card fields (Stripe's Payment Element), in place of the spec's card fields. */
  processorFields?: ReactNode;
  /** Buttons that go with the refusal (card not supported: Try again, Re-add card). */
  refusalActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const r = file.restaurant;
  const lang = menuLocale(locale);
  if (paymentNotRequired) {
    return (
      <Section title={t('checkout.payment')} id="payment">
        <p role="status" className="text-sm">
          {processorOf(file).paysOnPremise ? t('checkout.payOnPremise') : t(nothingToPayKey(coveredBy))}
        </p>
      </Section>
    );
  }
  const methods: { value: PaymentChoice; label: string }[] = [
    { value: 'credit_card', label: t('checkout.creditCard') },
    ...r.extra_payment_methods.map((m) => ({ value: m.type, label: localized(m, 'label', lang) || m.label })),
  ];
  const type = detectCardType(form.cardNumber);
  return (
    <Section title={t('checkout.payment')} id="payment">
      {refusal ? (
        <div
          ref={refusalRef}
          id="payment-error"
          role="alert"
          tabIndex={-1}
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800 focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {refusal}
          {refusalActions}
        </div>
      ) : null}
      {methods.length > 1 ? (
        <ChoicePills
          name="paymentMethod"
          label={t('checkout.payment')}
          value={form.paymentMethod}
          options={methods}
          onChange={(paymentMethod) => set({ paymentMethod })}
        />
      ) : null}
      {form.paymentMethod === 'credit_card' && savedCards.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('checkout.creditCard')}</legend>
          {[
            ...savedCards.map((c) => ({
              id: c.id,
              label: t('accounts.checkout.savedCard', { card: c.label }),
            })),
            { id: '', label: t('accounts.checkout.newCard') },
          ].map((option) => (
            <label
              key={option.id || 'new'}
              className="flex items-center gap-2 rounded-xl border border-line p-3 text-sm font-semibold"
            >
              <input
                type="radio"
                name="savedCard"
                className="size-5 accent-brand"
                checked={(form.savedCardId ?? '') === option.id}
                onChange={() => set({ savedCardId: option.id || null })}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.paymentMethod === 'credit_card' && !form.savedCardId && processorFields ? (
        <div className="grid gap-3">
          {processorFields}
          {signedIn ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={form.saveCard ?? false}
                onChange={(e) => set({ saveCard: e.target.checked })}
              />
              {t('accounts.checkout.saveCard')}
            </label>
          ) : null}
        </div>
      ) : null}
      {form.paymentMethod === 'credit_card' && !form.savedCardId && !processorFields ? (
        <div className="grid grid-cols-2 gap-3">
          <div className="col-span-2">
            <TextField
              id="cardNumber"
              label={t('checkout.cardNumber')}
              value={form.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              onChange={(v) => set({ cardNumber: formatCardNumber(v) })}
              error={errors.cardNumber}
              hint={type ? CARD_NAMES[type] : undefined}
            />
          </div>
          <TextField
            id="expiry"
            label={t('checkout.expiry')}
            value={form.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            placeholder={t('checkout.expiryPlaceholder')}
            onChange={(v) => set({ expiry: formatExpiry(v) })}
            error={errors.expiry}
          />
          <TextField
            id="cvd"
            label={t('checkout.cvd')}
            value={form.cvd}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            onChange={(v) => set({ cvd: v.replace(/\D/g, '') })}
            error={errors.cvd}
          />
          {r.avs ? (
            <div className="col-span-2">
              <TextField
                id="cardPostal"
                label={t('checkout.cardPostal')}
                value={form.cardPostal}
                autoComplete="postal-code"
                maxLength={7}
                onChange={(cardPostal) => set({ cardPostal })}
                error={errors.cardPostal}
              />
            </div>
          ) : null}
          {signedIn ? (
            <label className="col-span-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={form.saveCard ?? false}
                onChange={(e) => set({ saveCard: e.target.checked })}
              />
              {t('accounts.checkout.saveCard')}
            </label>
          ) : null}
        </div>
      ) : null}
      {form.paymentMethod === 'purchase_order' ? (
        <TextField
          id="purchaseOrder"
          label={t('checkout.purchaseOrder')}
          value={form.purchaseOrder}
          maxLength={100}
          onChange={(purchaseOrder) => set({ purchaseOrder })}
          error={errors.purchaseOrder}
        />
      ) : null}
      {form.paymentMethod === 'cost_center' ? (
        <TextField
          id="costCenter"
          label={t('checkout.costCenter')}
          value={form.costCenter}
          maxLength={100}
          onChange={(costCenter) => set({ costCenter })}
          error={errors.costCenter}
        />
      ) : null}
      {form.paymentMethod === 'invoice' ? (
        <p className="text-sm text-muted">{t('checkout.invoice')}</p>
      ) : null}
    </Section>
  );
}
