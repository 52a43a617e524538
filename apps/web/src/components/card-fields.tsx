import { detectCardType, formatCardNumber } from '@ordering/domain/format/card';
import { formatExpiry } from '@ordering/domain/format/expiry';
import type { ReactNode } from 'react';
import { TextField } from './form-fields';

/**
 * A typed card's fields, the checkout's, the saved cards' and every other screen's that takes a card
 * (features/checkout/components/payment-fields.tsx, features/accounts/components/payment-methods.tsx,
 * typed-card-entry.tsx): the number formatted as typed with its brand named, the expiry
 * as MM/YY, the security code's digits, and a billing postal code when the screen asks one. The rules that check them
 * are the domain's (format/typed-card.ts typedCardProblems, which the checkout's form uses too); each screen keeps its
 * own labels.
 */

export const CARD_BRANDS = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } as const;

/** The longest number the domain takes (19 digits) as typed, in groups of 4 joined by dashes. */
const NUMBER_LENGTH = 23;

export interface CardFieldValues {
  cardNumber: string;
  expiry: string;
  cvd: string;
  /** The billing postal code, when the screen asks one. */
  postal?: string;
}

export type CardField = keyof CardFieldValues;

export interface CardFieldLabels {
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvd: string;
  postal?: string;
}

export function CardFields({
  values,
  errors,
  onChange,
  labels,
  postal = null,
  idPrefix = '',
  autofill = true,
  children,
}: {
  values: CardFieldValues;
  errors: Partial<Record<CardField, string | undefined>>;
  /** One field changed, already formatted (number grouped, expiry MM/YY, security code digits only). */
  onChange: (patch: Partial<CardFieldValues>) => void;
  labels: CardFieldLabels;
  /** The postal code's input (its id is the screen's field name), or none. */
  postal?: { id: string; maxLength: number; placeholder?: string } | null;
  /**
   * Put before each field's id (`<prefix>-cardNumber`), for a screen that may show two cards at once (a tab's new card
   * and a share's); none: the ids are the field names the checkout focuses by.
   */
  idPrefix?: string;
  /** Whether the browser may offer the device's saved card: a user's own card, yes; staff typing a caller's, no. */
  autofill?: boolean;
  /** What follows the fields on a row of its own (a "save this card" box). */
  children?: ReactNode;
}) {
  const type = detectCardType(values.cardNumber);
  const idOf = (field: string) => (idPrefix ? `${idPrefix}-${field}` : field);
  const complete = (hint: string) => (autofill ? hint : 'off');
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <TextField
          id={idOf('cardNumber')}
          label={labels.cardNumber}
          value={values.cardNumber}
          inputMode="numeric"
          autoComplete={complete('cc-number')}
          maxLength={NUMBER_LENGTH}
          onChange={(v) => onChange({ cardNumber: formatCardNumber(v) })}
          error={errors.cardNumber}
          hint={type ? CARD_BRANDS[type] : undefined}
        />
      </div>
      <TextField
        id={idOf('expiry')}
        label={labels.expiry}
        value={values.expiry}
        inputMode="numeric"
        autoComplete={complete('cc-exp')}
        maxLength={5}
        placeholder={labels.expiryPlaceholder}
        onChange={(v) => onChange({ expiry: formatExpiry(v) })}
        error={errors.expiry}
      />
      <TextField
        id={idOf('cvd')}
        label={labels.cvd}
        value={values.cvd}
        inputMode="numeric"
        autoComplete={complete('cc-csc')}
        maxLength={4}
        onChange={(v) => onChange({ cvd: v.replace(/\D/g, '') })}
        error={errors.cvd}
      />
      {postal ? (
        <div className="col-span-2">
          <TextField
            id={postal.id}
            label={labels.postal ?? ''}
            value={values.postal ?? ''}
            autoComplete={complete('postal-code')}
            maxLength={postal.maxLength}
            {...(postal.placeholder ? { placeholder: postal.placeholder } : {})}
            onChange={(v) => onChange({ postal: v })}
            error={errors.postal}
          />
        </div>
      ) : null}
      {children ? <div className="col-span-2">{children}</div> : null}
    </div>
  );
}
