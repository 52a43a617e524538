import { EMPTY_TYPED_CARD, type TypedCardEntry, typedCardBody } from '@ordering/domain/format/typed-card';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import { useProcessorCardElement } from '../../../components/processor-card-element';
import type { Locale } from '../../../lib/locale';
import { processorOf } from '../../../lib/processors';
import type { CounterCard } from '../api';

/** How the phone order is paid (decision 074): at pickup or the counter, or by a card staff take over the phone. */
export type CounterPay = 'counter' | 'card';

type TypedCard = TypedCardEntry;

/** The card typed into the console's own fields (a processor that takes card data, the sandbox). */
function TypedCardFields({
  card,
  onChange,
  invalid,
}: {
  card: TypedCard;
  onChange: (card: TypedCard) => void;
  invalid: keyof TypedCard | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = (field: keyof TypedCard) =>
    invalid === field ? t(`staff.counter.card.invalid.${field}`) : undefined;
  return (
    <div className="grid gap-3">
      <TextField
        id={`${id}-number`}
        label={t('staff.counter.card.number')}
        value={card.number}
        onChange={(number) => onChange({ ...card, number })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        error={error('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${id}-expiry`}
          label={t('staff.counter.card.expiry')}
          value={card.expiry}
          onChange={(expiry) => onChange({ ...card, expiry })}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('staff.counter.card.expiryPlaceholder')}
          maxLength={7}
          error={error('expiry')}
        />
        <TextField
          id={`${id}-cvd`}
          label={t('staff.counter.card.cvd')}
          value={card.cvd}
          onChange={(cvd) => onChange({ ...card, cvd })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          error={error('cvd')}
        />
      </div>
      <TextField
        id={`${id}-postal`}
        label={t('staff.counter.card.postalCode')}
        value={card.postalCode}
        onChange={(postalCode) => onChange({ ...card, postalCode })}
        autoComplete="off"
        maxLength={10}
      />
    </div>
  );
}

/**
 * The card of a phone order, asked the way the restaurant's processor wants it (lib/processors.ts): typed into the
 * console's fields, or the processor's own element (Stripe's Payment Element), whose payment method is sent instead.
 * `offered` is false where the restaurant has no processor to take one (paid on premise).
 */
export function useCounterCard(
  restaurantId: number,
  file: RestaurantDataFile | undefined,
  locale: Locale,
  amountCents: number | null,
) {
  const processor = file ? processorOf(file) : undefined;
  const Element = processor?.cardElement ?? null;
  const element = useProcessorCardElement(restaurantId, Element, locale, amountCents);
  const [pay, setPay] = useState<CounterPay>('counter');
  const [card, setCard] = useState<TypedCard>(EMPTY_TYPED_CARD);
  const [invalid, setInvalid] = useState<keyof TypedCard | null>(null);

  const fields: ReactNode = element.fields ?? (
    <TypedCardFields card={card} onChange={setCard} invalid={invalid} />
  );

  return {
    offered: processor?.paysOnPremise === false,
    pay,
    setPay,
    fields,
    /** The card for the order, or null after saying what to correct (the typed field, or the processor's message). */
    async card(): Promise<CounterCard | null> {
      if (Element === null) {
        const checked = typedCardBody(card);
        setInvalid(checked.ok ? null : checked.field);
        return checked.ok ? checked.card : null;
      }
      const token = await element.token();
      if (!token) return null;
      return { processor_token: token };
    },
    /** Once the order is placed: paid at the counter again, the fields empty. */
    reset() {
      setPay('counter');
      setCard(EMPTY_TYPED_CARD);
      setInvalid(null);
      element.clear();
    },
  };
}

export type CounterCardState = ReturnType<typeof useCounterCard>;

/**
 * "Payment": at pickup or the counter (the default), or a card over the phone with the processor's card fields. Not
 * drawn where no card can be taken, nor for an order going on a table's open tab (the tab pays).
 */
export function CounterPaymentChoice({ payment }: { payment: CounterCardState }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('staff.counter.payment.title')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(['counter', 'card'] as const).map((way) => (
          <label key={way} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="counter-pay"
              checked={payment.pay === way}
              onChange={() => payment.setPay(way)}
            />
            {t(`staff.counter.payment.${way}`)}
          </label>
        ))}
      </div>
      {payment.pay === 'card' ? payment.fields : null}
    </fieldset>
  );
}
