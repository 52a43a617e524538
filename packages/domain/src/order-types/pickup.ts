/** Pickup: take-out the diner collects at a time slot they pick. */
import type { OrderTypeDefinition } from './definition';

export const pickup: OrderTypeDefinition = {
  id: 'pickup',
  wire: 'pickup',
  alsoNamed: [],
  ways: ['pickup'],
  matches: (flags) => Boolean(flags.takeout) && flags.takeoutType === 'pickup',
  needs: { table: false, address: false, slot: 'slot', login: 'none', payment: 'when-owed' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'no', menus: 'take-out' },
  ticket: { label: 'staff.types.pickup', promise: 'pickupAt', place: 'none', channel: 'pickup' },
};
