import { describe, expect, it } from 'vitest';
import { isForWays, type OrderingWay } from './ordering-way';

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
