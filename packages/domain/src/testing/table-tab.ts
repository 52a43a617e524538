import type { TabRound } from '../tabs/bill';

// A table of three: two rounds from two guests and one line staff entered (13 % HST on each order).
export const TABLE_OF_THREE: TabRound[] = [
  {
    orderId: 'o1',
    orderedBy: 'ana',
    total: 3277, // 2900 + 13 %
    lines: [
      { id: 'l1', name: 'Nachos', quantity: 1, amount: 1600 },
      { id: 'l2', name: 'IPA', quantity: 2, amount: 1300 },
    ],
  },
  {
    orderId: 'o2',
    orderedBy: 'ben',
    total: 2599, // 2300 + 13 %
    lines: [{ id: 'l3', name: 'Burger', quantity: 1, amount: 2300 }],
  },
  {
    orderId: 'o3',
    orderedBy: null,
    total: 904, // 800 + 13 %
    lines: [{ id: 'l4', name: 'Fries (staff)', quantity: 1, amount: 800 }],
  },
];
