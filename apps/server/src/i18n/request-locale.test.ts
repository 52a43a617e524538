import { describe, expect, it } from 'vitest';
import { acceptedLocale, requestLocale } from './request-locale';

describe('Accept-Language', () => {
  it.each([
    // A French browser, in Quebec or in France; a bare language.
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['FR-ca', 'fr-CA'],
    ['fr_CA', 'fr-CA'],
    // English of any country is en-CA.
    ['en-US', 'en-CA'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en-CA'],
    ['en-GB, fr-CA;q=0.5', 'en-CA'],
    // Weights decide, not the order; equal weights, the order.
    ['en;q=0.5, fr;q=0.9', 'fr-CA'],
    ['en-US;q=0.4,fr-FR;q=0.6', 'fr-CA'],
    ['fr;q=0.7, en;q=0.7', 'fr-CA'],
    ['en;q=0.7, fr;q=0.7', 'en-CA'],
    ['en;q=1.000, fr;q=0.999', 'en-CA'],
    // A language we do not have is skipped for the next one asked for.
    ['de-DE,de;q=0.9,fr;q=0.5', 'fr-CA'],
    ['es, *;q=0.1', 'en-CA'],
    ['*', 'en-CA'],
    ['es, *;q=0.5, fr;q=0.4', 'en-CA'],
    // The most specific range of a language is its weight: fr-CA refused, fr wanted, is refused.
    ['fr-CA;q=0, fr;q=1, en;q=0.1', 'en-CA'],
    // The best weight of a language's ranges counts.
    ['fr-FR;q=0.2, en;q=0.5, fr-BE;q=0.8', 'fr-CA'],
    // q=0 refuses; a malformed range or weight is dropped, the rest is read.
    ['en;q=0, fr;q=0.1', 'fr-CA'],
    ['fr;q=2, en;q=0.5', 'en-CA'],
    ['fr;q=abc, en', 'en-CA'],
    ['f@r, fr-CA;q=0.3', 'fr-CA'],
    [' fr-CA ; q=0.8 , en ; q = 0.2 ', 'fr-CA'],
    [['fr-CA', 'en;q=0.5'], 'fr-CA'],
  ])('%j -> %s', (header, expected) => {
    expect(acceptedLocale(header)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    ['de-DE,de;q=0.9'],
    ['fr;q=0'],
    ['fr;q=0, en;q=0'],
    ['garbage;;;===,,,'],
    ['\u0000fr'],
    ['fr;level=1'],
    [`${'x,'.repeat(40)}fr`],
  ])('%j names none of ours (the default applies)', (header) => {
    expect(acceptedLocale(header)).toBeUndefined();
  });

  it('reads a long hostile header in linear time', () => {
    const started = performance.now();
    expect(acceptedLocale(`${'a-'.repeat(50_000)}b;q=0.${'9'.repeat(50_000)}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the language of a request', () => {
  it.each([
    [{ locale: 'fr-CA' }, 'fr-CA'],
    [{ locale: 'fr-CA', 'accept-language': 'en-US' }, 'fr-CA'],
    [{ locale: 'en-CA', 'accept-language': 'fr-CA' }, 'en-CA'],
    // Present, Locale wins even when it names a language we do not have.
    [{ locale: 'de-DE', 'accept-language': 'fr' }, 'en-CA'],
    [{ locale: ['fr'], 'accept-language': 'en' }, 'fr-CA'],
    // Absent or empty, Accept-Language decides.
    [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, 'fr-CA'],
    [{ locale: '', 'accept-language': 'fr' }, 'fr-CA'],
    [{ locale: '  ', 'accept-language': 'fr' }, 'fr-CA'],
    [{ 'accept-language': 'en-US' }, 'en-CA'],
    // Neither: en-CA.
    [{ 'accept-language': 'zz;;q' }, 'en-CA'],
    [{}, 'en-CA'],
  ])('%j -> %s', (headers, expected) => {
    expect(requestLocale(headers)).toBe(expected);
  });
});
