import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import type { TabPayment } from '../api';

export interface CardEntry {
  number: string;
  expiry: string;
  cvd: string;
  postalCode: string;
}

export const emptyCard: CardEntry = { number: '', expiry: '', cvd: '', postalCode: '' };

/** "1230", "12/30" or "12 / 30" as the processor's MM/YY; null when it is not a month and a year. */
export function expiryOf(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  return month >= 1 && month <= 12 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : null;
}

/** The card as the tab's calls take it, or the field to correct first. */
export function cardPayment(
  card: CardEntry,
): { ok: true; payment: TabPayment } | { ok: false; field: keyof CardEntry } {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, field: 'number' };
  const expiry = expiryOf(card.expiry);
  if (!expiry) return { ok: false, field: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvd.trim())) return { ok: false, field: 'cvd' };
  const postal = card.postalCode.trim();
  return {
    ok: true,
    payment: {
      paymentMethod: 'credit_card',
      card: { number, expiry_date: expiry, cvd: card.cvd.trim(), ...(postal ? { postal_code: postal } : {}) },
    },
  };
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
