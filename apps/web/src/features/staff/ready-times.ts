/** How the report of quoted against actual ready times words its figures (components/ready-times-report.tsx). */
import type { Locale } from '../../lib/locale';

/**
 * Seconds late as whole minutes with their sign ("+4 min", "-1 min", "0 min"), a no-break space before the unit
 * (which both languages write "min"); a dash with no order.
 */
export function lateMinutes(seconds: number | null, locale: Locale): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  // -0 (a few seconds early) reads as 0, without a sign.
  const shown = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(
    minutes === 0 ? 0 : minutes,
  );
  return `${shown}\u00a0min`;
}

export function share(rate: number | null, locale: Locale): string {
  return rate === null
    ? '—'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}
