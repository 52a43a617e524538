/**
 * What an order type is: one object per type, in its own file in this folder, registered in index.ts. Code that
 * needs to know something about a type asks its definition (`orderType(t).needs.address`) instead of comparing
 * type strings, so a new type is a new file.
 */
import type { OrderingWay } from '../ordering/ordering-way';
import type { ReadyChannel } from '../pacing/ready-report';
import type { MenuKind } from './menus';
import type { OrderFlags, OrderType } from './wire';

/**
 * A type's own name: its wire word (wire.ts), but for the types that share one with another ('catering' is a suite's
 * pre-order or its event day, 'dine-in' also another round).
 */
export type OrderTypeId = Exclude<OrderType, 'catering'> | 'another-round' | 'suite-pre-order' | 'event-day';

/** What is read of the restaurant's data file to know whether it offers a take-out choice. */
export interface OfferingRestaurant {
  restaurant: { delivery: unknown };
  /** Any of the restaurant's options (menu/data-file/settings-schema.ts), which a type may read for itself. */
  order_options: Readonly<Record<string, unknown>> & { generic_catering_show_pickup_option: boolean };
}

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
  /**
   * A take-out choice (wire.ts `TAKEOUT_CHOICES`): whether the restaurant offers it, to take-out or to generic
   * catering taken out. The checkout's choices, and the server's refusal of another, are these answers
   * (ordering/takeout-choices.ts); other types leave it out.
   */
  offeredBy?(file: OfferingRestaurant, genericCatering: boolean): boolean;
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
