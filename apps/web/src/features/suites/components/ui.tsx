import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/locale';

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
