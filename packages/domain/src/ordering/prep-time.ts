/**
 * Prep time display (RULES-ordering-format.md): over 60 minutes it is shown as hours and minutes, otherwise as
 * minutes ("45 min", "1 h 30 min" in French, "1 hr 30 min" in English).
 */
import { resolveLocale } from '../i18n/translate';

export interface PrepTimeParts {
  hours: number;
  minutes: number;
}

export function prepTimeParts(totalMinutes: number): PrepTimeParts {
  const total = Math.max(0, Math.round(totalMinutes));
  if (total <= 60) return { hours: 0, minutes: total };
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

const UNITS = { 'en-CA': { hours: 'hr', minutes: 'min' }, 'fr-CA': { hours: 'h', minutes: 'min' } } as const;

export function formatPrepTime(totalMinutes: number, locale: string): string {
  const { hours, minutes } = prepTimeParts(totalMinutes);
  const unit = UNITS[resolveLocale(locale)];
  if (hours === 0) return `${minutes} ${unit.minutes}`;
  return minutes === 0 ? `${hours} ${unit.hours}` : `${hours} ${unit.hours} ${minutes} ${unit.minutes}`;
}
