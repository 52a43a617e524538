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

/**
 * One Ontario round of three lines each taxed as it was: maple syrup zero-rated, pancakes at 13 % HST, a coffee under
 * the $4 point-of-sale rebate at 5 %, with a 10 % service charge (taxed with each line's goods, at its rate).
 */
export const MAPLE_ROUND: TabRound = {
  orderId: 'o9',
  orderedBy: 'ana',
  // 3300 + 330 service; taxes: syrup 0, pancakes (1800 + 180) × 13 % = 257, coffee (300 + 30) × 5 % = 17 (16.5)
  total: 3904,
  lines: [
    { id: 'syrup', name: 'Maple syrup', quantity: 1, amount: 1200, taxes: 0 },
    { id: 'pancakes', name: 'Pancakes', quantity: 1, amount: 1800, taxes: 257 },
    { id: 'coffee', name: 'Coffee', quantity: 1, amount: 300, taxes: 17 },
  ],
};
