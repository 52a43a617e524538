import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The diner's screens' form parts (checkout, account, suites): a titled card, labelled fields with their error
 * announced and linked, and pill choices. The staff console and the K-12 screens keep their own denser looks
 * (features/staff/components/ui.ts, features/k12/components/ui.ts).
 */

/** A titled card of a form; `id` names its heading (`<id>-title`), else the title does. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 grid gap-3">{children}</div>
    </section>
  );
}

export const inputClass =
  'mt-1 w-full rounded-xl border bg-canvas px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand';

/** A labelled text input with its error announced and linked (aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  hint,
  live = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  placeholder?: string;
  maxLength?: number;
  hint?: ReactNode;
  /**
   * The error can appear while the diner types (a check of what is typed, not of a submit): said by screen readers
   * as it appears, from a live region that is on the page before it (one added with its words is not announced).
   */
  live?: boolean;
}) {
  const fieldError = <FieldError id={`${id}-error`} error={error} />;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${error ? 'border-red-600' : 'border-line'}`}
      />
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </div>
      ) : null}
      {live ? (
        <div role="status" aria-live="polite">
          {fieldError}
        </div>
      ) : (
        fieldError
      )}
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${error ? 'border-red-600' : 'border-line'}`}
      >
        <option value="">{t('checkout.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

/** Two or more exclusive choices shown as pill buttons (a radio group underneath). */
export function ChoicePills<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: T | null;
  options: { value: T; label: string; disabled?: boolean; hint?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
              value === o.value ? 'border-brand bg-brand text-brand-contrast' : 'border-line bg-canvas'
            } ${o.disabled ? 'cursor-not-allowed opacity-50' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
            {o.hint ? <span className="ml-1 font-normal">· {o.hint}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
