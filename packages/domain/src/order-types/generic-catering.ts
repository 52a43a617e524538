/** Generic catering: ordered days ahead from the catering menus, for a slot; sign-in where the restaurant asks it. */
import type { OrderTypeDefinition } from './definition';

export const genericCatering: OrderTypeDefinition = {
  id: 'generic-catering',
  wire: 'generic-catering',
  alsoNamed: [],
  ways: ['catering'],
  matches: (flags) => Boolean(flags.genericCatering),
  needs: {
    table: false,
    address: false,
    slot: 'slot',
    login: 'generic_catering_requires_login',
    payment: 'always',
  },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'days', menus: 'catering' },
  ticket: { label: 'staff.types.generic-catering', promise: 'readyAt', place: 'none', channel: 'catering' },
};
