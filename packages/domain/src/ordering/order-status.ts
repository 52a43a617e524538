/**
 * The order lifecycle: pending when placed, in_progress when staff accept it, ready, then
 * completed; any order not yet final may be cancelled. Staff moves follow these steps only, and a live view only
 * ever moves forward, so a late or repeated notice never takes a diner's screen back a step.
 */
export const ORDER_STATUSES = ['pending', 'in_progress', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** How far along the lifecycle a status is; the two final statuses are equally far. */
const STEP: Record<OrderStatus, number> = {
  pending: 0,
  in_progress: 1,
  ready: 2,
  completed: 3,
  cancelled: 3,
};

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** Whether `next` lies further along than `current` (not necessarily one step: a notice may have been missed). */
export function isLaterStatus(next: OrderStatus, current: OrderStatus): boolean {
  return STEP[next] > STEP[current];
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
