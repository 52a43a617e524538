/**
 * Event day: during the event, an order to the suite (which stands for its table), from the catering menus that
 * serve now. The client prices it as 'dine-in'; the suites feature places it as 'catering'
 * (apps/server/src/features/suites/suite-order.ts), so what is asked of a placed order by its type gets the
 * suite pre-order's answers.
 */
import type { OrderTypeDefinition } from './definition';

export const eventDay: OrderTypeDefinition = {
  id: 'event-day',
  wire: 'dine-in',
  alsoNamed: ['catering'],
  ways: ['suite'],
  matches: (flags) => Boolean(flags.eventDay),
  needs: { table: true, address: false, slot: 'now', login: 'suite-owner', payment: 'always' },
  pricing: { deliveryCharge: false },
  scheduling: { orderedAhead: 'days', menus: 'catering-now' },
  ticket: { label: 'staff.types.catering', promise: 'readyAt', place: 'suite', channel: 'suite' },
};
