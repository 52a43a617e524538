import { describe, expect, it } from 'vitest';
import { makeFile, makeItem } from '../testing/factories';
import { buildMenuIndex } from './menu-index';
import { applyPromos } from './promos';
import { applySubsidy, type DataFileSubsidy } from './subsidy';

const subsidy = (over: Partial<DataFileSubsidy>): DataFileSubsidy => ({
  id: 's',
  name: null,
  is_active: true,
  type: 'discount',
  target_users: 'all',
  target_items: 'all',
  discount_percentage: null,
  discount_amount: null,
  discount_fixed_price: null,
  codes: [],
  localization: {},
  ...over,
});

describe('applySubsidy', () => {
  it.each([
    ['a percent discount', subsidy({ discount_percentage: 25 }), 750],
    ['a percent discount wins over an amount', subsidy({ discount_percentage: 25, discount_amount: 1 }), 750],
    ['an amount discount', subsidy({ discount_amount: 1.5 }), 850],
    ['a fixed price', subsidy({ type: 'fixed_price', discount_fixed_price: 2 }), 200],
    [
      'a fixed price above the price still sets it',
      subsidy({ type: 'fixed_price', discount_fixed_price: 12 }),
      1200,
    ],
    ['a fixed-price subsidy without its price keeps the price', subsidy({ type: 'fixed_price' }), 1000],
    ['a discount without a value keeps the price', subsidy({}), 1000],
  ])('%s', (_, s, price) => {
    expect(applySubsidy(1000, s)).toBe(price);
  });
});

describe('applyPromos', () => {
  const index = buildMenuIndex(
    makeFile({ items: [makeItem()], promos: [{ id: 'p', type: 'percent', value: 50 }] }),
  );
  it('skips a promo id the file does not hold', () => {
    expect(applyPromos(1000, ['missing', 'p'], index, false)).toBe(500);
  });
});
