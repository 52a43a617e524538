/**
 * Another round: a reorder at the table of an earlier dine-in order (`anotherRoundId`), which gives the table
 * (apps/server/src/features/orders/submission/another-round.ts). It is a dine-in order on the wire.
 */
import type { OrderTypeDefinition } from './definition';
import { present } from './wire';

export const anotherRound: OrderTypeDefinition = {
  id: 'another-round',
  wire: 'dine-in',
  alsoNamed: [],
  ways: ['dine-in'],
  matches: (flags) => present(flags.anotherRoundId),
  needs: { table: true, address: false, slot: 'now', login: 'none', payment: 'when-owed' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'no', menus: 'dine-in' },
  ticket: { label: 'staff.types.dine-in', promise: 'none-if-now', place: 'table', channel: 'dine-in' },
};
