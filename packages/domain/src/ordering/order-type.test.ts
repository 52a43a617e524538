import { describe, expect, it } from 'vitest';
import type { OrderFlags } from '../order-types/wire';
import { translateOrdering } from './messages';
import { checkOrderFlags } from './order-type';

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
