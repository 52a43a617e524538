import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text a diner sees comes from the catalogs (t()) or, for what a restaurant wrote, from its data file in the
 * diner's language (localized()): a word written straight into a screen, or a data file's label read without its
 * translation, stays English on a French screen. This reads the screens' source for both.
 */
const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Names that are the same in every language: brands, and symbols. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Visa',
  'Mastercard',
  'American Express',
  'Apple Pay',
  'Google Pay',
  // The cafeteria brand's name.
  'Cantine',
]);

/** A text with a letter in it (digits, prices, punctuation and symbols are not words to translate). */
const isWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** Words between JSX tags (`>Close<`), and in the attributes a diner sees or hears. */
function literalTexts(source: string): string[] {
  const found: string[] = [];
  // Comments say why, in English, and are never shown.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(/>\s*([^<>{}]*?)(\s*)<(.)/g)) {
    const text = m[1]!;
    // A type's generic (`apiFetch<T>(`, `Promise<void>`) is no text: a name right against a `<` that opens no tag end.
    if (m[2] === '' && m[3] !== '/' && /[\w$]$/.test(text)) continue;
    // `a > b`: a real JSX text has no operator or code characters in it.
    if (isWords(text) && !/[=;()&|?]|=>/.test(text)) found.push(text);
  }
  for (const m of code.matchAll(/\b(placeholder|aria-label|title|alt|label)="([^"]*)"/g)) {
    if (isWords(m[2]!)) found.push(`${m[1]}="${m[2]}"`);
  }
  return found;
}

/** Fields of the data file that have a translation (its `localization.fr`), read without localized(). */
const LOCALIZED_FIELDS = [
  'service_charge_label',
  'orders_paused_message',
  'total_summary_title',
  'dine_in_confirmation_message',
  'location_label',
  'areas_label',
  'tooltip',
];

function unlocalizedReads(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !line.trim().startsWith('//') && !line.trim().startsWith('*'))
    .flatMap((line) =>
      LOCALIZED_FIELDS.filter(
        (field) => new RegExp(`\\.${field}\\b`).test(line) && !line.includes('localized('),
      ).map((field) => `${line.trim()} (${field})`),
    );
}

describe('what a diner sees', () => {
  const files = sources(SRC);

  it('finds the screens', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('is never a word written into a screen instead of the catalogs', () => {
    const found = files.flatMap((file) =>
      literalTexts(readFileSync(file, 'utf8')).map((text) => `${relative(SRC, file)}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("is never a data file's label read without its translation", () => {
    const found = files.flatMap((file) =>
      unlocalizedReads(readFileSync(file, 'utf8')).map((text) => `${relative(SRC, file)}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    expect(literalTexts('<p className="x">Service charge</p>')).toEqual(['Service charge']);
    expect(literalTexts('<input placeholder="MM/YY" />')).toEqual(['placeholder="MM/YY"']);
    expect(literalTexts('<input placeholder="416-555-0100" />')).toEqual([]);
    expect(literalTexts("<p>{t('checkout.title')}</p>")).toEqual([]);
    expect(unlocalizedReads('label={data.order_options.service_charge_label}')).toHaveLength(1);
    expect(unlocalizedReads("label={localized(o, 'service_charge_label', lang)}")).toEqual([]);
  });
});
