/**
 * The menus an order type is served from, by the menu's own flags (dine_in, on_demand, scheduled, catering of the
 * data file): each type's definition names its kind, the diner's menu page shows the menus that fit it and the
 * suites feature refuses a pre-order from another.
 */
import type { OrderTypeDefinition } from './definition';

export type MenuKind =
  /** A table's menus (dine_in). */
  | 'dine-in'
  /** Take-out's menus: ordered for now (on_demand) or for later (scheduled). */
  | 'take-out'
  /** The catering menus. */
  | 'catering'
  /** The catering menus that serve now (on_demand): a suite's order during the event. */
  | 'catering-now'
  /** Every menu: a school's rotational menus are its own. */
  | 'any';

/** The flags of a menu that say whom it serves. */
export interface MenuServes {
  dine_in: boolean;
  on_demand: boolean;
  scheduled: boolean;
  catering: boolean;
}

/** Whether the menu serves orders of this type; with no type yet (a landing link), every menu does. */
export function menuFits(type: OrderTypeDefinition | null, menu: MenuServes): boolean {
  switch (type?.scheduling.menus ?? 'any') {
    case 'dine-in':
      return menu.dine_in;
    case 'take-out':
      return menu.on_demand || menu.scheduled;
    case 'catering':
      return menu.catering;
    case 'catering-now':
      return menu.catering && menu.on_demand;
    case 'any':
      return true;
  }
}
