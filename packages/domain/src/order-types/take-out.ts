/**
 * Take-out before the diner chose pickup or delivery: the cart is priced and its questions asked for either; an
 * order may still be placed under this name, and then it is treated as a pickup without a promised pickup time.
 */
import type { OrderTypeDefinition } from './definition';

export const takeOut: OrderTypeDefinition = {
  id: 'take-out',
  wire: 'take-out',
  alsoNamed: ['pickup', 'delivery'],
  ways: ['pickup', 'delivery'],
  matches: (flags) => Boolean(flags.takeout) && !flags.takeoutType,
  needs: { table: false, address: false, slot: 'slot', login: 'none', payment: 'when-owed' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'no', menus: 'take-out' },
  ticket: { label: 'staff.types.take-out', promise: 'readyAt', place: 'none', channel: 'pickup' },
};
