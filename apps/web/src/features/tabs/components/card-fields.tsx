import { translateError } from '@ordering/domain/format/messages';
import {
  EMPTY_TYPED_CARD,
  type TypedCardEntry,
  typedCardBody,
  typedCardProblems,
} from '@ordering/domain/format/typed-card';
import { useTranslation } from 'react-i18next';
import { CardFields as TypedCardFields } from '../../../components/card-fields';
import { currentTime } from '../../../lib/clock';
import type { Locale } from '../../../lib/locale';
import type { TabPayment } from '../api';

export type CardEntry = TypedCardEntry;
export const emptyCard = EMPTY_TYPED_CARD;

/** A message under each field that is wrong. */
export type CardErrors = Partial<Record<keyof CardEntry, string>>;

/**
 * How the restaurant checks a card, as its checkout does: the time zone its expiry is read in, and whether the
 * billing postal code is required (AVS); otherwise the postal code is checked only when given.
 */
export interface CardRules {
  timezone: string;
  avs: boolean;
}

/** What is wrong with the card, in the diner's language, with the checkout's form messages (format/messages.ts). */
export function cardErrors(card: CardEntry, rules: CardRules, locale: Locale): CardErrors {
  const problems = typedCardProblems(card, {
    now: currentTime(),
    zone: rules.timezone,
    postal: rules.avs ? 'required' : 'optional',
  });
  const errors: CardErrors = {};
  for (const [field, problem] of Object.entries(problems))
    errors[field as keyof CardEntry] = translateError(locale, problem);
  return errors;
}

/** The card as the tab's calls take it, or what to correct, field by field. */
export function cardPayment(
  card: CardEntry,
  rules: CardRules,
  locale: Locale,
): { ok: true; payment: TabPayment } | { ok: false; errors: CardErrors } {
  const errors = cardErrors(card, rules, locale);
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

/** The input of a card field, for a card drawn with `idPrefix` (to focus the first one to correct). */
export function cardInputId(idPrefix: string, field: keyof CardEntry): string {
  const shared = { number: 'cardNumber', expiry: 'expiry', cvd: 'cvd', postalCode: 'postal' } as const;
  return `${idPrefix}-${shared[field]}`;
}

/**
 * A card typed for the tab (its hold when opening, another hold, or a share's payment): the checkout's card fields
 * (components/card-fields.tsx), formatted as typed, with the postal code the tab always asks.
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
  const { t } = useTranslation();
  return (
    <TypedCardFields
      idPrefix={idPrefix}
      values={{ cardNumber: card.number, expiry: card.expiry, cvd: card.cvd, postal: card.postalCode }}
      errors={{
        cardNumber: errors.number,
        expiry: errors.expiry,
        cvd: errors.cvd,
        postal: errors.postalCode,
      }}
      onChange={({ cardNumber, expiry, cvd, postal }) =>
        onChange({
          number: cardNumber ?? card.number,
          expiry: expiry ?? card.expiry,
          cvd: cvd ?? card.cvd,
          postalCode: postal ?? card.postalCode,
        })
      }
      labels={{
        cardNumber: t('tabs.card.number'),
        expiry: t('tabs.card.expiry'),
        expiryPlaceholder: t('tabs.card.expiryPlaceholder'),
        cvd: t('tabs.card.cvd'),
        postal: t('tabs.card.postalCode'),
      }}
      postal={{ id: cardInputId(idPrefix, 'postalCode'), maxLength: 7 }}
    />
  );
}
