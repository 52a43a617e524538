import { describe, expect, it } from 'vitest';
import { makeFile } from '../testing/factories';
import { checkPromoCode, discountValue } from './promo-code';

const file = makeFile();
const codes = [
  {
    code: 'WELCOME10',
    type: 'percent',
    value: 10,
    starts_at: '2026-01-01T00:00:00Z',
    ends_at: '2027-06-30T23:59:59Z',
    usage_limit: null,
    minimum_order: null,
  },
  {
    code: 'FIVEOFF',
    type: 'amount',
    value: 5,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    minimum_order: 25,
  },
  {
    code: 'EXPIRED',
    type: 'percent',
    value: 20,
    starts_at: '2024-01-01T00:00:00Z',
    ends_at: '2024-12-31T23:59:59Z',
    usage_limit: null,
    minimum_order: null,
  },
  {
    code: 'SOON',
    type: 'percent',
    value: 5,
    starts_at: '2027-01-01T00:00:00Z',
    ends_at: null,
    usage_limit: null,
    minimum_order: null,
  },
  {
    code: 'ONEUSE',
    type: 'amount',
    value: 10,
    starts_at: null,
    ends_at: null,
    usage_limit: 1,
    minimum_order: null,
  },
] as typeof file.promo_codes;
const now = new Date('2026-11-22T15:00:00Z');

describe('promo codes: validity window, usage limit and minimum order', () => {
  it.each([
    ['WELCOME10', {}, { ok: true, discount: { code: 'WELCOME10', value: '10' } }],
    ['welcome10 ', {}, { ok: true, discount: { code: 'WELCOME10', value: '10' } }],
    ['FIVEOFF', { subtotal: 2500 }, { ok: true, discount: { code: 'FIVEOFF', value: '5$' } }],
    ['FIVEOFF', { subtotal: 2499 }, { ok: false, reason: 'below_minimum', minimum: 2500 }],
    ['FIVEOFF', {}, { ok: true }],
    ['EXPIRED', {}, { ok: false, reason: 'expired' }],
    ['SOON', {}, { ok: false, reason: 'not_started' }],
    ['ONEUSE', { uses: 0 }, { ok: true }],
    ['ONEUSE', { uses: 1 }, { ok: false, reason: 'used_up' }],
    ['NOPE', {}, { ok: false, reason: 'unknown' }],
  ] as const)('%s %j', (code, at, expected) => {
    expect(checkPromoCode(codes, code, { now, ...at })).toMatchObject(expected);
  });

  it('turns a promo into the pipeline discount text', () => {
    expect(discountValue({ type: 'percent', value: 15 })).toBe('15');
    expect(discountValue({ type: 'amount', value: 2.5 })).toBe('2.5$');
  });
});
