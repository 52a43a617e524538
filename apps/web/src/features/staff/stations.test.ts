import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { describe, expect, it } from 'vitest';
import { expoOrders, stationTickets } from './stations';
import { staffOrderFactory } from './testing';

const line = (position: number, itemId: string, over: Partial<StaffOrder['lines'][number]> = {}) => ({
  position,
  itemId,
  menuId: 'm1',
  sectionId: 's1',
  name: itemId,
  names: {},
  quantity: 1,
  unitPrice: 10,
  price: 10,
  options: [],
  specialInstructions: null,
  refundedQuantity: 0,
  ...over,
});

const view = {
  restaurantId: 1,
  stations: [
    { id: 'grill', name: 'Grill', names: {} },
    { id: 'cold', name: 'Cold', names: {} },
  ],
  items: [
    { menuId: 'm1', sectionId: 's1', itemId: 'burger', station: 'grill' },
    { menuId: 'm1', sectionId: 's1', itemId: 'salad', station: 'cold' },
  ],
};

const orders = [
  staffOrderFactory({
    id: 'late-000001',
    number: 3,
    pickupTime: '2026-11-23T18:00:00.000Z',
    lines: [line(0, 'burger'), line(1, 'salad'), line(2, 'water')],
  }),
  staffOrderFactory({
    id: 'soon-000002',
    number: 4,
    status: 'in_progress',
    pickupTime: '2026-11-23T17:30:00.000Z',
    lines: [line(0, 'burger', { quantity: 2 })],
    stationsDone: [],
  }),
  staffOrderFactory({ id: 'cold-000003', number: 5, lines: [line(0, 'salad')], stationsDone: ['cold'] }),
  staffOrderFactory({ id: 'done-000004', number: 6, status: 'ready', lines: [line(0, 'burger')] }),
  staffOrderFactory({
    id: 'refd-000005',
    number: 7,
    status: 'in_progress',
    lines: [line(0, 'burger', { refundedQuantity: 1 })],
  }),
];

describe("a station's tickets", () => {
  it('are the open orders with its lines, due first, showing only its lines', () => {
    const grill = stationTickets(orders, view.items, 'grill');
    expect(grill.map((t) => t.order.number)).toEqual([4, 3]);
    expect(grill[1]!.lines.map((l) => l.itemId)).toEqual(['burger']);
  });

  it('leave out what the station marked done, ready orders and lines refunded whole', () => {
    expect(stationTickets(orders, view.items, 'cold').map((t) => t.order.number)).toEqual([3]);
  });
});

describe("the expo's orders", () => {
  it('list each open order with the stations it needs, done or not', () => {
    const expo = expoOrders(orders, view);
    expect(expo.map((e) => [e.order.number, e.stations, e.allDone])).toEqual([
      [5, [{ station: 'cold', done: true }], true],
      // Its one line refunded whole: nothing left for a station.
      [7, [], true],
      [4, [{ station: 'grill', done: false }], false],
      [
        3,
        [
          { station: 'grill', done: false },
          { station: 'cold', done: false },
        ],
        false,
      ],
    ]);
  });
});
