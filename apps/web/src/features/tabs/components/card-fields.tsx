import { EMPTY_TYPED_CARD, type TypedCardEntry, typedCardBody } from '@ordering/domain/format/typed-card';
import { type CardErrors, cardErrors, TypedCardEntryFields } from '../../../components/typed-card-entry';
import type { Locale } from '../../../lib/locale';
import type { TabPayment } from '../api';

export type CardEntry = TypedCardEntry;
export const emptyCard = EMPTY_TYPED_CARD;

/**
 * How the restaurant checks a card, as its checkout does: the time zone its expiry is read in, and whether the
 * billing postal code is required (AVS); otherwise the postal code, which the tab always asks, is checked only when
 * given.
 */
export interface CardRules {
  timezone: string;
  avs: boolean;
}

const asked = (rules: CardRules) =>
  ({ timezone: rules.timezone, postal: rules.avs ? 'required' : 'optional' }) as const;

/** What is wrong with the card, in the diner's language, with the checkout's form messages. */
export function tabCardErrors(card: CardEntry, rules: CardRules, locale: Locale): CardErrors {
  return cardErrors(card, asked(rules), locale);
}

/** The card as the tab's calls take it, or what to correct, field by field. */
export function cardPayment(
  card: CardEntry,
  rules: CardRules,
  locale: Locale,
): { ok: true; payment: TabPayment } | { ok: false; errors: CardErrors } {
  const errors = tabCardErrors(card, rules, locale);
  const checked = typedCardBody(card);
  // A card the checkout's rules pass has the body's shape (12 to 19 digits, MM/YY, 3 or 4 digits): `checked` fails
  // only with an error already found.
  if (Object.keys(errors).length > 0 || !checked.ok) return { ok: false, errors };
  const { postal_code, ...body } = checked.card;
  return {
    ok: true,
    payment: {
      paymentMethod: 'credit_card',
      card: { ...body, ...(postal_code ? { postal_code: postal_code.toUpperCase() } : {}) },
    },
  };
}

/**
 * A card typed for the tab (its hold when opening, another hold, or a share's payment): the checkout's card fields,
 * formatted as typed (components/typed-card-entry.tsx), with the postal code the tab always asks.
 */
export function CardFields({
  card,
  onChange,
  errors,
  idPrefix,
}: {
  card: CardEntry;
  onChange: (card: CardEntry) => void;
  errors: CardErrors;
  idPrefix: string;
}) {
  return (
    <TypedCardEntryFields
      card={card}
      onChange={onChange}
      errors={errors}
      idPrefix={idPrefix}
      words="tabs.card"
      postal={{ maxLength: 7 }}
    />
  );
}
