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

  // The window is inclusive at both ends; uses are what the database counted; the minimum is on the subtotal.
  const LIMITED = [
    {
      code: 'THRICE',
      type: 'percent',
      value: 15,
      starts_at: '2026-11-01T00:00:00Z',
      ends_at: '2026-11-30T23:59:59Z',
      usage_limit: 3,
      minimum_order: 20,
    },
    {
      code: 'NEVER',
      type: 'amount',
      value: 1,
      starts_at: null,
      ends_at: null,
      usage_limit: 0,
      minimum_order: null,
    },
  ] as typeof file.promo_codes;
  it.each([
    ['on its first instant', '2026-11-01T00:00:00.000Z', {}, { ok: true }],
    [
      'one millisecond before it starts',
      '2026-10-31T23:59:59.999Z',
      {},
      { ok: false, reason: 'not_started' },
    ],
    ['on its last instant', '2026-11-30T23:59:59.000Z', {}, { ok: true }],
    ['one millisecond after it ends', '2026-11-30T23:59:59.001Z', {}, { ok: false, reason: 'expired' }],
    ['with uses left', '2026-11-15T12:00:00Z', { uses: 2 }, { ok: true }],
    ['at its usage limit', '2026-11-15T12:00:00Z', { uses: 3 }, { ok: false, reason: 'used_up' }],
    ['past its usage limit', '2026-11-15T12:00:00Z', { uses: 7 }, { ok: false, reason: 'used_up' }],
    ['uses not counted are none', '2026-11-15T12:00:00Z', {}, { ok: true }],
    ['at exactly its minimum', '2026-11-15T12:00:00Z', { subtotal: 2000 }, { ok: true }],
    [
      'a cent under its minimum',
      '2026-11-15T12:00:00Z',
      { subtotal: 1999 },
      { ok: false, reason: 'below_minimum', minimum: 2000 },
    ],
    // A code that cannot apply today says so before asking for a bigger order.
    [
      'expired and under its minimum',
      '2026-12-01T00:00:00Z',
      { subtotal: 100 },
      { ok: false, reason: 'expired' },
    ],
    [
      'used up and under its minimum',
      '2026-11-15T12:00:00Z',
      { uses: 3, subtotal: 100 },
      { ok: false, reason: 'used_up' },
    ],
  ] as const)('THRICE %s', (_, at, given, expected) => {
    expect(checkPromoCode(LIMITED, 'thrice', { now: new Date(at), ...given })).toMatchObject(expected);
  });

  it('a usage limit of 0 never applies', () => {
    expect(checkPromoCode(LIMITED, 'NEVER', { now, uses: 0 })).toEqual({ ok: false, reason: 'used_up' });
  });

  it('gives the code as the data file spells it, whatever the case typed', () => {
    const check = checkPromoCode(LIMITED, '  Thrice ', { now: new Date('2026-11-15T12:00:00Z') });
    expect(check).toEqual({
      ok: true,
      promo: LIMITED[0],
      discount: { code: 'THRICE', value: '15' },
    });
  });

  it('turns a promo into the pipeline discount text', () => {
    expect(discountValue({ type: 'percent', value: 15 })).toBe('15');
    expect(discountValue({ type: 'amount', value: 2.5 })).toBe('2.5$');
  });
});
