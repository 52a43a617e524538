/**
 * Which checkout fields a diner must fill in, and what is wrong with each one filled: the screen's form validates
 * with this, through its zod schema (apps/web/src/features/checkout/checkout-schema.ts). Blank means empty once
 * trimmed, for every field and for a custom question's answer alike (`isAnswered`, custom-questions.ts, the rule the
 * server applies to the answers it receives). The server checks the contact it receives with the same validators
 * (checkout-contact.ts).
 */
import type { FormError } from '../format/messages';
import { validatePhone } from '../format/phone';
import { validatePostalCode } from '../format/postal-code';
import { typedCardProblems } from '../format/typed-card';
import { validateEmail, validateName } from '../format/validators';
import type { RestaurantDataFile } from '../menu/data-file';
import { orderType } from '../order-types/index';
import type { TakeoutChoice } from '../order-types/wire';
import { deliveryZoneFor } from '../pricing/delivery-zone';
import { type CustomQuestion, unansweredRequired } from './custom-questions';
import { missingSeatParts, parseSeat, type SeatAddress } from './seat';

type Restaurant = RestaurantDataFile['restaurant'];

/** What the diner typed or chose, as plain text (the checkout form's fields). */
export interface CheckoutEntries {
  takeoutType: TakeoutChoice;
  when: 'asap' | 'scheduled';
  slot: string | null;
  address: string;
  postalCode: string;
  deliveryLocation: string;
  deliveryArea: string;
  tableNum: string;
  tableLocation: string;
  tableArea: string;
  fullName: string;
  email: string;
  phone: string;
  answers: Record<string, string | string[]>;
  paymentMethod: string;
  cardNumber: string;
  expiry: string;
  cvd: string;
  cardPostal: string;
  purchaseOrder: string;
  costCenter: string;
  legalAge: boolean;
  savedCardId?: string | null | undefined;
}

/**
 * Where the order goes, as far as the form asks: nothing (a suite, catering, another round), a take-out choice
 * (pickup, or delivery to an address or one of the restaurant's locations), a seat, or a table.
 */
export type CheckoutPlace = 'none' | 'takeout' | 'seat' | 'table';

export interface CheckoutAsked {
  place: CheckoutPlace;
  /** A time is chosen: a scheduled order needs its slot. */
  when: boolean;
  restaurant: Pick<Restaurant, 'delivery' | 'generic_table_locations' | 'avs' | 'timezone'>;
  hidden: { email?: boolean; phone?: boolean };
  /** The custom questions asked of this way of ordering. */
  questions: readonly CustomQuestion[];
  /** The form's payment fields are asked (something is left to pay, and no wallet pays it). */
  payment: boolean;
  /** The card is typed into the form's own fields (not the processor's element). */
  typedCard: boolean;
  alcohol: boolean;
  now: Date;
}

export type CheckoutField = keyof CheckoutEntries | `question:${string}` | `seat-${keyof SeatAddress}`;

/** A form message, or one the screen words itself (a slot to choose, the legal age, a code outside the zones). */
export type CheckoutProblem = FormError | { key: 'slotRequired' | 'legalAgeRequired' | 'deliveryOutside' };

export const isBlank = (text: string) => text.trim() === '';

const REQUIRED: FormError = { key: 'required' };

/** Blank: required; else what the validator says. */
const filled = (text: string, validate: (text: string) => FormError | null) =>
  isBlank(text) ? REQUIRED : validate(text);

/**
 * Every problem of the form, in the order the fields are shown (where, who, questions, payment, legal age); a field
 * appears once, with its first problem.
 */
export function checkoutProblems(
  entries: CheckoutEntries,
  asked: CheckoutAsked,
): [CheckoutField, CheckoutProblem][] {
  const problems = new Map<CheckoutField, CheckoutProblem>();
  const say = (field: CheckoutField, problem: CheckoutProblem | null) => {
    if (problem) problems.set(field, problem);
  };
  const required = (field: CheckoutField, text: string) => say(field, isBlank(text) ? REQUIRED : null);
  const r = asked.restaurant;

  if (asked.when && entries.when === 'scheduled' && !entries.slot) say('slot', { key: 'slotRequired' });
  if (asked.place === 'takeout' && orderType(entries.takeoutType).needs.address) {
    if (r.delivery?.type === 'custom') {
      required('deliveryLocation', entries.deliveryLocation);
      const areas = r.delivery.locations.find((l) => l.name === entries.deliveryLocation)?.areas ?? [];
      if (areas.length > 0) required('deliveryArea', entries.deliveryArea);
    } else {
      required('address', entries.address);
      const postal = filled(entries.postalCode, validatePostalCode);
      const outside =
        postal === null && r.delivery?.type === 'zones' && !deliveryZoneFor(r.delivery, entries.postalCode);
      say('postalCode', outside ? { key: 'deliveryOutside' } : postal);
    }
  } else if (asked.place === 'seat') {
    for (const part of missingSeatParts(parseSeat(entries.tableNum))) say(`seat-${part}`, REQUIRED);
  } else if (asked.place === 'table') {
    const locations = r.generic_table_locations?.locations ?? [];
    if (locations.length > 0 && isBlank(entries.tableNum)) {
      required('tableLocation', entries.tableLocation);
      required('tableArea', entries.tableArea);
    } else {
      required('tableNum', entries.tableNum);
    }
  }

  say('fullName', filled(entries.fullName, validateName));
  if (!asked.hidden.email)
    say(
      'email',
      filled(entries.email, (e) => validateEmail(e.trim())),
    );
  if (!asked.hidden.phone) say('phone', filled(entries.phone, validatePhone));

  for (const q of unansweredRequired(asked.questions, entries.answers)) say(`question:${q.id}`, REQUIRED);

  if (asked.payment) {
    if (entries.paymentMethod === 'credit_card' && !entries.savedCardId && asked.typedCard) {
      const card = typedCardProblems(
        {
          number: entries.cardNumber,
          expiry: entries.expiry,
          cvd: entries.cvd,
          postalCode: entries.cardPostal,
        },
        { now: asked.now, zone: r.timezone, postal: r.avs ? 'required' : 'none' },
      );
      say('cardNumber', card.number ?? null);
      say('expiry', card.expiry ?? null);
      say('cvd', card.cvd ?? null);
      say('cardPostal', card.postalCode ?? null);
    }
    if (entries.paymentMethod === 'purchase_order') required('purchaseOrder', entries.purchaseOrder);
    if (entries.paymentMethod === 'cost_center') required('costCenter', entries.costCenter);
  }
  if (asked.alcohol && !entries.legalAge) say('legalAge', { key: 'legalAgeRequired' });
  return [...problems];
}
