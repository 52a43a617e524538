import { translateError } from '@ordering/domain/format/messages';
import {
  type CardPostalAsked,
  type TypedCardBody,
  type TypedCardEntry,
  typedCardBody,
  typedCardProblems,
} from '@ordering/domain/format/typed-card';
import { useTranslation } from 'react-i18next';
import { currentTime } from '../lib/clock';
import type { Locale } from '../lib/locale';
import { type CardFieldLabels, CardFields } from './card-fields';

/**
 * A card typed outside the checkout (a table tab's hold and shares, a K-12 parent's payment, a phone order staff take):
 * the checkout's fields (card-fields.tsx), formatted as typed, and the checkout's rule and messages for each field
 * (format/typed-card.ts typedCardProblems), so every screen that takes a card says what to correct before any call.
 */

/** A message under each field that is wrong. */
export type CardErrors = Partial<Record<keyof TypedCardEntry, string>>;

/** How the restaurant checks a card: the time zone its expiry is read in, and whether the postal code is asked. */
export interface CardRules {
  timezone: string;
  postal: CardPostalAsked;
}

/** What is wrong with the card, in the user's language, with the checkout's form messages (format/messages.ts). */
export function cardErrors(card: TypedCardEntry, rules: CardRules, locale: Locale): CardErrors {
  const problems = typedCardProblems(card, {
    now: currentTime(),
    zone: rules.timezone,
    postal: rules.postal,
  });
  const errors: CardErrors = {};
  for (const [field, problem] of Object.entries(problems))
    errors[field as keyof TypedCardEntry] = translateError(locale, problem);
  return errors;
}

const SHARED_NAMES = { number: 'cardNumber', expiry: 'expiry', cvd: 'cvd', postalCode: 'postal' } as const;

/** The input of a card field drawn with `idPrefix` (to focus the first one to correct). */
export function cardInputId(idPrefix: string, field: keyof TypedCardEntry): string {
  return `${idPrefix}-${SHARED_NAMES[field]}`;
}

/** The first field to correct, in the order the fields are shown. */
export function firstWrongField(errors: CardErrors): keyof TypedCardEntry | undefined {
  return (Object.keys(SHARED_NAMES) as (keyof TypedCardEntry)[]).find((field) => errors[field]);
}

/** Where a screen's card labels are: `<words>.number`, `.expiry`, `.expiryPlaceholder`, `.cvd` and, asked, `.postalCode`. */
export type CardWords = 'tabs.card' | 'staff.counter.card' | 'k12.card';

/**
 * The card as the API's `card` body takes it, or null after focusing the first field to correct (the screen shows
 * each field's message once a payment was tried).
 */
export function typedCardOrFocus(
  card: TypedCardEntry,
  rules: CardRules,
  locale: Locale,
  idPrefix: string,
): TypedCardBody | null {
  const first = firstWrongField(cardErrors(card, rules, locale));
  const checked = typedCardBody(card);
  if (!first && checked.ok) return checked.card;
  document.getElementById(cardInputId(idPrefix, first ?? 'number'))?.focus();
  return null;
}

export function TypedCardEntryFields({
  card,
  onChange,
  errors,
  idPrefix,
  words,
  postal,
  autofill = true,
}: {
  card: TypedCardEntry;
  onChange: (card: TypedCardEntry) => void;
  errors: CardErrors;
  idPrefix: string;
  words: CardWords;
  /** Whether the billing postal code is asked (shown), and how long it may be. */
  postal: { maxLength: number } | null;
  /** Whether the browser may offer the device's saved card: a user's own card, yes; staff typing a caller's, no. */
  autofill?: boolean;
}) {
  const { t } = useTranslation();
  const labels: CardFieldLabels = {
    cardNumber: t(`${words}.number`),
    expiry: t(`${words}.expiry`),
    expiryPlaceholder: t(`${words}.expiryPlaceholder`),
    cvd: t(`${words}.cvd`),
    ...(postal ? { postal: t(`${words}.postalCode`) } : {}),
  };
  return (
    <CardFields
      idPrefix={idPrefix}
      autofill={autofill}
      values={{ cardNumber: card.number, expiry: card.expiry, cvd: card.cvd, postal: card.postalCode }}
      errors={{
        cardNumber: errors.number,
        expiry: errors.expiry,
        cvd: errors.cvd,
        postal: errors.postalCode,
      }}
      onChange={({ cardNumber, expiry, cvd, postal: postalCode }) =>
        onChange({
          number: cardNumber ?? card.number,
          expiry: expiry ?? card.expiry,
          cvd: cvd ?? card.cvd,
          postalCode: postalCode ?? card.postalCode,
        })
      }
      labels={labels}
      postal={postal ? { id: cardInputId(idPrefix, 'postalCode'), maxLength: postal.maxLength } : null}
    />
  );
}
