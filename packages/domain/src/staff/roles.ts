/**
 * Staff roles at a restaurant: what each role may do. The server checks every staff call
 * against this table; the staff screens read the same table only to hide what a role cannot do.
 */
import type { OrderStatus } from '../ordering/order-status';

export const STAFF_ROLES = ['staff', 'manager', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = [
  'orders.read',
  'orders.accept',
  'orders.ready',
  'orders.complete',
  'orders.decline',
  'orders.refund',
  'restaurant.pause',
  'menu.soldOut',
  'credits.manage',
  'menu.publish',
  'staff.manage',
  'restaurant.maintenance',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const STAFF: readonly StaffAction[] = ['orders.read', 'orders.accept', 'orders.ready', 'orders.complete'];
const MANAGER: readonly StaffAction[] = [
  ...STAFF,
  'orders.decline',
  'orders.refund',
  'restaurant.pause',
  'menu.soldOut',
  'credits.manage',
];
const OWNER: readonly StaffAction[] = [...MANAGER, 'menu.publish', 'staff.manage', 'restaurant.maintenance'];

const ALLOWED: Record<StaffRole, ReadonlySet<StaffAction>> = {
  staff: new Set(STAFF),
  manager: new Set(MANAGER),
  owner: new Set(OWNER),
};

const RANK: Record<StaffRole, number> = { staff: 0, manager: 1, owner: 2 };

export function canDo(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[role].has(action);
}

/** Every action of a role, in the table's order (the staff screens hide the rest). */
export function actionsOf(role: StaffRole): StaffAction[] {
  return STAFF_ACTIONS.filter((a) => ALLOWED[role].has(a));
}

/** A user may hold a role at the restaurant and another at its group: the higher one counts. */
export function highestRole(roles: readonly StaffRole[]): StaffRole | null {
  let best: StaffRole | null = null;
  for (const role of roles) if (best === null || RANK[role] > RANK[best]) best = role;
  return best;
}

/** The action a status change is: accepting, marking ready, completing, or declining (cancelling). */
export function actionForStatus(status: OrderStatus): StaffAction | null {
  switch (status) {
    case 'in_progress':
      return 'orders.accept';
    case 'ready':
      return 'orders.ready';
    case 'completed':
      return 'orders.complete';
    case 'cancelled':
      return 'orders.decline';
    default:
      return null;
  }
}
