import { describe, expect, it } from 'vitest';
import type { OrderingWay } from '../ordering/ordering-way';
import {
  isOrderType,
  namesItsType,
  ORDER_TYPES,
  type OrderTypeDefinition,
  orderType,
  orderTypeOf,
  waysOf,
  wireTypeOf,
} from './index';
import { waitsInLiveQueue } from './live-queue';
import { ORDER_TYPE_VALUES, type OrderFlags, type OrderType } from './wire';

describe('Order type, derived in order (ordering.md section 4)', () => {
  it.each([
    [
      'pre-ordering gives catering',
      { preOrdering: true, genericCatering: true, k12: true, takeout: true },
      'catering',
    ],
    ['generic-catering flag', { genericCatering: true, k12: true, takeout: true }, 'generic-catering'],
    ['K-12 restaurant gives school', { k12: true, takeout: true, takeoutType: 'delivery' }, 'school'],
    ['takeout flag gives take-out', { takeout: true }, 'take-out'],
    ['takeout with pickup chosen', { takeout: true, takeoutType: 'pickup' }, 'pickup'],
    ['takeout with delivery chosen', { takeout: true, takeoutType: 'delivery' }, 'delivery'],
    ['takeout with no choice yet', { takeout: true, takeoutType: null }, 'take-out'],
    ['pickup choice without the takeout flag', { takeoutType: 'pickup', tableNum: 4 }, 'dine-in'],
    ['otherwise dine-in', { tableNum: '12' }, 'dine-in'],
    ['no flags at all', {}, 'dine-in'],
  ] as [string, OrderFlags, string][])('%s', (_name, flags, type) => {
    expect(wireTypeOf(flags)).toBe(type);
  });
});

describe('the type a request names agrees with its flags', () => {
  it.each([
    [{ tableNum: '12' }, 'dine-in', true],
    [{ tableNum: '12' }, 'pickup', false],
    [{ takeout: true }, 'take-out', true],
    [{ takeout: true }, 'pickup', true],
    [{ takeout: true }, 'delivery', true],
    [{ takeout: true }, 'dine-in', false],
    [{ takeout: true, takeoutType: 'delivery' }, 'delivery', true],
    [{ takeout: true, takeoutType: 'delivery' }, 'pickup', false],
    [{ takeout: true, takeoutType: 'pickup' }, 'delivery', false],
    [{ genericCatering: true }, 'generic-catering', true],
    [{ genericCatering: true }, 'catering', false],
    [{ genericCatering: true }, 'take-out', false],
    [{ preOrdering: true }, 'catering', true],
    [{ preOrdering: true }, 'generic-catering', false],
    [{ eventDay: true }, 'catering', true],
    [{ eventDay: true }, 'dine-in', true],
    [{ eventDay: true }, 'pickup', false],
    [{ k12: true }, 'school', true],
    [{ k12: true }, 'dine-in', false],
    [{ anotherRoundId: 'abc' }, 'dine-in', true],
  ] as [OrderFlags, string, boolean][])('%j naming %s: %s', (flags, type, agrees) => {
    expect(namesItsType(flags, type as OrderType)).toBe(agrees);
  });
});

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

describe('a placed order is asked one way of ordering', () => {
  it.each<[OrderFlags, OrderType, OrderingWay[] | null]>([
    [{ takeout: true }, 'delivery', ['delivery']],
    [{ takeout: true }, 'pickup', ['pickup']],
    // Take-out placed without its choice is asked pickup's questions.
    [{ takeout: true }, 'take-out', ['pickup']],
    [{ takeout: true, takeoutType: 'delivery' }, 'delivery', ['delivery']],
    [{ tableNum: '12' }, 'dine-in', ['dine-in']],
    [{ eventDay: true, tableNum: '101' }, 'catering', ['suite']],
    [{ k12: true }, 'school', ['school']],
    [{}, 'dine-in', null],
  ])('%j placed as %s: %j', (flags, placed, ways) => {
    expect(waysOf(flags, placed)).toEqual(ways);
  });
});

describe('the order types, one file each', () => {
  it('registers dine-in, take-out (pickup or delivery), generic catering, school, suite pre-order, event day and another round', () => {
    expect(ORDER_TYPES.map((t) => t.id).sort()).toEqual(
      [
        'another-round',
        'delivery',
        'dine-in',
        'event-day',
        'generic-catering',
        'pickup',
        'school',
        'suite-pre-order',
        'take-out',
      ].sort(),
    );
  });

  it('names every type on the wire with one of the order types the API knows, and finds a type for each of them', () => {
    expect([...ORDER_TYPE_VALUES].sort()).toEqual(
      ['catering', 'generic-catering', 'school', 'dine-in', 'take-out', 'pickup', 'delivery'].sort(),
    );
    for (const t of ORDER_TYPES) {
      expect(isOrderType(t.wire)).toBe(true);
      for (const other of t.alsoNamed) expect(isOrderType(other)).toBe(true);
    }
    for (const value of ORDER_TYPE_VALUES) expect(orderType(value).wire).toBe(value);
  });

  it.each([
    ['dine-in', 'dine-in'],
    ['pickup', 'pickup'],
    ['take-out', 'take-out'],
    ['delivery', 'delivery'],
    ['catering', 'suite-pre-order'],
    ['generic-catering', 'generic-catering'],
    ['school', 'school'],
  ] as const)('finds for the wire word %s the first type naming it, a table for dine-in: %s', (word, id) => {
    expect(orderType(word).id).toBe(id);
  });

  it('is what its own flags give', () => {
    const flagsOf: Record<OrderTypeDefinition['id'], OrderFlags> = {
      'dine-in': { tableNum: '12' },
      'another-round': { anotherRoundId: 'r1' },
      'take-out': { takeout: true },
      pickup: { takeout: true, takeoutType: 'pickup' },
      delivery: { takeout: true, takeoutType: 'delivery' },
      'generic-catering': { genericCatering: true },
      'suite-pre-order': { preOrdering: true },
      'event-day': { eventDay: true, tableNum: 'Suite 101' },
      school: { k12: true },
    };
    for (const t of ORDER_TYPES) {
      expect(orderTypeOf(flagsOf[t.id])?.id).toBe(t.id);
      expect(namesItsType(flagsOf[t.id], t.wire)).toBe(true);
    }
  });

  it('says no and answers nothing for a string that is not an order type', () => {
    expect(isOrderType('curbside')).toBe(false);
    expect(isOrderType(undefined)).toBe(false);
    expect(orderTypeOf({ takeoutType: 'pickup' })).toBeNull();
  });
});

const row = (t: OrderTypeDefinition) => ({
  table: t.needs.table,
  address: t.needs.address,
  slot: t.needs.slot,
  login: t.needs.login,
  payment: t.needs.payment,
  deliveryCharge: t.pricing.deliveryCharge,
  orderedAhead: t.scheduling.orderedAhead,
  takeOutMenus: t.scheduling.menus === 'take-out',
  promise: t.ticket.promise,
  place: t.ticket.place,
});

describe('what each type needs, how it is priced and scheduled, what it shows', () => {
  // prettier-ignore
  it.each<[OrderTypeDefinition['id'], ReturnType<typeof row>]>([
    // Dine-in at a table, and another round at the same table: for now, staff bring it, no promised time.
    [
      'dine-in',
      {
        table: true,
        address: false,
        slot: 'now',
        login: 'none',
        payment: 'when-owed',
        deliveryCharge: false,
        orderedAhead: 'no',
        takeOutMenus: false,
        promise: 'none-if-now',
        place: 'table',
      },
    ],
    [
      'another-round',
      {
        table: true,
        address: false,
        slot: 'now',
        login: 'none',
        payment: 'when-owed',
        deliveryCharge: false,
        orderedAhead: 'no',
        takeOutMenus: false,
        promise: 'none-if-now',
        place: 'table',
      },
    ],
    // Take-out, pickup or delivery: a slot from the take-out menus; only delivery has an address and its charge.
    [
      'take-out',
      {
        table: false,
        address: false,
        slot: 'slot',
        login: 'none',
        payment: 'when-owed',
        deliveryCharge: false,
        orderedAhead: 'no',
        takeOutMenus: true,
        promise: 'readyAt',
        place: 'none',
      },
    ],
    [
      'pickup',
      {
        table: false,
        address: false,
        slot: 'slot',
        login: 'none',
        payment: 'when-owed',
        deliveryCharge: false,
        orderedAhead: 'no',
        takeOutMenus: true,
        promise: 'pickupAt',
        place: 'none',
      },
    ],
    [
      'delivery',
      {
        table: false,
        address: true,
        slot: 'slot',
        login: 'none',
        payment: 'when-owed',
        deliveryCharge: true,
        orderedAhead: 'no',
        takeOutMenus: true,
        promise: 'deliveryAt',
        place: 'address',
      },
    ],
    // Catering: login where configured, a payment method always, the cutoff in days.
    [
      'generic-catering',
      {
        table: false,
        address: false,
        slot: 'slot',
        login: 'generic_catering_requires_login',
        payment: 'always',
        deliveryCharge: false,
        orderedAhead: 'days',
        takeOutMenus: false,
        promise: 'readyAt',
        place: 'none',
      },
    ],
    // Suite pre-order and event day: the suite owner, a payment method always (a saved card to pre-order).
    [
      'suite-pre-order',
      {
        table: false,
        address: false,
        slot: 'event',
        login: 'suite-owner',
        payment: 'always',
        deliveryCharge: false,
        orderedAhead: 'days',
        takeOutMenus: false,
        promise: 'readyAt',
        place: 'suite',
      },
    ],
    [
      'event-day',
      {
        table: true,
        address: false,
        slot: 'now',
        login: 'suite-owner',
        payment: 'always',
        deliveryCharge: false,
        orderedAhead: 'days',
        takeOutMenus: false,
        promise: 'readyAt',
        place: 'suite',
      },
    ],
    // School meals: per school day, login when K-12 requires it (default true), the cutoff in school weeks.
    [
      'school',
      {
        table: false,
        address: false,
        slot: 'day',
        login: 'k12_requires_login',
        payment: 'when-owed',
        deliveryCharge: false,
        orderedAhead: 'school',
        takeOutMenus: false,
        promise: 'readyAt',
        place: 'student',
      },
    ],
  ])('%s', (id, expected) => {
    const t = ORDER_TYPES.find((d) => d.id === id);
    expect(t && row(t)).toEqual(expected);
  });

  it.each<[OrderType, string]>([
    ['dine-in', 'staff.types.dine-in'],
    ['take-out', 'staff.types.take-out'],
    ['pickup', 'staff.types.pickup'],
    ['delivery', 'staff.types.delivery'],
    ['catering', 'staff.types.catering'],
    ['generic-catering', 'staff.types.generic-catering'],
    ['school', 'staff.types.school'],
  ])('a %s ticket is labelled %s', (type, label) => {
    expect(orderType(type).ticket.label).toBe(label);
  });
});

describe("a placed order's page shows the kitchen's live wait only for an order wanted now", () => {
  it.each([
    ['take-out', false, true],
    ['pickup', false, true],
    ['delivery', false, true],
    ['dine-in', false, true],
    ['pickup', undefined, true],
    // Scheduled for a later time: its time, not the queue's wait.
    ['take-out', true, false],
    ['pickup', true, false],
    ['delivery', true, false],
    // A school day's meal, days ahead, even when the order says nothing of a schedule.
    ['school', false, false],
    ['school', undefined, false],
    ['generic-catering', false, false],
    ['catering', false, false],
  ] as [OrderType, boolean | undefined, boolean][])('%s, scheduled %s: %s', (type, scheduled, waits) => {
    expect(waitsInLiveQueue(type, scheduled)).toBe(waits);
  });
});
