/**
 * Delivery: take-out brought to an address at a slot the diner picks. The address's postal code picks the delivery
 * zone whose charge applies and must be inside the delivery area (pricing/delivery-zone.ts).
 */
import type { OrderTypeDefinition } from './definition';

export const delivery: OrderTypeDefinition = {
  id: 'delivery',
  wire: 'delivery',
  alsoNamed: [],
  ways: ['delivery'],
  matches: (flags) => Boolean(flags.takeout) && flags.takeoutType === 'delivery',
  offeredBy: (file) => Boolean(file.restaurant.delivery),
  needs: { table: false, address: true, slot: 'slot', login: 'none', payment: 'when-owed' },
  pricing: { deliveryCharge: true },
  scheduling: { orderedAhead: 'no', menus: 'take-out' },
  ticket: { label: 'staff.types.delivery', promise: 'deliveryAt', place: 'address', channel: 'delivery' },
};
