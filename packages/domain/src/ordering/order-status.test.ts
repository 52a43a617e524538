import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  isFinalStatus,
  isLaterStatus,
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status';

const allowed: [OrderStatus, OrderStatus][] = [
  ['pending', 'in_progress'],
  ['in_progress', 'ready'],
  ['ready', 'completed'],
  ['pending', 'cancelled'],
  ['in_progress', 'cancelled'],
  ['ready', 'cancelled'],
];

describe('order status transitions', () => {
  it('allows exactly the lifecycle steps and cancelling an order not yet final', () => {
    const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
    const permitted = pairs.filter(([from, to]) => canMoveTo(from, to));
    expect(permitted).toEqual(expect.arrayContaining(allowed));
    expect(permitted).toHaveLength(allowed.length);
  });

  it('has completed and cancelled as the final statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
  });

  it('orders statuses for live views: every allowed step moves forward, nothing moves back', () => {
    for (const [from, to] of allowed) expect(isLaterStatus(to, from)).toBe(true);
    expect(isLaterStatus('in_progress', 'ready')).toBe(false);
    expect(isLaterStatus('ready', 'ready')).toBe(false);
    expect(isLaterStatus('completed', 'pending')).toBe(true);
    expect(isLaterStatus('cancelled', 'completed')).toBe(false);
  });

  it('recognises statuses', () => {
    expect(isOrderStatus('ready')).toBe(true);
    expect(isOrderStatus('in-progress')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});
