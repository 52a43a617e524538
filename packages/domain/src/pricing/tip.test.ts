import { describe, expect, it } from 'vitest';
import { makeFile } from '../testing/factories';
import {
  preselectedTipPercent,
  startingTipPercent,
  tipAboveSubtotal,
  tipPercentsOffered,
  typedTip,
} from './tip';

describe('typedTip', () => {
  it.each<[string, number | null | 'invalid']>([
    ['5', 500],
    ['4,50', 450],
    ['$3.333', 333],
    ['1.005', 101],
    ['-5', 500],
    ['-', null],
    ['', null],
    ['abc', 'invalid'],
    ['1000', 100_000],
    ['1000.01', 'invalid'],
    ['-1001', 'invalid'],
  ])('%s reads %s', (text, expected) => {
    expect(typedTip(text)).toBe(expected);
  });
});

describe('tipAboveSubtotal', () => {
  it.each([
    [{ type: 'dollar', percentageValue: 0, amount: 1001 }, 1000, true],
    [{ type: 'dollar', percentageValue: 0, amount: 1000 }, 1000, false],
    [{ type: 'percentage', percentageValue: 200, amount: 0 }, 1000, false],
    [null, 1000, false],
  ] as const)('%j on %i: %s', (tip, subtotal, expected) => {
    expect(tipAboveSubtotal(tip, subtotal)).toBe(expected);
  });
});

describe('preselectedTipPercent', () => {
  const tips = (modes: ('dine-in' | 'pickup')[] | null) =>
    makeFile({
      order_options: {
        tip_config: {
          default_values: [15, 18, 20],
          default_value_selected: 2,
          default_value_modes: modes,
          total_summary_title: null,
        },
      },
    });

  it.each([
    [null, 'pickup', 20],
    [['dine-in'], 'dine-in', 20],
    [['dine-in'], 'pickup', null],
    [['dine-in'], 'take-out', null],
    [['dine-in'], 'delivery', null],
    [['pickup'], 'take-out', 20],
  ] as const)('limited to %j, a %s order starts on %s', (modes, type, expected) => {
    expect(preselectedTipPercent(tips(modes ? [...modes] : null), type)).toBe(expected);
  });

  it('none when the file preselects none', () => {
    expect(preselectedTipPercent(makeFile({}), 'dine-in')).toBeNull();
  });
});

describe('the tip a signed-in diner starts on (their account default)', () => {
  const file = (modes: ('dine-in' | 'pickup')[] | null, values = [15, 18, 20]) =>
    makeFile({
      order_options: {
        tip_config: {
          default_values: values,
          default_value_selected: values.length > 0 ? 2 : null,
          default_value_modes: modes,
          total_summary_title: null,
        },
      },
    });

  it.each([
    ['the diner’s default wins over the restaurant’s preselection', null, 'dine-in', 18, 18],
    ['even where the restaurant preselects none for this way', ['dine-in'], 'take-out', 10, 10],
    ['a default of 0 % starts on no tip at all', null, 'dine-in', 0, null],
    ['no default: the restaurant’s preselection', null, 'dine-in', null, 20],
    ['no default, none preselected for this way', ['dine-in'], 'take-out', null, null],
  ] as const)('%s', (_name, modes, type, dinerDefault, expected) => {
    expect(startingTipPercent(file(modes ? [...modes] : null), type, dinerDefault)).toBe(expected);
  });

  it('starts on no tip where the restaurant takes none, whatever the default', () => {
    expect(startingTipPercent(file(null, []), 'dine-in', 18)).toBeNull();
    expect(startingTipPercent(makeFile({}), 'dine-in', 18)).toBeNull();
  });

  it.each([
    [18, [15, 18, 20]],
    [12, [12, 15, 18, 20]],
    [25, [15, 18, 20, 25]],
    [null, [15, 18, 20]],
    [0, [15, 18, 20]],
  ] as const)('with a default of %s %%, offers %j', (dinerDefault, expected) => {
    expect(tipPercentsOffered(file(null), dinerDefault)).toEqual(expected);
  });

  it('offers nothing where the restaurant takes no tips', () => {
    expect(tipPercentsOffered(file(null, []), 18)).toEqual([]);
  });
});
