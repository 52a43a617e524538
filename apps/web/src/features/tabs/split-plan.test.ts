import type { TabView } from '@ordering/domain/contracts/tabs';
import { describe, expect, it } from 'vitest';
import { amountsPreview, byItemPreview, chargeFor, parseAmount, startingAssignment } from './split-plan';

const member = (id: string, name: string, role: 'opener' | 'guest' = 'guest') => ({
  id,
  name,
  role,
  status: 'accepted' as const,
});
const line = (id: string, total: number, orderedBy: string | null) => ({
  id,
  name: id,
  itemId: null,
  menuId: null,
  quantity: 1,
  amount: total,
  total,
  orderedBy,
  mine: false,
  refunded: 0,
});

/** Ana's poutine, Ben's calamari and coffee, a staff line: $62.24 in all. */
const view: TabView = {
  id: 'tab',
  table: '12',
  status: 'open',
  held: 100,
  total: 62.24,
  paid: 0,
  captured: 0,
  refunded: 0,
  remaining: 62.24,
  you: member('a', 'Ana', 'opener'),
  members: [member('a', 'Ana', 'opener'), member('b', 'Ben'), member('c', 'Cy')],
  lines: [
    line('poutine', 14.67, 'a'),
    line('calamari', 21.34, 'b'),
    line('coffee', 4.33, 'b'),
    line('fries', 21.9, null),
  ],
  shares: [],
  closing: null,
};

describe('a split by item', () => {
  it('starts each line with whoever ordered it, a staff line with the opener', () => {
    expect(startingAssignment(view)).toEqual({
      poutine: ['Ana'],
      calamari: ['Ben'],
      coffee: ['Ben'],
      fries: ['Ana'],
    });
  });

  it('shares one item between several payers to the cent, the shares adding up to the bill', () => {
    const preview = byItemPreview(view, { ...startingAssignment(view), calamari: ['Ana', 'Ben', 'Cy'] });
    if (!preview.ok) throw new Error('refused');
    // 2134 three ways: 712, 711, 711.
    expect(preview.shares.map((s) => [s.payer, s.amount])).toEqual([
      ['Ana', 1467 + 712 + 2190],
      ['Ben', 711 + 433],
      ['Cy', 711],
    ]);
    expect(preview.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(6224);
    expect(preview.request).toEqual({
      kind: 'by_item',
      items: [
        { lineId: 'poutine', payers: ['Ana'] },
        { lineId: 'calamari', payers: ['Ana', 'Ben', 'Cy'] },
        { lineId: 'coffee', payers: ['Ben'] },
        { lineId: 'fries', payers: ['Ana'] },
      ],
    });
  });

  it('names the lines nobody pays for yet instead of sending the split', () => {
    expect(byItemPreview(view, { ...startingAssignment(view), coffee: [], fries: [] })).toEqual({
      ok: false,
      missing: ['coffee', 'fries'],
    });
  });
});

describe('amounts typed by the table', () => {
  it('reads either language’s way of writing dollars', () => {
    expect(['12.50', '12,50', '$12.50', '12,50 $', '7'].map(parseAmount)).toEqual([
      1250, 1250, 1250, 1250, 700,
    ]);
    expect(['', '0', '-3', '12.505', 'abc'].map(parseAmount)).toEqual([null, null, null, null, null]);
  });

  it('must add up to the bill to the cent, and says by how much they do not', () => {
    expect(amountsPreview(6224, ['30', '32,24'])).toEqual({
      ok: true,
      request: { kind: 'amounts', amounts: [30, 32.24] },
    });
    expect(amountsPreview(6224, ['30', '30'])).toEqual({ ok: false, invalid: [], difference: 224 });
    expect(amountsPreview(6224, ['40', '30'])).toEqual({ ok: false, invalid: [], difference: -776 });
    expect(amountsPreview(6224, ['40', 'x'])).toMatchObject({ ok: false, invalid: [1] });
  });
});

describe('what a payer is charged', () => {
  it('adds their own tip to their share, a percentage of its part before taxes, as the pay call reads it', () => {
    expect(chargeFor(43.69, 38.66, { kind: 'percent', percent: 15 })).toEqual({
      tip: 580,
      charge: 4369 + 580,
    });
    expect(chargeFor(11.44, 10.12, { kind: 'dollars', text: '2,00' })).toEqual({ tip: 200, charge: 1344 });
    expect(chargeFor(7.11, 6.29, { kind: 'none' })).toEqual({ tip: 0, charge: 711 });
    expect(chargeFor(7.11, 6.29, { kind: 'dollars', text: '' })).toEqual({ tip: 0, charge: 711 });
    expect(chargeFor(7.11, 6.29, { kind: 'dollars', text: 'lots' })).toBeNull();
  });
});
