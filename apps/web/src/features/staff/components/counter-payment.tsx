import { EMPTY_TYPED_CARD, type TypedCardEntry } from '@ordering/domain/format/typed-card';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { DEFAULT_ZONE } from '@ordering/domain/ordering/zoned';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProcessorCardElement } from '../../../components/processor-card-element';
import { cardErrors, TypedCardEntryFields, typedCardOrFocus } from '../../../components/typed-card-entry';
import type { Locale } from '../../../lib/locale';
import { processorOf } from '../../../lib/processors';
import type { CounterCard } from '../api';

/** How the phone order is paid (decision 074): at pickup or the counter, or by a card staff take over the phone. */
export type CounterPay = 'counter' | 'card';

type TypedCard = TypedCardEntry;

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
  // Checked from the first try on, then again as staff correct it (as the checkout's form re-validates).
  const [tried, setTried] = useState(false);
  const idPrefix = useId();
  // The checkout's rules: the expiry month in the restaurant's time zone, the postal code checked when given.
  const rules = { timezone: file?.restaurant.timezone ?? DEFAULT_ZONE, postal: 'optional' } as const;
  const errors = tried ? cardErrors(card, rules, locale) : {};

  const fields: ReactNode = element.fields ?? (
    <TypedCardEntryFields
      card={card}
      onChange={setCard}
      errors={errors}
      idPrefix={idPrefix}
      words="staff.counter.card"
      postal={{ maxLength: 10 }}
      autofill={false}
    />
  );

  return {
    offered: processor?.paysOnPremise === false,
    pay,
    setPay,
    fields,
    /** The card for the order, or null after saying what to correct (the typed field, or the processor's message). */
    async card(): Promise<CounterCard | null> {
      if (Element === null) {
        setTried(true);
        return typedCardOrFocus(card, rules, locale, idPrefix);
      }
      const token = await element.token();
      if (!token) return null;
      return { processor_token: token };
    },
    /** Once the order is placed: paid at the counter again, the fields empty. */
    reset() {
      setPay('counter');
      setCard(EMPTY_TYPED_CARD);
      setTried(false);
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
