/**
 * Event suite rules (decision 018). Pure: the instant `now` is always a parameter; money in cents.
 */
import { type Cents, MAX_AMOUNT_CENTS } from '../money/money';
import { addDaysToDate, localDate, startOfLocalDate } from '../ordering/zoned';

const HOUR_MS = 60 * 60_000;

export interface SuiteEventTimes {
  startsAt: Date;
  /** Hours before the start when pre-orders lock. */
  lockHours: number;
}

/** The instant pre-orders (and their changes) stop being accepted. */
export function preOrderLockAt(event: SuiteEventTimes): Date {
  return new Date(event.startsAt.getTime() - event.lockHours * HOUR_MS);
}

/** A suite may pre-order, or change its pre-order, strictly before the lock instant. */
export function canPreOrder(event: SuiteEventTimes, now: Date): boolean {
  return now.getTime() < preOrderLockAt(event).getTime();
}

/** Event-day ordering is open on the event's calendar day in the venue's zone. */
export function isEventDay(startsAt: Date, zone: string, now: Date): boolean {
  return localDate(startsAt, zone) === localDate(now, zone);
}

/**
 * When the event's day is over in the venue's zone (the next local midnight): a login-as session, made for that
 * day's ordering, ends then.
 */
export function eventDayEndsAt(startsAt: Date, zone: string): Date {
  return new Date(startOfLocalDate(addDaysToDate(localDate(startsAt, zone), 1), zone).getTime());
}

/** An event is listed as upcoming (profile events) from its day on, until its day is over. */
export function isUpcomingOrToday(startsAt: Date, zone: string, now: Date): boolean {
  return localDate(startsAt, zone) >= localDate(now, zone);
}

export type PaymentPreferenceValue = 'charge' | 'invoice';

export type PaymentPreferenceChange =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'fixed_after_first_order' };

/**
 * The operator may set the event-day payment preference until the suite's first event-day order; after that it
 * is fixed (spec: "It cannot change after submission"). Sending the same value again is not a change.
 */
export function changePaymentPreference(
  current: PaymentPreferenceValue | null,
  next: PaymentPreferenceValue,
  eventDayOrders: number,
): PaymentPreferenceChange {
  if (current === next) return { ok: true, changed: false };
  if (eventDayOrders > 0) return { ok: false, reason: 'fixed_after_first_order' };
  return { ok: true, changed: true };
}

export type TabLimitParse = { ok: true; cents: Cents | null } | { ok: false };

/**
 * The tab limit is free text as the operator types it ("250", "250.50", "$250", "250 $", "1,000", "250,50").
 * Empty (or null) removes the limit. Anything that is not a positive amount with at most 2 decimals, at most
 * MAX_AMOUNT_CENTS, is refused.
 */
export function parseTabLimit(input: string | null | undefined): TabLimitParse {
  if (input === null || input === undefined) return { ok: true, cents: null };
  let s = input.replace(/[\s\u00a0\u202f]/g, '').replace(/\$/g, '');
  if (s === '') return { ok: true, cents: null };
  // "1,000.50" uses the comma for thousands; "250,50" (French) for decimals.
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  if (!match) return { ok: false };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0 || cents > MAX_AMOUNT_CENTS) return { ok: false };
  return { ok: true, cents };
}

/**
 * The tab-limit analytics event (spec: fires "when the limit was unset or changed"): 'set' when there was none,
 * 'changed' for another amount, 'removed' when cleared; null when nothing changed.
 */
export function tabLimitEvent(
  previous: Cents | null,
  next: Cents | null,
): 'set' | 'changed' | 'removed' | null {
  if (previous === next) return null;
  if (previous === null) return 'set';
  if (next === null) return 'removed';
  return 'changed';
}

export interface TabState {
  limitCents: Cents | null;
  active: boolean;
  /** Event-day orders already placed on the tab (not cancelled). */
  spentCents: Cents;
}

/** What is left on an active tab with a limit; null when the tab is unlimited. */
export function remainingTab(tab: TabState): Cents | null {
  if (!tab.active || tab.limitCents === null) return null;
  return Math.max(0, tab.limitCents - tab.spentCents);
}

/**
 * The limit the suite's event-day tab holds its rounds to (tabs/hold.ts `decideRound` decides whether a round fits):
 * the operator's amount while the tab is active, none otherwise.
 */
export function suiteTabLimit(tab: Pick<TabState, 'limitCents' | 'active'>): Cents | null {
  return tab.active ? tab.limitCents : null;
}

/** A suite order's event: 'modifiedOrder' when an existing suite catering order id exists, else 'createdOrder'. */
export function suiteOrderEvent(
  suiteCateringOrderId: string | number | null | undefined,
): 'createdOrder' | 'modifiedOrder' {
  return suiteCateringOrderId === null || suiteCateringOrderId === undefined || suiteCateringOrderId === ''
    ? 'createdOrder'
    : 'modifiedOrder';
}

export type CardChoice =
  | { ok: true; paymentCardId: string }
  | { ok: false; reason: 'card_fixed' | 'no_card' | 'fixed_card_removed' };

/**
 * The owner's card for an event-day order charged to the owner: the card of the suite's first order once there is
 * one (spec: "fixed to the one used on the first order of the event"), else the card chosen, else the default.
 * A fixed card the owner no longer has (`fixedCardSaved` false) binds nothing: the order names the card it is
 * charged to, never the default in silence.
 */
export function eventDayCard(
  fixedCardId: string | null,
  chosenCardId: string | null | undefined,
  defaultCardId: string | null,
  fixedCardSaved = true,
): CardChoice {
  if (fixedCardId && !fixedCardSaved) {
    if (chosenCardId) return { ok: true, paymentCardId: chosenCardId };
    return { ok: false, reason: defaultCardId ? 'fixed_card_removed' : 'no_card' };
  }
  if (fixedCardId) {
    if (chosenCardId && chosenCardId !== fixedCardId) return { ok: false, reason: 'card_fixed' };
    return { ok: true, paymentCardId: fixedCardId };
  }
  const card = chosenCardId || defaultCardId;
  return card ? { ok: true, paymentCardId: card } : { ok: false, reason: 'no_card' };
}
