import { localMinutes } from '@ordering/domain/ordering/zoned';
import { toLocale } from './locale';

/**
 * A closing time at midnight is written as a word, as opening hours are: "Open until midnight", "ouvert jusqu'à
 * minuit". The clock's "12:00 a.m." reads as the start of the day the hours are for, and "0 h 00" is not how a
 * French sign gives a closing time.
 */
const MIDNIGHT = { 'en-CA': 'midnight', 'fr-CA': 'minuit' } as const;

/** A closing time in the place's zone: the word for midnight, any other time as `format` writes it. */
export function closingTime(
  instant: Date,
  zone: string,
  locale: string,
  format: (instant: Date) => string,
): string {
  return localMinutes(instant, zone) === 0 ? MIDNIGHT[toLocale(locale) ?? 'en-CA'] : format(instant);
}
