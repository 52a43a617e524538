/**
 * The submission pipeline's shared shapes: what the route hands in, the orders it plans, and
 * what each step adds. Steps are plain async functions, one file each, run in order by `submit-checkout.ts`.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { DataFileMenu as Menu } from '@ordering/domain/menu/data-file';
import type { Cents } from '@ordering/domain/money/money';
import type { Costs, LinePrice } from '@ordering/domain/pricing/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentGateway } from '../../../adapters/payments/gateway';
import type { Places } from '../../../adapters/places/places';
import type { Executor } from '../../../db/client';
import type { Locale } from '../../../i18n/messages';
import type { PaymentPlan } from '../../payments';
import type { PublishedEntry } from '../../restaurants';
import type { NewLine, NewOrder } from '../orders.repository';
import type { CheckoutPayment } from './checkouts.repository';
import type { LookupBudget } from './idempotency';

/** Which call submitted: the body is the same, the plan differs (one order, one per kitchen, one per date). */
export type SubmissionKind = 'order' | 'marketplace' | 'k12';

export interface SubmissionInput {
  kind: SubmissionKind;
  entry: PublishedEntry;
  body: SubmitOrderRequest;
  idempotencyKey: string;
  /**
   * The body's fingerprint (requestHash, idempotency.ts) when the caller already made it, for a key derived from it:
   * hashing the body means stringifying it whole, so it is done once a submission.
   */
  requestHash?: string;
  now: Date;
  locale: Locale;
  /** The signed-in diner, if any (the request principal); null for a guest. */
  userId: number | null;
  /**
   * The operator of a login-as session (decision 018): every order placed in it records the operator
   * (`orders.placed_by_user_id`), a suite's or any other.
   */
  actingOperatorId?: number | null;
  /** Locates a delivery address, to measure it against the delivery radius (delivery-reach.ts). */
  places: Places;
  /** The largest total an order may have (MAX_ORDER_TOTAL): refused before anything is written. */
  maxTotalCents: Cents;
  /** A suite order: the suites feature's checks, run by the pipeline at its steps; absent otherwise. */
  suite?: SuiteOrderHooks | null;
  /** A round on a table's tab: the tabs feature's checks and cover, run by the pipeline at its steps; absent otherwise. */
  tab?: TabOrderHooks | null;
  /**
   * An order staff entered for a diner (counter-order.service.ts): paid at the counter whatever the restaurant's
   * processor, or with `card` by the card in the body's checkout, authorized as a mail/telephone order (decision 074);
   * kept with who entered it. Absent for a diner's own order, which can never be flagged MOTO.
   */
  staff?: { userId: number; card?: boolean } | null;
  /** Told once when this submission places its orders (not when a replayed key answers them again): the metrics. */
  onPlaced?: () => void;
  /**
   * The restaurant's entry at a menu version or later (the published-version cache's `atLeast`), with the gateway
   * and suite checks made from it: when the version the submission reads is newer than `entry`'s, the order is
   * planned, priced and paid with these (decision 033).
   */
  entryAt?: (menuVersion: number) => Promise<RenewedEntry | undefined>;
  /**
   * A submission naming a gift card, promo, subsidy or member code: the client's failed look-up budget, read with the
   * key's look-up and refused (429) before any code is looked up. Absent, nothing is checked here.
   */
  lookups?: LookupBudget | null;
}

/** What a submission takes from the restaurant's published entry. */
export interface RenewedEntry {
  entry: PublishedEntry;
  gateway: PaymentGateway;
  suite: SuiteOrderHooks | null;
}

/**
 * What the suites feature adds to a submission (features/suites/suite-order.ts): checks and the body's suite-made
 * fields before planning, the decisive checks with the event suite locked in transaction 1 (one pre-order, the tab),
 * and the replaced pre-order cancelled once the new one is placed.
 */
export interface SuiteOrderHooks {
  prepare(input: SubmissionInput): Promise<SubmissionInput>;
  /** `checkoutId`: the checkout just claimed in this transaction (an event-day order's round on the suite's tab). */
  reserve(tx: Executor, priced: PricedCheckout, checkoutId: number): Promise<SuiteOrderColumns>;
  placed<V extends { event?: 'createdOrder' | 'modifiedOrder' }>(view: V): Promise<V>;
}

export type SuiteOrderColumns = Pick<
  NewOrder,
  'eventSuiteId' | 'suiteOrderKind' | 'placedByUserId' | 'eventSuite'
>;

/**
 * What the tabs feature adds to a submission naming a tab (features/tabs/tab-round.ts): the member checked and the
 * tab's table given to the round before planning; the round's cover (the hold raised, a processor call, before
 * transaction 1) in place of a payment; and, in transaction 1, the round written on the tab with the tab locked,
 * refused should the holds no longer cover it.
 */
export interface TabOrderHooks {
  prepare(input: SubmissionInput): Promise<SubmissionInput>;
  cover(amount: Cents): Promise<PaymentPlan>;
  reserve(tx: Executor, checkoutId: number, amount: Cents): Promise<void>;
}

/** What a submission tells the tabs extension to build its hooks. */
export interface TabOrderRequest {
  entry: PublishedEntry;
  body: SubmissionInput['body'];
  locale: Locale;
  now: Date;
  gateway: PaymentGateway;
  http: FastifyRequest;
}

/** Gives a submission naming a tab its hooks (null for any other); tabs implement it and app.ts registers it. */
export type TabHooksFor = (app: FastifyInstance, request: TabOrderRequest) => TabOrderHooks | null;

/** One order the checkout will place: its menu(s), lines and time, and, for K-12, its date. */
export interface PlannedOrder {
  /** The menu its slot is taken on (a kitchen in a marketplace hub). */
  menu: Menu;
  items: CartItem[];
  pickupTime: Date;
  date: string | null;
  /** K-12: the parent's student it is delivered to (school, grade, classroom, teacher as on the profile). */
  student?: K12Student;
}

/**
 * A planned order once validated: the slot start taken on each of its menus. `taken` marks a place already taken
 * while its time was chosen (an "as soon as possible" order at a paced kitchen, pacing/kitchen-pacing.ts).
 */
export interface ValidatedOrder extends PlannedOrder {
  slots: { menuId: string; slotStart: string; max: number | null; taken?: true }[];
}

export interface PricedOrder extends ValidatedOrder {
  costs: Costs;
  lines: NewLine[];
}

/** The whole checkout priced once, as the diner sees it, then split across its orders. */
export interface PricedCheckout {
  costs: Costs;
  linePrices: LinePrice[];
  orders: PricedOrder[];
  giftCardId: number | null;
  promoCode: string | null;
  /** Whose credits the credits tender is debited from (decision 013: in transaction 1, like the gift card). */
  creditsUserId: number | null;
  /** The member and loyalty status the server looked up, carried in each order's programs. */
  member: { id: string; identifier: string; provider: string } | null;
  loyaltyStatus: string | null;
  deliveryZone: string | null;
}

/** An order as transaction 1 wrote it, kept in memory so transaction 2 need not read it back. */
export type ReservedOrder = NewOrder & { id: number; publicId: string; number: number; lines: NewLine[] };

export interface ReservedCheckout {
  checkoutId: number;
  checkoutPublicId: string;
  /** The outbox message that recovers the checkout if it is left awaiting payment; its settlement retires it. */
  recoveryId: number;
  orders: ReservedOrder[];
  plan: PaymentPlan;
  /** What the checkout row says of its payment and holds, as written: settling needs it without reading it back. */
  payment: CheckoutPayment;
}

/** What a submission tells the suites extension (suites/suite-order.ts) to build its hooks. */
export interface SuiteOrderRequest {
  entry: PublishedEntry;
  body: SubmissionInput['body'];
  userId: number | null;
  /** The operator of a login-as session (the principal's actingOperatorId). */
  actingOperatorId: number | null;
  locale: Locale;
  now: Date;
  gateway: PaymentGateway;
  /** The HTTP request: an operator token it carries spends its client's token budget when it names no session. */
  http: FastifyRequest;
}

/**
 * The extension that gives a submission naming an event suite its hooks (null for any other submission). Suites
 * implement it and app.ts registers it with the order routes, so orders does not import suites.
 */
export type SuiteHooksFor = (app: FastifyInstance, request: SuiteOrderRequest) => SuiteOrderHooks | null;

/** The student a school order is for. */
export interface K12Student {
  id: string;
  name: string;
  school: string;
  grade: string | null;
  classroom: string | null;
  teacher: string | null;
}
