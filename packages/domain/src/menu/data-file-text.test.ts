import { describe, expect, it } from 'vitest';
import { parseDataFile } from './data-file';

// Every text of a data file reaches PostgreSQL with the orders placed on it (line names, answers): one PostgreSQL
// refuses (NUL, an unpaired surrogate) is refused when the file is imported, with the place it is at.
const file = (itemName: string, description = '') => ({
  restaurant: { id: '1', slug: 'bistro', name: 'Bistro', province: 'on', tax_rate: { tax1: 0.13 } },
  menus: [
    {
      id: 'm',
      name: 'Menu',
      slug: 'menu',
      sections: [{ id: 's', name: 'Mains', items: [{ id: 'bowl', name: itemName, description, price: 10 }] }],
    },
  ],
});

describe('data file text', () => {
  it.each([
    ['a NUL in a name', file('Bowl\u0000')],
    ['an unpaired high surrogate in a name', file('Bowl \uD83C')],
    ['an unpaired low surrogate in a description', file('Bowl', 'Fresh \uDF5C')],
  ])('refuses %s, saying where', (_name, input) => {
    const parsed = parseDataFile(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(JSON.stringify(parsed.issues)).toContain('NUL character or an unpaired surrogate');
    expect(JSON.stringify(parsed.issues)).toContain('items');
  });

  it('keeps paired surrogates (emoji) and accents', () => {
    const parsed = parseDataFile(file('Bol 🍜 épicé', 'Crème brûlée'));
    expect(parsed.ok).toBe(true);
  });
});
