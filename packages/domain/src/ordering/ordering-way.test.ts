import { describe, expect, it } from 'vitest';
import type { OrderFlags } from './order-type';
import { isForWays, type OrderingWay, waysOf } from './ordering-way';

describe('the way a diner orders, from the order-type flags (ordering.md section 4)', () => {
  it.each<[OrderFlags, OrderingWay[] | null]>([
    [{ tableNum: '12' }, ['dine-in']],
    [{ tableNum: 7 }, ['dine-in']],
    [{ anotherRoundId: 'r1' }, ['dine-in']],
    [{ takeout: true }, ['pickup', 'delivery']],
    [{ takeout: true, takeoutType: 'pickup' }, ['pickup']],
    [{ takeout: true, takeoutType: 'delivery' }, ['delivery']],
    [{ genericCatering: true }, ['catering']],
    [{ preOrdering: true }, ['suite']],
    // Event day: the suite stands for the table, the way is still the suite.
    [{ eventDay: true, tableNum: '101' }, ['suite']],
    [{ k12: true }, ['school']],
    [{ k12: true, takeout: true }, ['school']],
    [{}, null],
    [{ tableNum: '  ' }, null],
  ])('%j: %j', (flags, ways) => {
    expect(waysOf(flags)).toEqual(ways);
  });
});

describe('what is for which diner', () => {
  it.each<[OrderingWay[] | null | undefined, OrderingWay[] | null, boolean]>([
    // the item's modes, the diner's ways, shown or asked
    [undefined, ['dine-in'], true],
    [null, ['dine-in'], true],
    [null, null, true],
    [['pickup'], null, true],
    [['pickup'], ['dine-in'], false],
    [['pickup'], ['pickup', 'delivery'], true],
    [['delivery'], ['pickup'], false],
    [['dine-in', 'catering'], ['catering'], true],
    [['catering'], ['suite'], false],
    [['suite', 'school'], ['school'], true],
  ])('modes %j, diner %j: %s', (modes, ways, shown) => {
    expect(isForWays({ modes }, ways)).toBe(shown);
  });
});
