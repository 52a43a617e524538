import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields } from '../../../components/card-fields';
import { ChoicePills, Section, TextField } from '../../../components/form-fields';
import { type Locale, menuLocale } from '../../../lib/locale';
import { processorOf } from '../../../lib/processors';
import type { CheckoutForm, FieldName, PaymentChoice } from '../checkout-form';

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
  const card = form.paymentMethod === 'credit_card';
  const typing = card && !form.savedCardId;
  const saveCard = signedIn ? <SaveCardBox checked={form.saveCard ?? false} set={set} /> : null;
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
      {card && savedCards.length > 0 ? (
        <SavedCardChoice savedCards={savedCards} chosen={form.savedCardId ?? ''} set={set} />
      ) : null}
      {typing && processorFields ? (
        <div className="grid gap-3">
          {processorFields}
          {saveCard}
        </div>
      ) : null}
      {typing && !processorFields ? (
        <TypedCard form={form} errors={errors} set={set} avs={r.avs}>
          {saveCard}
        </TypedCard>
      ) : null}
      <OtherMethodFields form={form} errors={errors} set={set} />
    </Section>
  );
}

type Set = (patch: Partial<CheckoutForm>) => void;

/** A signed-in diner's saved cards, then "a new card" (typing one). */
function SavedCardChoice({
  savedCards,
  chosen,
  set,
}: {
  savedCards: { id: string; label: string }[];
  chosen: string;
  set: Set;
}) {
  const { t } = useTranslation();
  const options = [
    ...savedCards.map((c) => ({ id: c.id, label: t('accounts.checkout.savedCard', { card: c.label }) })),
    { id: '', label: t('accounts.checkout.newCard') },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t('checkout.creditCard')}</legend>
      {options.map((option) => (
        <label
          key={option.id || 'new'}
          className="flex items-center gap-2 rounded-xl border border-line p-3 text-sm font-semibold"
        >
          <input
            type="radio"
            name="savedCard"
            className="size-5 accent-brand"
            checked={chosen === option.id}
            onChange={() => set({ savedCardId: option.id || null })}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** "Save this card" for a signed-in diner typing one. */
function SaveCardBox({ checked, set }: { checked: boolean; set: Set }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={checked}
        onChange={(e) => set({ saveCard: e.target.checked })}
      />
      {t('accounts.checkout.saveCard')}
    </label>
  );
}

/** The card typed here (the shared card fields), with the billing postal code where the restaurant checks it. */
function TypedCard({
  form,
  errors,
  set,
  avs,
  children,
}: {
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: Set;
  avs: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardFields
      values={{ cardNumber: form.cardNumber, expiry: form.expiry, cvd: form.cvd, postal: form.cardPostal }}
      errors={{
        cardNumber: errors.cardNumber,
        expiry: errors.expiry,
        cvd: errors.cvd,
        postal: errors.cardPostal,
      }}
      onChange={({ postal, ...patch }) =>
        set(postal === undefined ? patch : { ...patch, cardPostal: postal })
      }
      labels={{
        cardNumber: t('checkout.cardNumber'),
        expiry: t('checkout.expiry'),
        expiryPlaceholder: t('checkout.expiryPlaceholder'),
        cvd: t('checkout.cvd'),
        postal: t('checkout.cardPostal'),
      }}
      postal={avs ? { id: 'cardPostal', maxLength: 7 } : null}
    >
      {children}
    </CardFields>
  );
}

/** A purchase order's or cost center's number, or the invoice's sentence. */
function OtherMethodFields({
  form,
  errors,
  set,
}: {
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: Set;
}) {
  const { t } = useTranslation();
  if (form.paymentMethod === 'invoice') return <p className="text-sm text-muted">{t('checkout.invoice')}</p>;
  if (form.paymentMethod !== 'purchase_order' && form.paymentMethod !== 'cost_center') return null;
  const field = form.paymentMethod === 'purchase_order' ? 'purchaseOrder' : 'costCenter';
  return (
    <TextField
      key={field}
      id={field}
      label={t(`checkout.${field}`)}
      value={form[field]}
      maxLength={100}
      onChange={(value) => set({ [field]: value })}
      error={errors[field]}
    />
  );
}
