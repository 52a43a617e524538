import { describe, expect, it } from 'vitest';
import en from './en-CA.json';
import fr from './fr-CA.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(catalog: unknown, key: string): string[] {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

describe('the web catalogs', () => {
  it('have the same keys in en-CA and fr-CA', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of keys(en)) expect([key, placeholders(fr, key)]).toEqual([key, placeholders(en, key)]);
  });

  it('write French one way: no space before ? ! ; (as Quebec writes them) and the typographic apostrophe', () => {
    // The staff screens' catalog is checked the same way by its own test (features/staff/catalogs.test.ts).
    for (const [name, catalog] of [['fr', fr]] as const) {
      for (const key of keys(catalog)) {
        const text = String(
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog),
        );
        // The password rule lists the special characters themselves.
        if (key.endsWith('passwordRules')) continue;
        expect([name, key, /[\s\u00a0\u202f][?!;]/.test(text)]).toEqual([name, key, false]);
        expect([name, key, /\w'\w/.test(text)]).toEqual([name, key, false]);
      }
    }
  });

  it('put a non-breaking space before every French colon, so a line never starts with one', () => {
    const loose = keys(fr).filter((key) => {
      const text = String(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr),
      );
      return /(^|[^\u00a0\u202f]):/.test(text);
    });
    expect(loose).toEqual([]);
  });

  it('write a percentage "13%" in English and "13\u00a0%" in French', () => {
    const at = (catalog: unknown, key: string) =>
      String(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog),
      );
    expect(keys(en).filter((key) => /(\d|\}\})\s%/.test(at(en, key)))).toEqual([]);
    expect(keys(fr).filter((key) => /(\d|\}\}) ?%/.test(at(fr, key)))).toEqual([]);
  });

  it('leave no text empty', () => {
    for (const [name, catalog] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      for (const key of keys(catalog)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect([name, key, String(text).trim().length > 0]).toEqual([name, key, true]);
      }
    }
  });

  it('word the spec messages exactly', () => {
    expect(en.locations.none).toBe('Sorry, no locations were found.');
    expect(en.errors.emptyPayload).toBe('Error parsing response data - empty payload');
    expect(en.landing.ordersPaused).toBe(
      'Thanks for your patience! Ordering is paused for the moment, but the menu is still available to view.',
    );
  });
});
