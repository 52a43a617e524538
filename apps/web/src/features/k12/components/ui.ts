import { formatDayLabel } from '@ordering/domain/ordering/day-label';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../lib/locale';

export const card = 'rounded-2xl border border-line bg-surface p-4';
export const button =
  'rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';
export const ghost =
  'rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';
export const field = 'w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2';
export const danger = 'text-red-700 dark:text-red-300';

/** The spec's fetching flag: stays on for 300 ms after the call ends, so the week does not flicker. */
export function useLingering(on: boolean, ms = 300): boolean {
  const [shown, setShown] = useState(on);
  useEffect(() => {
    if (on) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return shown;
}

export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** "Tuesday 01/12/2026", "mardi 01/12/2026": the same words as the server's messages about a day (domain). */
export const dayLabel = (date: string, locale: Locale) => formatDayLabel(date, locale);

export interface PlacedOrder {
  date: string;
  student: string;
  number: number;
  id: string;
  /** What the card was charged for this order, in the API's dollars; null when the answer did not say. */
  charged: number | null;
}
