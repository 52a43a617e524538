import { formatShortDate } from '@ordering/domain/ordering/offered-dates';
import { useRef } from 'react';
import type { Locale } from '../../../lib/locale';

/**
 * A day picked with the browser's own calendar but written by the product's date rule, dd/MM/yyyy in both languages
 * ("28/11/2026", offered-dates.ts formatShortDate): a date input shows its value in the browser's language whatever the
 * page's (11/28/2026 on an English browser), so the input is laid transparent over the written day and stays the
 * labelled, focusable control; a click or Enter opens its calendar. `locale` is the input's language (its calendar).
 */
export function DateField({
  id,
  value,
  onChange,
  locale,
  min,
  className,
}: {
  /** The input's id, which its label names. */
  id: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  locale: Locale;
  min?: string;
  className: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    try {
      input.current?.showPicker?.();
    } catch {
      // A browser that opens no calendar from a script still takes the day typed into the focused field.
    }
  };
  const written = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatShortDate(value) : '';
  return (
    <span className={`relative block focus-within:outline-2 focus-within:outline-brand ${className}`}>
      <span aria-hidden="true" data-testid="date-written">
        {written || '\u00a0'}
      </span>
      <input
        ref={input}
        id={id}
        type="date"
        lang={locale}
        value={value}
        min={min}
        onChange={(e) => onChange(e.target.value)}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            open();
          }
        }}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
    </span>
  );
}
