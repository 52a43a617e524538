import { useTranslation } from 'react-i18next';

/** A quantity with − and + buttons; the value is announced with its label. */
export function Stepper({
  value,
  min,
  max,
  label,
  disabled = false,
  small = false,
  onChange,
}: {
  value: number;
  min: number;
  max?: number;
  label: string;
  disabled?: boolean;
  small?: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const size = small ? 'size-8 text-base' : 'size-11 text-xl';
  const button = `${size} flex items-center justify-center rounded-full border border-line bg-surface font-semibold disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live value, not a form fieldset.
    <div role="group" aria-label={label} className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
        aria-label={t('item.decrease', { label })}
      >
        −
      </button>
      <output aria-live="polite" className={`min-w-6 text-center font-semibold ${small ? 'text-sm' : ''}`}>
        {value}
      </output>
      <button
        type="button"
        className={button}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(value + 1)}
        aria-label={t('item.increase', { label })}
      >
        +
      </button>
    </div>
  );
}
