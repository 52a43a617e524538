import { describe, expect, it } from 'vitest';
import { MAPLE_ROUND, TABLE_OF_THREE } from '../testing/table-tab';
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

  describe('lines taxed at different rates in one round', () => {
    const untaxed = { ...MAPLE_ROUND, lines: MAPLE_ROUND.lines.map(({ taxes: _, ...line }) => line) };

    it.each([
      // Each line: its price, its part of the service charge by price, and its own taxes only.
      ["with each line's own taxes", MAPLE_ROUND, [1320, 2237, 347]],
      // Lines written before orders kept their taxes: the round's total by price, as before.
      ['without them (older lines)', untaxed, [1420, 2129, 355]],
    ] as const)('%s', (_name, round, totals) => {
      const bill = tabBill([round], null);
      expect(bill.lines.map((l) => l.total)).toEqual(totals);
      expect(bill.lines.reduce((sum, l) => sum + l.total, 0)).toBe(round.total);
      expect(bill.total).toBe(round.total);
    });

    it('gives a zero-rated line no tax: its price and its part of the charge', () => {
      const [syrup] = tabBill([MAPLE_ROUND], null).lines;
      expect(syrup!.total).toBe(1200 + 120);
    });

    it('adds up to an odd total to the cent, charges and discounts after taxes by price', () => {
      // A $1.00 discount after taxes on the same round: what is not a line's own tax (3630 - 100) goes by price.
      const bill = tabBill([{ ...MAPLE_ROUND, total: 3804 }], null);
      expect(bill.lines.map((l) => l.total)).toEqual([1284, 2182, 338]);
      expect(bill.lines.reduce((sum, l) => sum + l.total, 0)).toBe(3804);
    });
  });
});
