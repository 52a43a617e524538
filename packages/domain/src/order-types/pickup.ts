/** Pickup: take-out the diner collects at a time slot they pick. */
import type { OrderTypeDefinition } from './definition';

export const pickup: OrderTypeDefinition = {
  id: 'pickup',
  wire: 'pickup',
  alsoNamed: [],
  ways: ['pickup'],
  matches: (flags) => Boolean(flags.takeout) && flags.takeoutType === 'pickup',
  // Generic catering is delivered where the restaurant delivers, unless it offers the pickup too.
  offeredBy: (file, genericCatering) =>
    !genericCatering || !file.restaurant.delivery || file.order_options.generic_catering_show_pickup_option,
  needs: { table: false, address: false, slot: 'slot', login: 'none', payment: 'when-owed' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'no', menus: 'take-out' },
  ticket: { label: 'staff.types.pickup', promise: 'pickupAt', place: 'none', channel: 'pickup' },
};
