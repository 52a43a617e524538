import { ORDER_TYPE_VALUES } from '@ordering/domain/order-types/wire';
import { describe, expect, it } from 'vitest';
import {
  boardColumns,
  columnOf,
  localDay,
  matchesFilter,
  mergeOrder,
  ORDER_TYPES,
  waitingCount,
} from './board';
import { staffOrderFactory as order } from './testing';

describe('the board', () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'in_progress'],
    ['ready', 'ready'],
    ['completed', 'done'],
    ['cancelled', 'done'],
  ] as const)('puts a %s order in the %s column', (status, column) => {
    expect(columnOf({ status })).toBe(column);
  });

  it.each([
    [{ type: 'all', search: '' }, true],
    [{ type: 'delivery', search: '' }, false],
    [{ type: 'pickup', search: '#42' }, true],
    [{ type: 'all', search: '4' }, true],
    [{ type: 'all', search: '7' }, false],
    [{ type: 'all', search: 'tremb' }, true],
    [{ type: 'all', search: 'Jordan' }, false],
    // A hub's kitchen board: the order was placed with menu m1.
    [{ type: 'all', search: '', kitchen: 'm1' }, true],
    [{ type: 'all', search: '', kitchen: 'm2' }, false],
    [{ type: 'pickup', search: '42', kitchen: 'm1' }, true],
  ] as const)('filter %j keeps order #42 of Avery Tremblay (pickup): %s', (filter, kept) => {
    expect(matchesFilter(order({ number: 42 }), filter)).toBe(kept);
  });

  it('lists open columns by due time (scheduled orders wait their turn), done ones latest first', () => {
    const later = order({
      id: 'a-000000001',
      number: 1,
      pickupTime: '2026-11-23T19:00:00.000Z',
      scheduled: true,
    });
    const sooner = order({ id: 'a-000000002', number: 2, pickupTime: '2026-11-23T16:00:00.000Z' });
    const doneEarly = order({
      id: 'a-000000003',
      number: 3,
      status: 'completed',
      updatedAt: '2026-11-23T15:10:00Z',
    });
    const doneLate = order({
      id: 'a-000000004',
      number: 4,
      status: 'cancelled',
      updatedAt: '2026-11-23T15:20:00Z',
    });
    const columns = boardColumns([later, doneEarly, sooner, doneLate], { type: 'all', search: '' });
    expect(columns.pending.map((o) => o.number)).toEqual([2, 1]);
    expect(columns.done.map((o) => o.number)).toEqual([4, 3]);
    expect(columns.in_progress).toEqual([]);
  });

  it("reads an instant's day in the restaurant's zone", () => {
    expect(localDay('2026-11-24T03:30:00.000Z', 'America/Toronto')).toBe('2026-11-23');
    expect(localDay('2026-11-24T03:30:00.000Z', 'UTC')).toBe('2026-11-24');
  });

  describe('an order heard on the stream', () => {
    const board = { date: '2026-11-23', timezone: 'America/Toronto' };
    const held = order({ id: 'held-00000001', number: 1 });

    it('joins the list when due that day', () => {
      const next = order({ id: 'new-000000001', number: 2 });
      expect(mergeOrder([held], next, board).map((o) => o.number)).toEqual([1, 2]);
    });

    it('replaces the one held when newer, and never goes back to an older one', () => {
      const accepted = { ...held, status: 'in_progress' as const, updatedAt: '2026-11-23T15:05:00.000Z' };
      const merged = mergeOrder([held], accepted, board);
      expect(merged.map((o) => o.status)).toEqual(['in_progress']);
      expect(mergeOrder(merged, held, board).map((o) => o.status)).toEqual(['in_progress']);
    });

    it('leaves (or never joins) the list when due another day', () => {
      const tomorrow = {
        ...held,
        pickupTime: '2026-11-24T17:00:00.000Z',
        updatedAt: '2026-11-23T16:00:00.000Z',
      };
      expect(mergeOrder([held], tomorrow, board)).toEqual([]);
      expect(mergeOrder([], tomorrow, board)).toEqual([]);
    });
  });

  it('counts the orders waiting to be accepted', () => {
    expect(waitingCount([order(), order({ status: 'ready' }), order({ status: 'pending' })])).toBe(2);
  });
});

describe('the type filter', () => {
  it('lists the wire words of the order types, in the order the board has always shown them', () => {
    const shown = ['dine-in', 'pickup', 'take-out', 'delivery', 'catering', 'generic-catering', 'school'];
    expect(ORDER_TYPES.filter((type) => shown.includes(type))).toEqual(shown);
    expect(ORDER_TYPES).toBe(ORDER_TYPE_VALUES);
  });
});
