import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/locale';

export const inputClass =
  'mt-1 w-full rounded-xl border bg-canvas px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand';
export const primaryButton =
  'rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
export const secondaryButton =
  'rounded-full border border-line px-4 py-2 font-semibold hover:bg-canvas disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';
export const linkClass =
  'font-semibold text-brand underline dark:text-ink focus-visible:outline-2 focus-visible:outline-brand';

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

/** A time in the venue's zone, 12-hour in English and 24-hour in French. */
export function venueTime(iso: string, zone: string, locale: Locale, withDate = true): string {
  return new Intl.DateTimeFormat(locale, {
    ...(withDate ? { weekday: 'long', month: 'long', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale === 'en-CA',
    timeZone: zone,
  }).format(new Date(iso));
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900">
      {children}
    </p>
  );
}
