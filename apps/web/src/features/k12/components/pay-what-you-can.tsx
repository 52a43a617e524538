/**
 * Pay-what-you-can: where the program offers it, the parent chooses what to pay for the
 * meals, from nothing to their full price. The server keeps the amount within these bounds and prices with it.
 */
import { toCents } from '@ordering/domain/money/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { danger, field, ghost } from './ui';

/** An amount as the parent types it: "27.75", "27,75" in French (no currency sign, no grouping). */
export const amountText = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);

export function PayWhatYouCan({
  base,
  chosen,
  locale,
  onChoose,
}: {
  /** Dollars: the meals' price, the most one can pay. */
  base: number;
  chosen: number | null;
  locale: Locale;
  onChoose: (amount: number | null) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(chosen === null ? '' : amountText(chosen, locale));
  const [error, setError] = useState<string | null>(null);
  const max = money(toCents(base), locale);
  const apply = () => {
    const text = value.trim().replace(',', '.').replace(/\s|\$/g, '');
    if (text === '') {
      setError(null);
      onChoose(null);
      return;
    }
    const amount = Number(text);
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number.isNaN(amount) || amount > base) {
      setError(t('k12.pwycBounds', { max }));
      return;
    }
    setError(null);
    onChoose(amount);
  };
  return (
    <form
      className="mt-3 grid gap-1 rounded-xl bg-canvas p-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label htmlFor="k12-pwyc" className="font-semibold">
        {t('k12.pwycLabel')}
      </label>
      <p id="k12-pwyc-hint" className="text-xs text-muted">
        {t('k12.pwycHint', { max })}
      </p>
      <div className="flex gap-2">
        <input
          id="k12-pwyc"
          className={field}
          inputMode="decimal"
          value={value}
          placeholder={amountText(base, locale)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'k12-pwyc-hint k12-pwyc-error' : 'k12-pwyc-hint'}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className={`${ghost} shrink-0 whitespace-nowrap`}>
          {t('k12.pwycApply')}
        </button>
      </div>
      {error && (
        <p id="k12-pwyc-error" role="alert" className={danger}>
          {error}
        </p>
      )}
    </form>
  );
}
