import { describe, expect, it } from 'vitest';
import en from './i18n/en-CA.json';
import fr from './i18n/fr-CA.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const at = (catalog: unknown, key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe("the staff screens' catalogs", () => {
  it('have the same keys in en-CA and fr-CA, with the same placeholders and no empty text', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      expect([key, placeholders(at(fr, key))]).toEqual([key, placeholders(at(en, key))]);
      expect([key, at(en, key).trim() !== '' && at(fr, key).trim() !== '']).toEqual([key, true]);
    }
  });

  it('write French as the diner catalog does: no space before ? ! ; (so none can break), the typographic apostrophe', () => {
    const loose = keys(fr).filter((key) => /[\s\u00a0\u202f][?!;]|\w'\w/.test(at(fr, key)));
    expect(loose).toEqual([]);
  });

  it('put a non-breaking space before every French colon, so a line never starts with one', () => {
    const loose = keys(fr).filter((key) => /(^|[^\u00a0\u202f]):/.test(at(fr, key)));
    expect(loose).toEqual([]);
    expect(fr.labelled).toBe('{{label}}\u00a0:');
  });

  it('write a percentage "90%" in English and "90\u00a0%" in French (a space in English, a breakable one in French, is the other language\'s)', () => {
    expect(keys(en).filter((key) => /(\d|\}\})\s%/.test(at(en, key)))).toEqual([]);
    expect(keys(fr).filter((key) => /(\d|\}\}) ?%/.test(at(fr, key)))).toEqual([]);
    expect([at(en, 'busy.percent'), at(fr, 'busy.percent')]).toEqual(['{{value}}%', '{{value}}\u00a0%']);
  });

  it('hold French quotation marks to their words with a non-breaking space, so none is left alone on a line', () => {
    const loose = keys(fr).filter((key) => /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(at(fr, key)));
    expect(loose).toEqual([]);
  });

  it('name every order type, status and tender state of the contracts', async () => {
    const { orderType } = await import('@ordering/domain/contracts/common');
    const { staffTenderState } = await import('@ordering/domain/contracts/staff');
    const { ORDER_STATUSES } = await import('@ordering/domain/ordering/order-status');
    expect(orderType.options.filter((t) => !(t in en.types))).toEqual([]);
    const { ORDER_TYPES } = await import('./board');
    expect([...ORDER_TYPES].sort()).toEqual([...orderType.options].sort());
    expect(ORDER_STATUSES.filter((s) => !(s in en.status))).toEqual([]);
    expect(staffTenderState.options.filter((s) => !(s in en.tenderStates))).toEqual([]);
  });
});
