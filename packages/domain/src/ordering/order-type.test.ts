import { describe, expect, it } from 'vitest';
import { translateOrdering } from './messages';
import { checkOrderFlags, deriveOrderType, type OrderFlags, typeAgrees } from './order-type';

describe('Order type, derived in order (ordering.md section 4)', () => {
  it.each([
    [
      'pre-ordering gives catering',
      { preOrdering: true, genericCatering: true, k12: true, takeout: true },
      'catering',
    ],
    ['generic-catering flag', { genericCatering: true, k12: true, takeout: true }, 'generic-catering'],
    ['K-12 restaurant gives school', { k12: true, takeout: true, takeoutType: 'delivery' }, 'school'],
    ['takeout flag gives take-out', { takeout: true }, 'take-out'],
    ['takeout with pickup chosen', { takeout: true, takeoutType: 'pickup' }, 'pickup'],
    ['takeout with delivery chosen', { takeout: true, takeoutType: 'delivery' }, 'delivery'],
    ['takeout with no choice yet', { takeout: true, takeoutType: null }, 'take-out'],
    ['pickup choice without the takeout flag', { takeoutType: 'pickup', tableNum: 4 }, 'dine-in'],
    ['otherwise dine-in', { tableNum: '12' }, 'dine-in'],
    ['no flags at all', {}, 'dine-in'],
  ] as [string, OrderFlags, string][])('%s', (_name, flags, type) => {
    expect(deriveOrderType(flags)).toBe(type);
  });
});

describe("'no flags provided' without takeout, catering, school or table flags", () => {
  it.each([
    [{}, 'noFlagsProvided'],
    [{ tableNum: '' }, 'noFlagsProvided'],
    [{ tableNum: null, anotherRoundId: null }, 'noFlagsProvided'],
    [{ takeoutType: 'pickup' }, 'noFlagsProvided'],
    [{ takeout: true }, null],
    [{ preOrdering: true }, null],
    [{ genericCatering: true }, null],
    [{ k12: true }, null],
    [{ tableNum: 7 }, null],
    [{ tableNum: '0' }, null],
    [{ anotherRoundId: 'abc' }, null],
  ] as [OrderFlags, string | null][])('%o -> %s', (flags, key) => {
    expect(checkOrderFlags(flags)?.key ?? null).toBe(key);
  });

  it("says 'no flags provided'", () => {
    expect(translateOrdering('en-CA', checkOrderFlags({})!.key)).toBe('no flags provided');
  });
});

describe('the type a request names agrees with its flags', () => {
  it.each([
    [{ tableNum: '12' }, 'dine-in', true],
    [{ tableNum: '12' }, 'pickup', false],
    [{ takeout: true }, 'take-out', true],
    [{ takeout: true }, 'pickup', true],
    [{ takeout: true }, 'delivery', true],
    [{ takeout: true }, 'dine-in', false],
    [{ takeout: true, takeoutType: 'delivery' }, 'delivery', true],
    [{ takeout: true, takeoutType: 'delivery' }, 'pickup', false],
    [{ takeout: true, takeoutType: 'pickup' }, 'delivery', false],
    [{ genericCatering: true }, 'generic-catering', true],
    [{ genericCatering: true }, 'catering', false],
    [{ genericCatering: true }, 'take-out', false],
    [{ preOrdering: true }, 'catering', true],
    [{ preOrdering: true }, 'generic-catering', false],
    [{ eventDay: true }, 'catering', true],
    [{ eventDay: true }, 'dine-in', true],
    [{ eventDay: true }, 'pickup', false],
    [{ k12: true }, 'school', true],
    [{ k12: true }, 'dine-in', false],
    [{ anotherRoundId: 'abc' }, 'dine-in', true],
  ] as [OrderFlags, string, boolean][])('%j naming %s: %s', (flags, type, agrees) => {
    expect(typeAgrees(flags, type as Parameters<typeof typeAgrees>[1])).toBe(agrees);
  });
});
