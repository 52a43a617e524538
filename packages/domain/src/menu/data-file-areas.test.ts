import { describe, expect, it } from 'vitest';
import { localized } from './convert';
import { parseDataFile } from './data-file';

/** A restaurant with a terrace whose table area is named in both languages. */
const withArea = (area: Record<string, unknown>) =>
  parseDataFile({
    restaurant: {
      id: '1',
      slug: 'bistro',
      name: 'Bistro',
      province: 'qc',
      tax_rate: { tax1: 0.05, tax2: 0.09975 },
      generic_table_locations: {
        locations: [{ name: 'Terrace', areas: [area], localization: { fr: { name: 'Terrasse' } } }],
      },
    },
    menus: [],
  });

describe('table areas in a data file', () => {
  it('translate their label like every other text', () => {
    const parsed = withArea({
      number: 'T2',
      label: 'Terrace T2',
      localization: { fr: { label: 'Terrasse T2' } },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const area = parsed.data.restaurant.generic_table_locations?.locations[0]?.areas[0];
    expect(area && localized(area, 'label', 'fr')).toBe('Terrasse T2');
    expect(area && localized(area, 'label', 'en')).toBe('Terrace T2');
  });

  it('without a translation keep their label, and refuse a field they do not have', () => {
    const parsed = withArea({ number: '3', label: 'Table 3' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const area = parsed.data.restaurant.generic_table_locations?.locations[0]?.areas[0];
    expect(area && localized(area, 'label', 'fr')).toBe('Table 3');
    expect(withArea({ number: '3', label: 'Table 3', colour: 'red' }).ok).toBe(false);
  });
});
