import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentSlot, quarterHourOf, scheduledPrice } from './price-schedule';

const day = (code: string) => code.repeat(96);
/** Monday all A, Tuesday B until 12:00 then x, the rest C with one Z slot at 00:00 (no price). */
const week = [
  day('A'),
  `${'B'.repeat(48)}${'x'.repeat(48)}`,
  `Z${'C'.repeat(95)}`,
  day('C'),
  day('C'),
  day('C'),
  day('X'),
];
const entity = { price_schedule: week, additional_prices: { A: 5, B: 6.5, C: 7.25 } };

describe('quarterHourOf', () => {
  it.each([
    ['2026-01-05T17:00:00Z', '2026-01-05T17:14:59.999Z', true],
    ['2026-01-05T17:14:59Z', '2026-01-05T17:15:00Z', false],
    ['2026-01-05T16:59:59Z', '2026-01-05T17:00:00Z', false],
  ])('%s and %s share a quarter hour: %s', (a, b, same) => {
    expect(quarterHourOf(new Date(a)) === quarterHourOf(new Date(b))).toBe(same);
  });
});

describe('currentSlot', () => {
  it.each([
    // 2026-01-05 is a Monday; Toronto is UTC-5 in winter, UTC-4 in summer.
    ['2026-01-05T05:00:00Z', 'America/Toronto', 0, 0],
    ['2026-01-05T04:59:59Z', 'America/Toronto', 6, 95],
    ['2026-01-05T17:14:00Z', 'America/Toronto', 0, 48],
    ['2026-01-05T17:15:00Z', 'America/Toronto', 0, 49],
    ['2026-07-06T04:00:00Z', 'America/Toronto', 0, 0],
    ['2026-01-05T08:30:00Z', 'America/Vancouver', 0, 2],
  ])('%s in %s is weekday %i slot %i', (iso, zone, weekday, slot) => {
    expect(currentSlot(new Date(iso), zone)).toEqual({ weekday, slot });
  });

  it('defaults to America/Toronto', () => {
    expect(currentSlot(new Date('2026-01-06T05:00:00Z'))).toEqual({ weekday: 1, slot: 0 });
  });

  it('answers repeated questions from the same quarter hour alike, zone by zone, across a daylight-saving change', () => {
    // 2026-03-08 07:00Z is 02:00 EST, which becomes 03:00 EDT in Toronto; Kathmandu is UTC+5:45.
    const asked: [string, string, number, number][] = [
      ['2026-03-08T06:59:00Z', 'America/Toronto', 6, 7],
      ['2026-03-08T06:59:30Z', 'Asia/Kathmandu', 6, 50],
      ['2026-03-08T06:59:59Z', 'America/Toronto', 6, 7],
      ['2026-03-08T07:00:00Z', 'America/Toronto', 6, 12],
      ['2026-03-08T07:14:59Z', 'America/Toronto', 6, 12],
      ['2026-03-08T07:15:00Z', 'Asia/Kathmandu', 6, 52],
      ['2026-03-08T06:59:00Z', 'America/Toronto', 6, 7],
    ];
    for (const [iso, zone, weekday, slot] of asked)
      expect(currentSlot(new Date(iso), zone), `${iso} ${zone}`).toEqual({ weekday, slot });
  });

  it('always gives a weekday 0-6 and a slot 0-95', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const { weekday, slot } = currentSlot(d);
          return weekday >= 0 && weekday <= 6 && slot >= 0 && slot <= 95;
        },
      ),
    );
  });
});

describe('scheduledPrice', () => {
  it.each([
    ['Monday: code A', '2026-01-05T15:00:00Z', { kind: 'priced', price: 500, code: 'A' }],
    ['Tuesday morning: code B', '2026-01-06T15:00:00Z', { kind: 'priced', price: 650, code: 'B' }],
    ['Tuesday afternoon: code x', '2026-01-06T18:00:00Z', { kind: 'unavailable', code: 'x' }],
    ['Wednesday 00:00: code Z has no price', '2026-01-07T05:00:00Z', { kind: 'unavailable', code: 'Z' }],
    ['Wednesday 00:15: code C', '2026-01-07T05:15:00Z', { kind: 'priced', price: 725, code: 'C' }],
    ['Sunday: code X', '2026-01-11T15:00:00Z', { kind: 'unavailable', code: 'X' }],
  ])('%s', (_, iso, expected) => {
    expect(scheduledPrice(entity, new Date(iso))).toEqual(expected);
  });

  it('is unscheduled without a schedule', () => {
    expect(scheduledPrice({ price_schedule: null, additional_prices: null }, new Date())).toEqual({
      kind: 'unscheduled',
    });
    expect(scheduledPrice({ price_schedule: [], additional_prices: null }, new Date())).toEqual({
      kind: 'unscheduled',
    });
  });

  it('is unavailable when there are no additional prices at all', () => {
    const result = scheduledPrice(
      { price_schedule: week, additional_prices: null },
      new Date('2026-01-05T15:00:00Z'),
    );
    expect(result).toEqual({ kind: 'unavailable', code: 'A' });
  });

  it('is unavailable for a day string shorter than the slot', () => {
    const short = { price_schedule: ['A', 'A', 'A', 'A', 'A', 'A', 'A'], additional_prices: { A: 1 } };
    expect(scheduledPrice(short, new Date('2026-01-05T15:00:00Z'))).toEqual({
      kind: 'unavailable',
      code: '',
    });
  });

  it('reads the slot in the given zone', () => {
    // 02:00 UTC Monday is 21:00 Sunday in Toronto (X) but 18:00 Sunday in Vancouver, also X; Tuesday 17:00 UTC:
    // Toronto 12:00 (x), Vancouver 09:00 (B).
    const at = new Date('2026-01-06T17:00:00Z');
    expect(scheduledPrice(entity, at, 'America/Toronto').kind).toBe('unavailable');
    expect(scheduledPrice(entity, at, 'America/Vancouver')).toEqual({
      kind: 'priced',
      price: 650,
      code: 'B',
    });
  });
});
