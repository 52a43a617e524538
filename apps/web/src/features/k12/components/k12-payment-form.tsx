/** The K-12 cart's payment: the card's fields, and one payment for every order of the cart. */
import type { CostsBody } from '@ordering/domain/contracts/costs';
import { EMPTY_TYPED_CARD, type TypedCardEntry } from '@ordering/domain/format/typed-card';
import { toCents } from '@ordering/domain/money/money';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardErrors, TypedCardEntryFields, typedCardOrFocus } from '../../../components/typed-card-entry';
import { trackFunnel } from '../../../lib/analytics';
import { ApiError, endsAttempt } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { createK12Order, type K12CheckoutAnswer } from '../api';
import { type K12Cart, readPendingPayment, toRotationalMenuOrders, writePendingPayment } from '../k12-cart';
import { button, danger, newKey } from './ui';

interface PaymentFormProps {
  locale: Locale;
  /** The school's slug: the funnel's steps (lib/analytics.ts) are the restaurant's. */
  slug: string;
  /** The program's time zone: a card's expiry month is read there, as the checkout reads it. */
  timezone: string;
  /** What the payments of every order charge, in cents (the days' sum); the cart's total until the days are in. */
  charged: number | null;
  restaurantId: number | string;
  cart: K12Cart;
  groups: { date: string }[];
  contact: { email: string; name: string; phone: string };
  costs: CostsBody | null;
  choice: Record<string, unknown>;
  onPlaced: (orders: K12CheckoutAnswer['orders']) => void;
  onPriceChanged: () => void;
}

/**
 * One payment for every order of the cart (create-k12-order), under an Idempotency-Key that outlives a reload while
 * its attempt is not over: a retry gets the orders the first attempt placed instead of paying twice.
 */
function useK12Payment({
  slug,
  restaurantId,
  cart,
  groups,
  contact,
  costs,
  choice,
  onPlaced,
  onPriceChanged,
}: Omit<PaymentFormProps, 'locale' | 'charged' | 'timezone'>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // A payment whose attempt is not over keeps its key across a reload (readPendingPayment).
  const [key, setKey] = useState(() => readPendingPayment(restaurantId) ?? newKey());

  const pay = async (card: { number: string; expiry_date: string; cvd: string }) => {
    if (!costs) return;
    setError(null);
    setPaying(true);
    writePendingPayment(restaurantId, key);
    try {
      const answer = await createK12Order(restaurantId, key, {
        type: 'school',
        data: {
          config: { restaurantId: String(restaurantId) },
          items: [],
          costs: { ...choice, total: costs.total },
          rotationalMenuOrders: toRotationalMenuOrders(cart),
          checkout: {
            paymentMethod: 'credit_card',
            contact: { full_name: contact.name, email: contact.email, phone_number: contact.phone },
            card,
          },
        },
        pickup_time: new Date(`${groups[0]?.date ?? '2000-01-01'}T16:00:00Z`).toISOString(),
      });
      writePendingPayment(restaurantId, null);
      // One payment is one checkout however many days and students it orders for, as the funnel counts a diner's.
      trackFunnel(slug, 'order-placed', 'school');
      onPlaced(answer.orders);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('k12.payFailed'));
      // A refusal ends the attempt: the next is a new one. An answer asking for a retry (still being processed, a
      // 5xx) keeps the key, so the retry gets the orders recovery places instead of paying twice (endsAttempt).
      if (endsAttempt(err)) {
        writePendingPayment(restaurantId, null);
        setKey(newKey());
      }
      if (err instanceof ApiError && err.code === 428) onPriceChanged();
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, error };
}

export function PaymentForm({
  slug,
  restaurantId,
  cart,
  groups,
  contact,
  costs,
  charged,
  choice,
  onPlaced,
  onPriceChanged,
  locale,
  timezone,
}: PaymentFormProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState<TypedCardEntry>(EMPTY_TYPED_CARD);
  // Checked from the first try on, then again as the parent corrects (as the checkout's form re-validates).
  const [tried, setTried] = useState(false);
  const idPrefix = useId();
  const rules = { timezone, postal: 'none' } as const;
  const errors = tried ? cardErrors(card, rules, locale) : {};
  // The school's checkout is this form beside the menu: it is reached when the parent starts on the card, once.
  const reached = useRef(false);
  const { pay, paying, error } = useK12Payment({
    slug,
    restaurantId,
    cart,
    groups,
    contact,
    costs,
    choice,
    onPlaced,
    onPriceChanged,
  });

  return (
    <form
      className="mt-3 grid gap-2"
      noValidate
      onFocusCapture={() => {
        if (reached.current) return;
        reached.current = true;
        trackFunnel(slug, 'checkout-reached', 'school');
      }}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        const checked = typedCardOrFocus(card, rules, locale, idPrefix);
        if (!checked) return;
        const { number, expiry_date, cvd } = checked;
        void pay({ number, expiry_date, cvd });
      }}
    >
      <TypedCardEntryFields
        card={card}
        onChange={setCard}
        errors={errors}
        idPrefix={idPrefix}
        words="k12.card"
        postal={null}
      />
      {error && (
        <p className={`text-sm ${danger}`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={button} disabled={paying || !costs}>
        {paying
          ? t('k12.paying')
          : costs
            ? t('k12.payTotal', {
                count: groups.length,
                total: money(charged ?? toCents(costs.amountToCharge), locale),
              })
            : t('k12.pay', { count: groups.length })}
      </button>
    </form>
  );
}
