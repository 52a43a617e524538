/**
 * What an order type is: one object per type, in its own file in this folder, registered in index.ts. Code that
 * needs to know something about a type asks its definition (`orderType(t).needs.address`) instead of comparing
 * type strings, so a new type is a new file.
 */
import type { OrderingWay } from '../ordering/ordering-way';
import type { ReadyChannel } from '../pacing/ready-report';
import type { MenuKind } from './menus';
import type { OrderFlags, OrderType } from './wire';

export type OrderTypeId =
  | 'dine-in'
  | 'another-round'
  | 'take-out'
  | 'pickup'
  | 'delivery'
  | 'generic-catering'
  | 'suite-pre-order'
  | 'event-day'
  | 'school';

/** Which restaurant option makes a guest sign in first, or who else must be signed in. */
export type LoginNeed =
  /** Anyone may order. */
  | 'none'
  /** order_options.k12_requires_login (true unless the restaurant says otherwise). */
  | 'k12_requires_login'
  /** order_options.generic_catering_requires_login. */
  | 'generic_catering_requires_login'
  /** The suite's owner, signed in with a saved payment method, or an operator for them (the suites feature checks). */
  | 'suite-owner';

export interface OrderTypeDefinition {
  readonly id: OrderTypeId;
  /** The `type` the cart and order calls name for it (wire.ts). */
  readonly wire: OrderType;
  /** Other types a request with these flags may name and still be this type. */
  readonly alsoNamed: readonly OrderType[];
  /** The ways of ordering an announcement or a custom question limited by `modes` must name to reach it. */
  readonly ways: readonly OrderingWay[];
  /** Whether a request's flags are this type; asked in the registry's order, the first yes decides. */
  matches(flags: OrderFlags): boolean;
  readonly needs: {
    /** The order goes to a table, a seat or a suite, where staff bring it (no "ready" e-mail). */
    readonly table: boolean;
    /** A delivery address: its postal code picks the delivery zone and must be inside the delivery area. */
    readonly address: boolean;
    /**
     * When it is wanted: 'now' at the table (a scheduled menu still checks the present minute), 'slot' a time the
     * diner picks, 'day' a school day of the rotational menus, 'event' the suite's delivery time for the event.
     */
    readonly slot: 'now' | 'slot' | 'day' | 'event';
    readonly login: LoginNeed;
    /** 'always': a payment method even at a pay-on-premise restaurant or for nothing owed; else only when owed. */
    readonly payment: 'always' | 'when-owed';
  };
  /** Every type is priced by the one costs pipeline (pricing/costs.ts) with the items' own taxes; these differ. */
  readonly pricing: {
    /** The restaurant's delivery charge (its zone's when the address is in one). */
    readonly deliveryCharge: boolean;
  };
  readonly scheduling: {
    /**
     * Ordered days ahead: the order cutoff and weekend rule apply ('school' counts the cutoff in school weeks,
     * ordering/cutoff.ts).
     */
    readonly orderedAhead: 'no' | 'days' | 'school';
    /** The menus it is served from (menus.ts `menuFits`): a take-out order is not taken by a menu only for dine-in. */
    readonly menus: MenuKind;
  };
  /** What the diner's confirmation and the staff ticket show. */
  readonly ticket: {
    /** Translation key of its name on the staff board and ticket (apps/web/src/features/staff/i18n). */
    readonly label: `staff.types.${OrderType}`;
    /** The time the confirmation promises: pickup, delivery, ready; 'none-if-now' for a table order for now. */
    readonly promise: 'pickupAt' | 'deliveryAt' | 'readyAt' | 'none-if-now';
    /** The place it shows: the table or seat, the delivery address, the suite, the student. */
    readonly place: 'table' | 'address' | 'suite' | 'student' | 'none';
    /** The channel the ready-time report counts it in (pacing/ready-report.ts; `counter` is staff's own). */
    readonly channel: Exclude<ReadyChannel, 'counter'>;
  };
}
