/**
 * A time asked for: `checkRequestedTime` at submission, an order for as soon as possible from a
 * device whose clock is behind, and `checkCartMenu`, a cart's menu before its time is chosen. The slots of a day are
 * tested in scheduling.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { translateOrdering } from './messages';
import { checkCartMenu, checkRequestedTime } from './scheduling';
import { build, type Case } from './scheduling-fixtures';

describe('checkRequestedTime at submission', () => {
  it.each([
    ['a slot start', '2026-03-04T16:00:00Z', {}, '2026-03-04T16:00:00.000Z'],
    ['inside a slot (an order for now plus prep)', '2026-03-04T16:10:00Z', {}, '2026-03-04T16:00:00.000Z'],
    ['the last slot', '2026-03-04T18:59:00Z', {}, '2026-03-04T18:30:00.000Z'],
    [
      'a slot with room',
      '2026-03-04T16:30:00Z',
      { taken: { '2026-03-04T16:30:00.000Z': 1 } },
      '2026-03-04T16:30:00.000Z',
    ],
  ] as [string, string, Case, string][])('accepts %s', (_name, requested, c, slotStart) => {
    const result = checkRequestedTime({ ...build(c), requested });
    expect(result.ok && result.slot.start).toBe(slotStart);
  });

  it.each([
    ['before opening: 418', '2026-03-04T15:00:00Z', {}, 418, 'closed'],
    ['at closing: 418', '2026-03-04T19:00:00Z', {}, 418, 'closed'],
    ['on a holiday: 418', '2026-03-05T16:00:00Z', {}, 418, 'holiday'],
    [
      'a full slot: 417',
      '2026-03-04T16:15:00Z',
      { taken: { '2026-03-04T16:00:00.000Z': 2 } },
      417,
      'slot_full',
    ],
    [
      'after last call: 424',
      '2026-03-04T18:00:00Z',
      { menu: { last_call_time: '12:45' } },
      424,
      'last_call_passed',
    ],
    [
      'within the required notice: 422',
      '2026-03-04T16:00:00Z',
      { menu: { required_notice: 150 } },
      422,
      'required_notice',
    ],
    [
      'beyond the advance days: 422',
      '2026-03-09T16:00:00Z',
      { orderOptions: { max_advanced_order_days: 2 } },
      422,
      'beyond_advance_days',
    ],
    [
      'menu for today only: 416',
      '2026-03-09T16:00:00Z',
      { menu: { scheduled: false } },
      416,
      'menu_not_available',
    ],
    [
      'orders paused: 419',
      '2026-03-04T16:00:00Z',
      { restaurant: { orders_paused: true } },
      419,
      'orders_paused',
    ],
    ['not a time: 418', 'not-a-time', {}, 418, 'closed'],
    // NOW is 09:00 in Toronto: a time already gone is said to be gone, not closed or inside the notice.
    ['earlier today, before opening: 422', '2026-03-04T13:00:00Z', {}, 422, 'time_passed'],
    [
      'earlier today, while open',
      '2026-03-04T16:30:00Z',
      { now: '2026-03-04T17:30:00Z' },
      422,
      'time_passed',
    ],
    [
      'the start of the slot now in progress',
      '2026-03-04T17:00:00Z',
      { now: '2026-03-04T17:10:00Z' },
      422,
      'time_passed',
    ],
    ['yesterday: 422', '2026-03-03T17:00:00Z', {}, 422, 'time_passed'],
  ] as [string, string, Case, number, string][])('refuses %s', (_name, requested, c, code, reason) => {
    const result = checkRequestedTime({ ...build(c), requested });
    expect(result.ok ? null : result.error).toMatchObject({ code, reason });
  });

  // An order for as soon as possible, from a device whose clock is behind the server's: NOW is 14:00 UTC, the
  // required notice 150 minutes, so the earliest is 16:30.
  it.each([
    [
      'a second behind: accepted, read as the earliest',
      '2026-03-04T16:29:59Z',
      true,
      '2026-03-04T16:30:00.000Z',
    ],
    ['two minutes behind: accepted', '2026-03-04T16:28:00Z', true, '2026-03-04T16:30:00.000Z'],
    ['more than two minutes behind: refused', '2026-03-04T16:27:59Z', true, null],
    ['a chosen slot a second early: refused', '2026-03-04T16:29:59Z', false, null],
  ] as [string, string, boolean, string | null][])('asap %s', (_name, requested, asap, slotStart) => {
    const result = checkRequestedTime({ ...build({ menu: { required_notice: 150 } }), requested, asap });
    if (slotStart === null) expect(result.ok ? null : result.error.reason).toBe('required_notice');
    else expect(result.ok && result.slot.start).toBe(slotStart);
  });

  it('takes the date of the requested time in the restaurant zone', () => {
    // 03:30 UTC on Thursday is still Wednesday 22:30 in Vancouver.
    const late = {
      ...build({ restaurant: { hours: null } }),
      zone: 'America/Vancouver',
      requested: '2026-03-05T06:30:00Z',
    };
    const result = checkRequestedTime(late);
    expect(result.ok && result.slot.label).toEqual({ hour: 22, minute: 30 });
  });

  it('says a time gone by has passed, in both languages', () => {
    const result = checkRequestedTime({ ...build({}), requested: '2026-03-04T13:00:00Z' });
    const key = result.ok ? null : result.error.key;
    expect(key && [translateOrdering('en-CA', key), translateOrdering('fr-CA', key)]).toEqual([
      'That time has passed. Please choose a later time.',
      'Cette heure est passée. Veuillez choisir une heure plus tard.',
    ]);
  });

  it('reports a translated message key', () => {
    const result = checkRequestedTime({ ...build({}), requested: '2026-03-05T16:00:00Z' });
    expect(result.ok ? null : translateOrdering('en-CA', result.error.key)).toBe(
      'The restaurant is closed at that time.',
    );
  });
});

describe('a cart’s menu before its time is chosen (item, validate, set-costs)', () => {
  // NOW is Wednesday 09:00 in Toronto, before the 11:00 opening; 12:00 is 17:00Z.
  const check = (c: Case & { cartDate?: string | null }) =>
    checkCartMenu({ ...build(c), date: c.cartDate === undefined ? null : c.cartDate })?.reason ?? null;
  it.each([
    ['a scheduled menu without a date: another time may be chosen at checkout', {}, null],
    ['a scheduled menu, ordering paused', { restaurant: { orders_paused: true } }, 'orders_paused'],
    ['for now, closed', { menu: { scheduled: false } }, 'closed'],
    ['for now, open', { menu: { scheduled: false }, now: '2026-03-04T17:00:00Z' }, null],
    ['dine-in now, closed', { orderType: 'dine-in', menu: { dine_in: true } }, 'closed'],
    [
      'dine-in now, open',
      { orderType: 'dine-in', menu: { dine_in: true }, now: '2026-03-04T17:05:00Z' },
      null,
    ],
    [
      'for now, its slot full',
      { menu: { scheduled: false }, now: '2026-03-04T17:05:00Z', taken: { '2026-03-04T17:00:00.000Z': 2 } },
      'slot_full',
    ],
    [
      'school meals without a date: ordered days ahead',
      { menu: { scheduled: false }, orderType: 'school' },
      null,
    ],
    ['a date in the past', { cartDate: '2026-03-03' }, 'past_date'],
    ['a holiday', { cartDate: '2026-03-05' }, 'holiday'],
    ['a Sunday (closed)', { cartDate: '2026-03-08' }, 'closed'],
    ['a school date on a weekend', { cartDate: '2026-03-07', orderType: 'school' }, 'weekend'],
    ['an open date', { cartDate: '2026-03-09' }, null],
    [
      'an open date with every slot full',
      {
        cartDate: '2026-03-07',
        taken: { '2026-03-07T17:00:00.000Z': 2, '2026-03-07T17:30:00.000Z': 2 },
      },
      'slot_full',
    ],
  ] as [string, Case & { cartDate?: string | null }, string | null][])('%s: %s', (_, c, reason) => {
    expect(check(c)).toBe(reason);
  });
});
