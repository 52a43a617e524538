import { describe, expect, it } from 'vitest';
import { cartTiming } from './cart-timing';

describe('how a cart of these menus can be timed', () => {
  const quick = { on_demand: true, scheduled: null }; // Game-Day Quick Catering: for now only
  const ahead = { on_demand: null, scheduled: true }; // Suite Catering: scheduled only
  const both = { on_demand: true, scheduled: true };
  const plain = { on_demand: null, scheduled: null }; // no scheduling: ordered for now
  it.each([
    ['for now only', [quick], { forNow: true, scheduled: false, noCommonTime: false }],
    ['scheduled only', [ahead], { forNow: false, scheduled: true, noCommonTime: false }],
    ['for now or scheduled', [both], { forNow: true, scheduled: true, noCommonTime: false }],
    [
      'a plain menu and a menu of both ways',
      [plain, both],
      { forNow: true, scheduled: false, noCommonTime: false },
    ],
    [
      'a scheduled menu and one of both ways',
      [ahead, both],
      { forNow: false, scheduled: true, noCommonTime: false },
    ],
    [
      'for now only with scheduled only',
      [quick, ahead],
      { forNow: false, scheduled: false, noCommonTime: true },
    ],
    [
      'a plain menu with scheduled only',
      [plain, ahead],
      { forNow: false, scheduled: false, noCommonTime: true },
    ],
    ['no menu', [], { forNow: true, scheduled: false, noCommonTime: false }],
  ] as const)('%s', (_name, menus, expected) => {
    expect(cartTiming(menus)).toEqual(expected);
  });
});
