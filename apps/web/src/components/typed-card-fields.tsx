import type { TypedCardEntry } from '@ordering/domain/format/typed-card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-fields';

/**
 * A card typed into the app's own fields (a processor that takes card data, the sandbox), checked by the domain's
 * typed-card rule (format/typed-card.ts): a phone order taken by staff. (A diner's card, a table tab's included, is
 * typed into card-fields.tsx, formatted and checked as the checkout's.)
 */
export function TypedCardFields({
  card,
  onChange,
  invalid,
  words,
  autofill,
}: {
  card: TypedCardEntry;
  onChange: (card: TypedCardEntry) => void;
  invalid: keyof TypedCardEntry | null;
  /** Where the screen's words are: `<words>.number`, `.expiry`, `.expiryPlaceholder`, `.cvd`, `.postalCode`, `.invalid.<field>`. */
  words: 'staff.counter.card';
  /** Whether the browser may offer the device's saved card: a diner's own card, yes; staff typing a caller's, no. */
  autofill: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = (field: keyof TypedCardEntry) =>
    invalid === field ? t(`${words}.invalid.${field}`) : undefined;
  const complete = (hint: string) => (autofill ? hint : 'off');
  return (
    <div className="grid gap-3">
      <TextField
        id={`${id}-number`}
        label={t(`${words}.number`)}
        value={card.number}
        onChange={(number) => onChange({ ...card, number })}
        inputMode="numeric"
        autoComplete={complete('cc-number')}
        maxLength={23}
        error={error('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${id}-expiry`}
          label={t(`${words}.expiry`)}
          value={card.expiry}
          onChange={(expiry) => onChange({ ...card, expiry })}
          inputMode="numeric"
          autoComplete={complete('cc-exp')}
          placeholder={t(`${words}.expiryPlaceholder`)}
          maxLength={7}
          error={error('expiry')}
        />
        <TextField
          id={`${id}-cvd`}
          label={t(`${words}.cvd`)}
          value={card.cvd}
          onChange={(cvd) => onChange({ ...card, cvd })}
          inputMode="numeric"
          autoComplete={complete('cc-csc')}
          maxLength={4}
          error={error('cvd')}
        />
      </div>
      <TextField
        id={`${id}-postal`}
        label={t(`${words}.postalCode`)}
        value={card.postalCode}
        onChange={(postalCode) => onChange({ ...card, postalCode })}
        autoComplete={complete('postal-code')}
        maxLength={10}
      />
    </div>
  );
}
