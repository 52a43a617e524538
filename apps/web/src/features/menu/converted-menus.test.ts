import { parseDataFile } from '@ordering/domain/menu/data-file';
import { describe, expect, it } from 'vitest';
import demo from '../../../../../demo/maple-table.json';
import { convertedMenus } from './converted-menus';

const parsed = parseDataFile(demo);
if (!parsed.ok) throw new Error('The demo data file does not parse');
const file = parsed.data;

describe('menus converted once, for a language at a minute', () => {
  const noon = new Date('2026-11-23T17:00:10Z');
  it('gives the same menus within the minute, in the same language', () => {
    const first = convertedMenus(file, 'en', noon);
    expect(convertedMenus(file, 'en', new Date('2026-11-23T17:00:59Z'))).toBe(first);
  });

  it('converts again for another language, another minute or another data file', () => {
    const first = convertedMenus(file, 'en', noon);
    const french = convertedMenus(file, 'fr', noon);
    expect(french).not.toBe(first);
    expect(french.map((menu) => menu.name)).not.toEqual(first.map((menu) => menu.name));
    expect(convertedMenus(file, 'fr', new Date('2026-11-23T17:01:00Z'))).not.toBe(french);
    expect(convertedMenus({ ...file }, 'fr', new Date('2026-11-23T17:01:00Z'))).toEqual(
      convertedMenus(file, 'fr', new Date('2026-11-23T17:01:00Z')),
    );
  });
});
