import { describe, expect, it } from 'vitest';
import { actionForStatus, actionsOf, canDo, highestRole, type StaffAction, type StaffRole } from './roles';

describe('staff roles (DESIGN.md section 14)', () => {
  const table: [StaffAction, staff: boolean, manager: boolean, owner: boolean][] = [
    ['orders.read', true, true, true],
    ['orders.accept', true, true, true],
    ['orders.ready', true, true, true],
    ['orders.complete', true, true, true],
    ['orders.decline', false, true, true],
    ['orders.refund', false, true, true],
    ['restaurant.pause', false, true, true],
    ['menu.soldOut', false, true, true],
    ['credits.manage', false, true, true],
    ['menu.publish', false, false, true],
    ['staff.manage', false, false, true],
    ['restaurant.maintenance', false, false, true],
  ];
  it.each(table)('%s: staff %s, manager %s, owner %s', (action, staff, manager, owner) => {
    expect(canDo('staff', action)).toBe(staff);
    expect(canDo('manager', action)).toBe(manager);
    expect(canDo('owner', action)).toBe(owner);
  });

  it('lists a role’s actions in the table’s order', () => {
    expect(actionsOf('staff')).toEqual(['orders.read', 'orders.accept', 'orders.ready', 'orders.complete']);
    expect(actionsOf('owner')).toHaveLength(12);
  });

  it.each([
    [[], null],
    [['staff'], 'staff'],
    [['staff', 'owner', 'manager'], 'owner'],
    [['manager', 'staff'], 'manager'],
  ] as [StaffRole[], StaffRole | null][])('the highest of %j is %s', (roles, expected) => {
    expect(highestRole(roles)).toBe(expected);
  });

  it('maps each status change to the action it is', () => {
    expect(actionForStatus('in_progress')).toBe('orders.accept');
    expect(actionForStatus('ready')).toBe('orders.ready');
    expect(actionForStatus('completed')).toBe('orders.complete');
    expect(actionForStatus('cancelled')).toBe('orders.decline');
    expect(actionForStatus('pending')).toBeNull();
  });
});
