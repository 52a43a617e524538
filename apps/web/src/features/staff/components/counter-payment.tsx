import { EMPTY_TYPED_CARD, type TypedCardEntry, typedCardBody } from '@ordering/domain/format/typed-card';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProcessorCardElement } from '../../../components/processor-card-element';
import { TypedCardFields } from '../../../components/typed-card-fields';
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
  const [invalid, setInvalid] = useState<keyof TypedCard | null>(null);

  const fields: ReactNode = element.fields ?? (
    <TypedCardFields
      card={card}
      onChange={setCard}
      invalid={invalid}
      words="staff.counter.card"
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
