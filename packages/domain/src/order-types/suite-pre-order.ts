/**
 * Suite pre-order: the suite's owner orders ahead of an event for delivery to their suite at the suite's delivery
 * time (an event suite id without event-day ordering). Placed as 'catering' (apps/server/src/features/suites).
 */
import type { OrderTypeDefinition } from './definition';

export const suitePreOrder: OrderTypeDefinition = {
  id: 'suite-pre-order',
  wire: 'catering',
  alsoNamed: [],
  ways: ['suite'],
  matches: (flags) => Boolean(flags.preOrdering),
  needs: { table: false, address: false, slot: 'event', login: 'suite-owner', payment: 'always' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'days', menus: 'catering' },
  ticket: { label: 'staff.types.catering', promise: 'readyAt', place: 'suite', channel: 'suite' },
};
