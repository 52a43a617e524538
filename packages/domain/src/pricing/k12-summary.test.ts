import { describe, expect, it } from 'vitest';
import { k12Summary } from './k12-summary';

describe('k12Summary', () => {
  it('adds the days on their own basis: the regular price, the subsidy taken off, what each payment charges', () => {
    const day = (subtotal: number, subsidy: number, taxes: number, total: number) => ({
      subtotal,
      discount: 0,
      subsidy,
      taxes,
      total,
      amountToCharge: total,
    });
    // $8.00 meals subsidised to $5.00 and $6.50 to $4.25, with their 13 % taxes.
    expect(k12Summary([day(8, 3, 0.65, 5.65), day(6.5, 2.25, 0.55, 4.8)])).toEqual({
      subtotal: 1450,
      discount: 0,
      subsidy: 525,
      taxes: 120,
      total: 1045,
      amountToCharge: 1045,
    });
  });

  it('is nothing for no day', () => {
    expect(k12Summary([]).total).toBe(0);
  });
});
