import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { buildMenuIndex } from '../pricing/menu-index';
import { makeCartLine, makeFile, makeItem } from '../testing/factories';
import {
  ANY_DAY,
  firstOfferedDate,
  formatShortDate,
  linesNotOfferedOn,
  linkDatesFromParams,
  linkOffered,
  type OfferedDates,
  offeredDatesText,
  offeredOn,
  refusingLevel,
} from './offered-dates';

const holidays: OfferedDates = { date_range: { start: '2026-12-20', end: '2026-12-24' }, dates: null };
const eves: OfferedDates = { date_range: null, dates: ['2026-12-24', '2026-12-31'] };

describe('offeredOn', () => {
  it.each([
    ['any day without a limit', ANY_DAY, '2026-03-01', true],
    ['the first day of the range', holidays, '2026-12-20', true],
    ['the last day of the range', holidays, '2026-12-24', true],
    ['the day before the range', holidays, '2026-12-19', false],
    ['the day after the range', holidays, '2026-12-25', false],
    ['a listed date', eves, '2026-12-31', true],
    ['a date not listed', eves, '2026-12-30', false],
    [
      'a range across a new year',
      { date_range: { start: '2026-12-30', end: '2027-01-02' }, dates: null },
      '2027-01-01',
      true,
    ],
  ] as const)('%s', (_, level, date, expected) => {
    expect(offeredOn(level, date)).toBe(expected);
  });
});

describe('refusingLevel', () => {
  it.each([
    ['every level allows', [ANY_DAY, holidays, eves], '2026-12-24', null],
    ['the menu refuses first', [holidays, ANY_DAY, eves], '2026-12-31', holidays],
    ['the item refuses', [ANY_DAY, ANY_DAY, eves], '2026-12-23', eves],
    ['no levels', [], '2026-12-23', null],
  ] as const)('%s', (_, levels, date, expected) => {
    expect(refusingLevel(levels, date)).toBe(expected);
  });
});

describe('linkDatesFromParams', () => {
  it.each([
    ['nothing', null, null, {}],
    [
      'a range',
      '2026-12-20,2026-12-24',
      null,
      { takeoutDateRange: { start: '2026-12-20', end: '2026-12-24' } },
    ],
    [
      'a one-day range',
      '2026-12-20,2026-12-20',
      null,
      { takeoutDateRange: { start: '2026-12-20', end: '2026-12-20' } },
    ],
    ['a range ending before it starts', '2026-12-24,2026-12-20', null, {}],
    ['a range of one date', '2026-12-24', null, {}],
    ['a range with a day that does not exist', '2026-02-27,2026-02-30', null, {}],
    [
      'dates, sorted and once each',
      null,
      '2026-12-31, 2026-12-24,2026-12-31',
      { takeoutSpecificDates: ['2026-12-24', '2026-12-31'] },
    ],
    ['dates with a mistyped one', null, '2026-12-24,24/12/2026', {}],
    [
      'both',
      '2026-12-20,2026-12-24',
      '2026-12-24',
      { takeoutDateRange: { start: '2026-12-20', end: '2026-12-24' }, takeoutSpecificDates: ['2026-12-24'] },
    ],
  ] as const)('%s', (_, range, dates, expected) => {
    expect(linkDatesFromParams(range, dates)).toEqual(expected);
  });
});

describe('linkOffered', () => {
  it.each([
    ['no link days', {}, ANY_DAY],
    ['an empty list limits nothing', { takeoutSpecificDates: [] }, ANY_DAY],
    ['a range', { takeoutDateRange: holidays.date_range }, holidays],
    ['dates', { takeoutSpecificDates: eves.dates }, eves],
  ] as const)('%s', (_, link, expected) => {
    expect(linkOffered(link)).toEqual(expected);
  });
});

describe('firstOfferedDate', () => {
  it.each([
    ['today when nothing limits', [ANY_DAY], '2026-12-01', '2026-12-01'],
    ['the range start ahead of today', [holidays], '2026-12-01', '2026-12-20'],
    ['today inside the range', [holidays], '2026-12-22', '2026-12-22'],
    ['the only day both allow', [holidays, eves], '2026-12-01', '2026-12-24'],
    ['none left after the last listed day', [eves], '2027-01-01', null],
    [
      'none when the levels never meet',
      [holidays, { date_range: null, dates: ['2026-12-31'] }],
      '2026-12-01',
      null,
    ],
  ] as const)('%s', (_, levels, today, expected) => {
    expect(firstOfferedDate(levels, today)).toBe(expected);
  });
});

describe('the days in words, dd/MM/yyyy', () => {
  it('formats a calendar day', () => {
    expect(formatShortDate('2026-01-05')).toBe('05/01/2026');
  });
  it.each([
    ['en-CA', eves, 'on 24/12/2026 and 31/12/2026'],
    ['fr-CA', eves, 'le 24/12/2026 et le 31/12/2026'],
    ['en-CA', holidays, 'from 20/12/2026 to 24/12/2026'],
    ['fr-CA', holidays, 'du 20/12/2026 au 24/12/2026'],
    ['en-CA', { date_range: null, dates: ['2026-12-24'] }, 'on 24/12/2026'],
    [
      'en-CA',
      { date_range: null, dates: ['2026-12-24', '2026-12-25', '2026-12-31'] },
      'on 24/12/2026, 25/12/2026 and 31/12/2026',
    ],
  ] as const)('%s: %j', (locale, level, expected) => {
    expect(offeredDatesText(level, locale)).toBe(expected);
  });
});

describe('linesNotOfferedOn: the menu, the section and the item each narrow the days', () => {
  const log = makeItem({ id: 'log', name: 'Yule log', dates: ['2026-12-24', '2026-12-31'] });
  const coffee = makeItem({ id: 'coffee', name: 'Coffee' });
  it.each([
    ['an item on one of its dates', {}, '2026-12-24', []],
    ['an item on another day', {}, '2026-12-23', ['log']],
    [
      'a section limited to a range refuses every item outside it',
      { section: { date_range: holidays.date_range } },
      '2026-12-31',
      ['log', 'coffee'],
    ],
    [
      'a menu limited to dates refuses the item it lists no day for',
      { menu: { dates: ['2026-12-24'] } },
      '2026-12-25',
      ['log', 'coffee'],
    ],
    ['a day allowed by every level', { menu: { date_range: holidays.date_range } }, '2026-12-24', []],
  ] as const)('%s', (_, overrides, date, refused) => {
    const file = makeFile({ ...overrides, items: [log, coffee] });
    const lines = [makeCartLine({ id: 'log', orderId: 1 }), makeCartLine({ id: 'coffee', orderId: 2 })];
    expect(linesNotOfferedOn(buildMenuIndex(file), lines, date).map((l) => l.itemId)).toEqual(refused);
  });

  it('names the level that refuses, so the message gives its days', () => {
    const file = makeFile({ section: { date_range: holidays.date_range }, items: [log] });
    const [refused] = linesNotOfferedOn(buildMenuIndex(file), [makeCartLine({ id: 'log' })], '2026-12-31');
    expect(refused?.level.date_range).toEqual(holidays.date_range);
  });
});

describe('the data file check of offered days', () => {
  const issuesOf = (overrides: Parameters<typeof makeFile>[0]) => {
    try {
      makeFile(overrides);
      return [];
    } catch (error) {
      return (error as ZodError).issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    }
  };
  const item = (dates: string[]) => ({ id: 'a', name: 'A', price: 1, dates });
  it.each([
    ['no limits', {}, []],
    [
      'an item with dates inside its section range',
      { section: { date_range: holidays.date_range }, items: [item(['2026-12-24'])] },
      [],
    ],
    [
      'a range that ends before it starts',
      { menu: { date_range: { start: '2026-12-24', end: '2026-12-20' } } },
      ['menus.0.date_range: date_range ends (2026-12-20) before it starts (2026-12-24)'],
    ],
    [
      'a day that does not exist',
      { items: [item(['2026-02-30'])] },
      ['menus.0.sections.0.items.0: The day 2026-02-30 does not exist'],
    ],
    [
      'an item whose dates its section never allows',
      { section: { date_range: holidays.date_range }, items: [item(['2026-12-31'])] },
      [
        'menus.0.sections.0.items.0: Its date_range and dates allow no day that the menu and section above it allow',
      ],
    ],
  ] as const)('%s', (_, overrides, issues) => {
    expect(issuesOf(overrides as Parameters<typeof makeFile>[0])).toEqual(issues);
  });
});
