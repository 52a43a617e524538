import type { ReactNode } from 'react';

const inputClass =
  'mt-1 w-full rounded-xl border bg-canvas px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand';

/** A labelled input with its error announced and linked (aria-describedby). */
export function Field({
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
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  maxLength?: number;
  hint?: ReactNode;
}) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
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
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${error ? 'border-red-700' : 'border-line'}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const primaryButton =
  'rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
export const secondaryButton =
  'rounded-full border border-line px-4 py-2 font-semibold hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand';
export const linkClass =
  'font-semibold text-brand underline focus-visible:outline-2 focus-visible:outline-brand';

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 grid gap-3">{children}</div>
    </section>
  );
}

/** The screens' field errors from the server's `details` (`body.email` ...), by field name. */
export function serverFieldErrors(details: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(details)) return out;
  for (const d of details as { path?: string; message?: string }[]) {
    const field = d.path?.replace(/^body\./, '');
    if (field && d.message && !out[field]) out[field] = d.message;
  }
  return out;
}
