import { EMPTY_TYPED_CARD, type TypedCardEntry, typedCardBody } from '@ordering/domain/format/typed-card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import type { TabPayment } from '../api';

export type CardEntry = TypedCardEntry;
export const emptyCard = EMPTY_TYPED_CARD;

/** The card as the tab's calls take it, or the field to correct first. */
export function cardPayment(
  card: CardEntry,
): { ok: true; payment: TabPayment } | { ok: false; field: keyof CardEntry } {
  const checked = typedCardBody(card);
  return checked.ok ? { ok: true, payment: { paymentMethod: 'credit_card', card: checked.card } } : checked;
}

/** A card typed for the tab: its hold when opening, another hold, or a share's payment. */
export function CardFields({
  card,
  onChange,
  invalid,
}: {
  card: CardEntry;
  onChange: (card: CardEntry) => void;
  invalid: keyof CardEntry | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = (field: keyof CardEntry) => (invalid === field ? t(`tabs.card.invalid.${field}`) : undefined);
  return (
    <div className="grid gap-3">
      <TextField
        id={`${id}-number`}
        label={t('tabs.card.number')}
        value={card.number}
        onChange={(number) => onChange({ ...card, number })}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        error={error('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${id}-expiry`}
          label={t('tabs.card.expiry')}
          value={card.expiry}
          onChange={(expiry) => onChange({ ...card, expiry })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('tabs.card.expiryPlaceholder')}
          maxLength={7}
          error={error('expiry')}
        />
        <TextField
          id={`${id}-cvd`}
          label={t('tabs.card.cvd')}
          value={card.cvd}
          onChange={(cvd) => onChange({ ...card, cvd })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={error('cvd')}
        />
      </div>
      <TextField
        id={`${id}-postal`}
        label={t('tabs.card.postalCode')}
        value={card.postalCode}
        onChange={(postalCode) => onChange({ ...card, postalCode })}
        autoComplete="postal-code"
        maxLength={10}
      />
    </div>
  );
}
