import { describe, expect, it } from 'vitest';
import { TABLE_OF_THREE } from '../testing/table-tab';
import { tabBill } from './bill';

describe('tabBill', () => {
  it('puts every round on one bill, each line with who ordered it and its part of the total', () => {
    const bill = tabBill(TABLE_OF_THREE, 'ben');
    expect(bill.total).toBe(6780);
    expect(bill.lines.map((l) => [l.id, l.orderedBy, l.total, l.mine])).toEqual([
      ['l1', 'ana', 1808, false],
      ['l2', 'ana', 1469, false],
      ['l3', 'ben', 2599, true],
      ['l4', null, 904, false],
    ]);
  });

  it('adds its lines up to the bill to the cent', () => {
    const bill = tabBill(TABLE_OF_THREE, null);
    expect(bill.lines.reduce((sum, l) => sum + l.total, 0)).toBe(bill.total);
    expect(bill.lines.some((l) => l.mine)).toBe(false);
  });

  it('is empty before the first round', () => {
    expect(tabBill([], 'ana')).toEqual({ lines: [], total: 0 });
  });
});
