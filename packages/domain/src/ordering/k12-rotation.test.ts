import { describe, expect, it } from 'vitest';
import type { RestaurantDataFile } from '../menu/data-file';
import { makeFile, makeItem } from '../testing/factories';
import { datesBetween, type RotationalRotation, rotationalMenus, rotationFor } from './k12-rotation';

const day = (ids: string[]) => ids;
const week = (mon: string[], tue: string[] = mon) => ({
  monday: mon,
  tuesday: tue,
  wednesday: mon,
  thursday: mon,
  friday: mon,
  saturday: day(['meal-a']),
  sunday: [],
});

// Two-week cycle from Monday 23 February 2026: week 1 serves meal-a, week 2 meal-b (with milk on Tuesdays).
const rotation: RotationalRotation = {
  id: 'cycle',
  name: 'Spring cycle',
  menu_id: 'm1',
  start_date: '2026-02-23',
  weeks: [week(['meal-a', 'milk']), week(['meal-b'], ['meal-b', 'milk'])],
  localization: { fr: { name: 'Cycle du printemps' } },
};

function schoolFile(overrides: { weekend_ordering?: boolean } = {}): RestaurantDataFile {
  const open = [{ open: '07:00', close: '15:00' }];
  const file = makeFile({
    restaurant: {
      k12: true,
      subsidies_enabled: true,
      hours: { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open },
      holiday_hours: [
        {
          date: '2026-03-11',
          name: 'PA day',
          full_day: true,
          localization: { fr: { name: 'Journée pédagogique' } },
        },
        // Beyond the 20 days ahead: still said to be a holiday; no French name.
        { date: '2026-03-26', name: 'Spring holiday', full_day: true },
      ],
    },
    menu: { scheduled: true },
    order_options: {
      order_cutoff_days: 2,
      max_advanced_order_days: 20,
      weekend_ordering: overrides.weekend_ordering ?? false,
    },
    items: [
      makeItem({
        id: 'meal-a',
        name: 'Pizza',
        price: 6,
        meal_package: true,
        localization: { fr: { name: 'Pizza fr' } },
      }),
      makeItem({ id: 'meal-b', name: 'Pasta', price: 7, meal_package: true }),
      makeItem({ id: 'milk', name: 'Milk', price: 1.5 }),
    ],
    subsidies: [
      {
        id: 'half',
        name: 'Half off meals',
        type: 'discount',
        target_users: 'codes',
        target_items: 'meals',
        discount_percentage: 50,
        codes: ['HALF'],
        is_active: true,
      },
    ],
  });
  return { ...file, rotational_menus: [rotation] };
}

// Wednesday 4 March 2026, 10:00 in Toronto. K-12 cutoff: today + 2 days + 1 = Saturday 7 March, a weekend without
// weekend ordering, so it moves to Monday 9 March.
const NOW = new Date('2026-03-04T15:00:00Z');

describe('K-12 rotational menus: the cycle of weeks', () => {
  it.each([
    ['2026-02-23', 0],
    ['2026-03-01', 0],
    ['2026-03-02', 1],
    ['2026-03-08', 1],
    ['2026-03-09', 0], // the cycle starts over
    ['2026-03-18', 1],
    ['2027-01-04', (Math.floor(315 / 7) % 2) as number],
  ])('%s is week %i of the cycle', (date, index) => {
    expect(rotationFor([rotation], date)?.week).toBe(index);
  });

  it('has no cycle before its start date, and the latest started one serves a date', () => {
    expect(rotationFor([rotation], '2026-02-22')).toBeNull();
    const later = { ...rotation, id: 'winter', start_date: '2026-03-16' };
    expect(rotationFor([rotation, later], '2026-03-13')?.rotation.id).toBe('cycle');
    expect(rotationFor([rotation, later], '2026-03-16')).toMatchObject({
      rotation: { id: 'winter' },
      week: 0,
    });
  });

  it('lists every date of the range, both ends included, across a month end', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('K-12 rotational menus: what each day offers and whether it can be ordered', () => {
  const days = rotationalMenus({
    file: schoolFile(),
    start: '2026-03-02',
    end: '2026-03-29',
    now: NOW,
    locale: 'en',
    user: {},
  });
  const byDate = new Map(days.map((d) => [d.date, d]));

  it.each([
    ['2026-03-02', false, 'past_date'], // this week's Monday, gone by: the calendar says the day has passed
    ['2026-03-03', false, 'past_date'],
    ['2026-03-04', false, 'before_cutoff'], // today
    ['2026-03-06', false, 'before_cutoff'], // Friday, before the K-12 cutoff (two days + one)
    ['2026-03-07', false, 'weekend'], // Saturday: the cycle lists a meal, but no weekend ordering
    ['2026-03-09', true, null], // Monday: the cutoff moved off the weekend to here
    ['2026-03-10', true, null],
    ['2026-03-11', false, 'holiday'],
    ['2026-03-15', false, 'weekend'],
    ['2026-03-24', true, null], // the 20th day ahead
    ['2026-03-25', false, 'beyond_advance_days'],
    ['2026-03-26', false, 'holiday'], // a holiday beyond the advance days
    ['2026-03-27', false, 'beyond_advance_days'],
  ])('%s orderable %s (%s)', (date, orderable, reason) => {
    expect(byDate.get(date)).toMatchObject({ orderable, reason });
  });

  it('serves each date the items of its week of the cycle, priced', () => {
    // Week 2 of the cycle: pasta, with milk on Tuesday; then the cycle starts over with pizza and milk.
    expect(byDate.get('2026-03-02')?.items.map((i) => i.id)).toEqual(['meal-b']);
    expect(byDate.get('2026-03-03')?.items.map((i) => i.id)).toEqual(['meal-b', 'milk']);
    expect(byDate.get('2026-03-03')?.cycleWeek).toBe(2);
    expect(byDate.get('2026-03-10')?.items.map((i) => [i.id, i.price])).toEqual([
      ['meal-a', 600],
      ['milk', 150],
    ]);
    expect(byDate.get('2026-03-10')?.cycleWeek).toBe(1);
    expect(byDate.get('2026-03-11')?.holidayName).toBe('PA day');
    expect(byDate.get('2026-03-26')?.holidayName).toBe('Spring holiday');
    expect(byDate.get('2026-03-09')?.deliveryTime).toBe('2026-03-09T16:00:00.000Z'); // noon in Toronto (EDT)
  });

  it('a Sunday with no items is no_menu only when nothing else forbids it', () => {
    const weekend = rotationalMenus({
      file: schoolFile({ weekend_ordering: true }),
      start: '2026-03-14',
      end: '2026-03-15',
      now: NOW,
      locale: 'en',
      user: {},
    });
    expect(weekend.map((d) => [d.date, d.orderable, d.reason])).toEqual([
      ['2026-03-14', true, null],
      ['2026-03-15', false, 'closed'], // no hours on Sunday
    ]);
  });

  it('prices meals for a user with a subsidy code, names in the locale', () => {
    const [monday] = rotationalMenus({
      file: schoolFile(),
      start: '2026-03-09',
      end: '2026-03-09',
      now: NOW,
      locale: 'fr',
      user: { subsidyCode: 'HALF' },
    });
    expect(monday?.items.map((i) => [i.id, i.price])).toEqual([
      ['meal-a', 300],
      ['milk', 150],
    ]);
    expect(monday?.rotationName).toBe('Cycle du printemps');
    expect(monday?.items[0]?.name).toBe('Pizza fr');
  });

  it('names a holiday in the parent’s language, as written where it has no translation', () => {
    const fr = rotationalMenus({
      file: schoolFile(),
      start: '2026-03-11',
      end: '2026-03-26',
      now: NOW,
      locale: 'fr',
      user: {},
    });
    const byDateFr = new Map(fr.map((d) => [d.date, d]));
    expect(byDateFr.get('2026-03-11')).toMatchObject({
      reason: 'holiday',
      holidayName: 'Journée pédagogique',
    });
    expect(byDateFr.get('2026-03-26')).toMatchObject({ reason: 'holiday', holidayName: 'Spring holiday' });
    expect(byDateFr.get('2026-03-12')?.holidayName).toBeNull();
  });

  it('a date before the cycle has no menu', () => {
    const [before] = rotationalMenus({
      file: schoolFile(),
      start: '2026-02-20',
      end: '2026-02-20',
      now: new Date('2026-02-10T15:00:00Z'),
      locale: 'en',
      user: {},
    });
    expect(before).toMatchObject({ items: [], orderable: false, reason: 'no_menu', rotationId: null });
  });
});
