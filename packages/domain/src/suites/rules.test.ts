import { describe, expect, it } from 'vitest';
import { decideRound } from '../tabs/hold';
import {
  canPreOrder,
  changePaymentPreference,
  eventDayCard,
  eventDayEndsAt,
  isEventDay,
  isUpcomingOrToday,
  parseTabLimit,
  preOrderLockAt,
  remainingTab,
  suiteOrderEvent,
  suiteTabLimit,
  tabLimitEvent,
} from './rules';

const event = { startsAt: new Date('2026-12-05T00:00:00Z'), lockHours: 48 }; // 19:00 Toronto, Dec 4

describe('pre-order lock (a suite pre-orders or changes its pre-order only before the lock period)', () => {
  it('locks order_lock_period hours before the start', () => {
    expect(preOrderLockAt(event).toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(preOrderLockAt({ ...event, lockHours: 0 }).toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
  it.each([
    ['a week before', '2026-11-28T00:00:00Z', true],
    ['one minute before the lock', '2026-12-02T23:59:00Z', true],
    ['one millisecond before the lock', '2026-12-02T23:59:59.999Z', true],
    ['at the lock instant', '2026-12-03T00:00:00Z', false],
    ['after the lock, before the event', '2026-12-04T12:00:00Z', false],
    ['after the event started', '2026-12-05T01:00:00Z', false],
  ])('%s -> %s', (_name, now, expected) => {
    expect(canPreOrder(event, new Date(now))).toBe(expected);
  });
  it('with no lock period, until the start', () => {
    const open = { ...event, lockHours: 0 };
    expect(canPreOrder(open, new Date('2026-12-04T23:59:00Z'))).toBe(true);
    expect(canPreOrder(open, new Date('2026-12-05T00:00:00Z'))).toBe(false);
  });
});

describe("event day, in the venue's zone", () => {
  it.each([
    ['same local evening', '2026-12-04T15:00:00Z', 'America/Toronto', true],
    ['the UTC date of the start is the next local day', '2026-12-05T05:30:00Z', 'America/Toronto', false],
    ['local morning of the event day', '2026-12-04T10:00:00Z', 'America/Toronto', true],
    ['the day before', '2026-12-03T20:00:00Z', 'America/Toronto', false],
    ['in Vancouver the start is 16:00 on Dec 4', '2026-12-04T09:00:00Z', 'America/Vancouver', true],
  ])('%s', (_name, now, zone, expected) => {
    expect(isEventDay(event.startsAt, zone, new Date(now))).toBe(expected);
  });
  it.each([
    ['an evening event in Toronto', '2026-12-05T00:00:00Z', 'America/Toronto', '2026-12-05T05:00:00.000Z'],
    ['a morning event in Toronto', '2026-12-04T15:00:00Z', 'America/Toronto', '2026-12-05T05:00:00.000Z'],
    ['the same start in Halifax', '2026-12-05T00:00:00Z', 'America/Halifax', '2026-12-05T04:00:00.000Z'],
    ['the day the clocks go back', '2026-11-01T18:00:00Z', 'America/Toronto', '2026-11-02T05:00:00.000Z'],
    ['the day the clocks go forward', '2026-03-08T18:00:00Z', 'America/Toronto', '2026-03-09T04:00:00.000Z'],
  ])("the event's day ends at the next local midnight: %s", (_name, startsAt, zone, expected) => {
    expect(eventDayEndsAt(new Date(startsAt), zone).toISOString()).toBe(expected);
  });
  it('upcoming means from the event day on', () => {
    expect(isUpcomingOrToday(event.startsAt, 'America/Toronto', new Date('2026-12-04T23:00:00Z'))).toBe(true);
    expect(isUpcomingOrToday(event.startsAt, 'America/Toronto', new Date('2026-12-05T06:00:00Z'))).toBe(
      false,
    );
    expect(isUpcomingOrToday(event.startsAt, 'America/Toronto', new Date('2026-11-01T06:00:00Z'))).toBe(true);
  });
});

describe('payment preference is fixed after the first event-day order', () => {
  it.each([
    [null, 'charge', 0, { ok: true, changed: true }],
    [null, 'invoice', 0, { ok: true, changed: true }],
    ['charge', 'invoice', 0, { ok: true, changed: true }],
    ['invoice', 'invoice', 3, { ok: true, changed: false }],
    ['charge', 'invoice', 1, { ok: false, reason: 'fixed_after_first_order' }],
    [null, 'charge', 1, { ok: false, reason: 'fixed_after_first_order' }],
  ] as const)('%s -> %s with %d orders', (current, next, orders, expected) => {
    expect(changePaymentPreference(current, next, orders)).toEqual(expected);
  });
});

describe("the owner's card: the first order's card once there is one", () => {
  it.each([
    ['fixed card, none chosen', 'pm1', null, 'pm2', { ok: true, paymentCardId: 'pm1' }],
    ['fixed card, same chosen', 'pm1', 'pm1', 'pm2', { ok: true, paymentCardId: 'pm1' }],
    ['fixed card, another chosen', 'pm1', 'pm2', 'pm2', { ok: false, reason: 'card_fixed' }],
    ['first order, chosen card', null, 'pm2', 'pm1', { ok: true, paymentCardId: 'pm2' }],
    ['first order, default card', null, null, 'pm1', { ok: true, paymentCardId: 'pm1' }],
    ['first order, no card', null, undefined, null, { ok: false, reason: 'no_card' }],
  ] as const)('%s', (_name, fixed, chosen, fallback, expected) => {
    expect(eventDayCard(fixed, chosen, fallback)).toEqual(expected);
  });
  it.each([
    ['fixed card removed, another chosen', 'pm1', 'pm2', 'pm3', { ok: true, paymentCardId: 'pm2' }],
    ['fixed card removed, none chosen', 'pm1', null, 'pm3', { ok: false, reason: 'fixed_card_removed' }],
    ['fixed card removed, no card left', 'pm1', undefined, null, { ok: false, reason: 'no_card' }],
  ] as const)(
    '%s: a card is asked for, never the default in silence',
    (_name, fixed, chosen, fallback, expected) => {
      expect(eventDayCard(fixed, chosen, fallback, false)).toEqual(expected);
    },
  );
});

describe('tab limit (free text) parsing', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['250.50', 25_050],
    ['$250', 25_000],
    ['250 $', 25_000],
    ['250,50', 25_050],
    ['1,000', 100_000],
    ['1,000.25', 100_025],
    ['1 000', 100_000],
    ['0.01', 1],
    ['1,000,000', 100_000_000],
  ])('%s -> %d cents', (text, cents) => {
    expect(parseTabLimit(text)).toEqual({ ok: true, cents });
  });
  it.each([[''], ['  '], [null], [undefined]])('%o removes the limit', (text) => {
    expect(parseTabLimit(text)).toEqual({ ok: true, cents: null });
  });
  it.each([
    ['abc'],
    ['-5'],
    ['0'],
    ['0.00'],
    ['12.345'],
    ['1e3'],
    ['12..5'],
    ['99999999'],
    ['1000000.01'],
    ['1000001'],
  ])('%s is refused', (text) => {
    expect(parseTabLimit(text)).toEqual({ ok: false });
  });
});

describe('tab-limit event fires when the limit was unset or changed', () => {
  it.each([
    [null, 25_000, 'set'],
    [25_000, 30_000, 'changed'],
    [25_000, null, 'removed'],
    [25_000, 25_000, null],
    [null, null, null],
  ] as const)('%s -> %s: %s', (previous, next, expected) => {
    expect(tabLimitEvent(previous, next)).toBe(expected);
  });
});

describe('tab limit enforcement', () => {
  it.each([
    ['no limit', { limitCents: null, active: true, spentCents: 90_000 }, 50_000, { kind: 'send' }, null],
    ['inactive tab', { limitCents: 10_000, active: false, spentCents: 9_000 }, 5_000, { kind: 'send' }, null],
    ['fits', { limitCents: 10_000, active: true, spentCents: 4_000 }, 6_000, { kind: 'send' }, 6_000],
    [
      'one cent over',
      { limitCents: 10_000, active: true, spentCents: 4_000 },
      6_001,
      { kind: 'over_limit', left: 6_000 },
      6_000,
    ],
    [
      'already over (limit lowered)',
      { limitCents: 10_000, active: true, spentCents: 12_000 },
      1,
      { kind: 'over_limit', left: 0 },
      0,
    ],
  ] as const)('%s', (_name, tab, total, expected, remaining) => {
    // The suite's event-day tab holds no card: the tabs' one rule decides on its limit alone.
    const cover = { held: null, billed: tab.spentCents, step: 0, canRaise: false, limit: suiteTabLimit(tab) };
    expect(decideRound(cover, total)).toEqual(expected);
    expect(remainingTab(tab)).toBe(remaining);
  });
});

describe("order event: 'modifiedOrder' when a suite catering order id exists", () => {
  it.each([
    [null, 'createdOrder'],
    [undefined, 'createdOrder'],
    ['', 'createdOrder'],
    ['ord_123', 'modifiedOrder'],
    [42, 'modifiedOrder'],
  ] as const)('%o -> %s', (id, expected) => {
    expect(suiteOrderEvent(id)).toBe(expected);
  });
});
