/** Dine-in: the diner orders at a table (or a stadium seat, or a generic table location) for now. */
import type { OrderTypeDefinition } from './definition';
import { present } from './wire';

export const dineIn: OrderTypeDefinition = {
  id: 'dine-in',
  wire: 'dine-in',
  alsoNamed: [],
  ways: ['dine-in'],
  matches: (flags) => present(flags.tableNum),
  needs: { table: true, address: false, slot: 'now', login: 'none', payment: 'when-owed' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'no', menus: 'dine-in' },
  ticket: { label: 'staff.types.dine-in', promise: 'none-if-now', place: 'table', channel: 'dine-in' },
};
