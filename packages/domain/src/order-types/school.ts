/**
 * School (K-12) meals: a parent orders for a student, per school day of the weekly rotational menus, before the
 * cutoff counted in school weeks; sign-in unless the restaurant says otherwise.
 */
import type { OrderTypeDefinition } from './definition';

export const school: OrderTypeDefinition = {
  id: 'school',
  wire: 'school',
  alsoNamed: [],
  ways: ['school'],
  matches: (flags) => Boolean(flags.k12),
  needs: { table: false, address: false, slot: 'day', login: 'k12_requires_login', payment: 'when-owed' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'school', menus: 'any' },
  ticket: { label: 'staff.types.school', promise: 'readyAt', place: 'student', channel: 'k12' },
};
