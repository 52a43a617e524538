import { formatDateTime, formatTime } from '@ordering/domain/format/dates';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/locale';

/**
 * A time in the venue's zone, 12-hour in English and 24-hour in French, after its date in the default format
 * (dd/MM/yyyy) unless `withDate` is false.
 */
export function venueTime(iso: string, zone: string, locale: Locale, withDate = true): string {
  return withDate ? formatDateTime(iso, zone, locale) : formatTime(iso, zone, locale);
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900">
      {children}
    </p>
  );
}
