import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { type FormError, translateError } from '@ordering/domain/format/messages';
import { validatePostalCode } from '@ordering/domain/format/postal-code';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { orderType as typeNamed, waysOf } from '@ordering/domain/order-types/index';
import { linkFlags, linkOrderType, type OrderLink } from '@ordering/domain/order-types/link';
import type { OrderType, TakeoutChoice } from '@ordering/domain/order-types/wire';
import {
  type CheckoutAsked,
  type CheckoutEntries,
  type CheckoutField,
  checkoutProblems,
} from '@ordering/domain/ordering/checkout-fields';
import { questionsFor } from '@ordering/domain/ordering/custom-questions';
import { parseSeat } from '@ordering/domain/ordering/seat';
import { inZone, localDate } from '@ordering/domain/ordering/zoned';
import { type DeliveryZone, deliveryZoneFor } from '@ordering/domain/pricing/delivery-zone';
import type { CostsBody, CostsChoice } from '../../lib/cart/api';
import { itemsBody } from '../../lib/cart/api';
import { asksWhen } from '../../lib/cart/asks-when';
import { modeConfig } from '../../lib/cart/order-mode';
import { typesCard } from '../../lib/processors';
import { leadMinutes } from './cart-schedule';
import type { WalletPayment } from './wallets';

/**
 * The checkout as plain data: what the diner filled in, its validation (the spec's form messages, in the diner's
 * language) and the order submission body it makes. Pure, so that it is tested without a
 * browser and the screen stays a thin layer.
 */
export type PaymentChoice = 'credit_card' | 'invoice' | 'cost_center' | 'purchase_order';

export interface CheckoutForm extends CheckoutEntries {
  takeoutType: TakeoutChoice;
  when: 'asap' | 'scheduled';
  /** The chosen slot's start (UTC ISO), when scheduled. */
  slot: string | null;
  address: string;
  postalCode: string;
  /** Past the street address, for the driver: the apartment or suite, the buzzer code, how to drop off. */
  deliveryUnit: string;
  deliveryBuzzer: string;
  deliveryInstructions: string;
  deliveryLocation: string;
  deliveryArea: string;
  notes: string;
  tableNum: string;
  tableLocation: string;
  tableArea: string;
  fullName: string;
  email: string;
  phone: string;
  answers: Record<string, string | string[]>;
  paymentMethod: PaymentChoice;
  cardNumber: string;
  expiry: string;
  cvd: string;
  cardPostal: string;
  purchaseOrder: string;
  costCenter: string;
  legalAge: boolean;
  /** A signed-in diner's saved card to charge (its paymentCardId); null when card details are typed. */
  savedCardId?: string | null;
  /** "Save this card": a signed-in diner's typed card joins their saved cards once the order is placed. */
  saveCard?: boolean;
}

export const EMPTY_FORM: CheckoutForm = {
  takeoutType: 'pickup',
  when: 'asap',
  slot: null,
  address: '',
  postalCode: '',
  deliveryUnit: '',
  deliveryBuzzer: '',
  deliveryInstructions: '',
  deliveryLocation: '',
  deliveryArea: '',
  notes: '',
  tableNum: '',
  tableLocation: '',
  tableArea: '',
  fullName: '',
  email: '',
  phone: '',
  answers: {},
  paymentMethod: 'credit_card',
  cardNumber: '',
  expiry: '',
  cvd: '',
  cardPostal: '',
  purchaseOrder: '',
  costCenter: '',
  legalAge: false,
};

export type FieldName = CheckoutField | keyof CheckoutForm;

export interface CheckoutContext {
  file: RestaurantDataFile;
  mode: OrderLink;
  items: CartItem[];
  locale: string;
  now: Date;
  /** Whether any line holds an alcoholic item (the legal-age box). */
  alcohol: boolean;
  /** The server said nothing is left to pay (pay on premise, or gift card and discounts cover the total). */
  paymentNotRequired: boolean;
  /** Messages that are not form messages of the domain: the screen's own, already translated. */
  texts: { slotRequired: string; legalAgeRequired: string; deliveryOutside: string };
}

/** The order type of this checkout: take-out becomes pickup or delivery as chosen. */
export function checkoutOrderType(mode: OrderLink, form: Pick<CheckoutForm, 'takeoutType'>): OrderType {
  return linkOrderType(mode, form.takeoutType);
}

export const isTakeout = (mode: OrderLink) => Boolean(mode.takeout);

/**
 * The data file as this checkout asks it: only the custom questions for the way the diner orders (their `modes`; a
 * suite's number is not asked of a suite, a pickup question not of a delivery). The server asks the same ones.
 */
export function withQuestionsAsked<F extends RestaurantDataFile>(
  file: F,
  mode: OrderLink,
  form: Pick<CheckoutForm, 'takeoutType'>,
): F {
  const way = mode.takeout ? { ...mode, takeoutType: form.takeoutType } : mode;
  const all = file.order_options.custom_questions;
  const asked = questionsFor(all, waysOf({ ...linkFlags(way), k12: file.restaurant.k12 }));
  if (asked.length === all.length) return file;
  return { ...file, order_options: { ...file.order_options, custom_questions: asked } };
}

/**
 * The delivery zone of a complete postal code, for a restaurant that delivers by zone: the zone, 'outside' when no
 * zone takes it, or null when there is nothing to say (no zones, or the code is not complete yet).
 */
export function deliveryZoneOf(
  file: RestaurantDataFile,
  postalCode: string,
): DeliveryZone | 'outside' | null {
  if (file.restaurant.delivery?.type !== 'zones' || validatePostalCode(postalCode) !== null) return null;
  return deliveryZoneFor(file.restaurant.delivery, postalCode) ?? 'outside';
}

/**
 * What the form asks of this checkout, for the domain's rules (checkoutProblems): where the order goes, whether a
 * time, the contact and the payment fields are asked. `wallet`: the diner pays with Apple Pay or Google Pay, so the
 * card and the other methods' fields are not asked.
 */
export function checkoutAsked(ctx: CheckoutContext, options: { wallet?: boolean } = {}): CheckoutAsked {
  const r = ctx.file.restaurant;
  const m = ctx.mode;
  const tableAsked = !m.eventSuite && !m.genericCatering && !m.anotherRoundId;
  return {
    // A suite's order goes to the suite: no table, seat or location to ask.
    place: isTakeout(m) ? 'takeout' : !tableAsked ? 'none' : r.seat_delivery ? 'seat' : 'table',
    when: asksWhen(m),
    restaurant: r,
    hidden: ctx.file.order_options.hide_guest_info,
    questions: ctx.file.order_options.custom_questions,
    payment: !ctx.paymentNotRequired && !options.wallet,
    // A processor with its own card element checks the card in its own fields (decision 016).
    typedCard: typesCard(ctx.file),
    alcohol: ctx.alcohol,
    now: ctx.now,
  };
}

/** The form's errors in the diner's language, in the order the fields are shown. */
export function validateCheckout(
  form: CheckoutForm,
  ctx: CheckoutContext,
  options: { wallet?: boolean } = {},
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [field, problem] of checkoutProblems(form, checkoutAsked(ctx, options))) {
    errors[field] =
      problem.key === 'slotRequired' ||
      problem.key === 'legalAgeRequired' ||
      problem.key === 'deliveryOutside'
        ? ctx.texts[problem.key]
        : translateError(ctx.locale, problem as FormError);
  }
  return errors;
}

const hhmm = (at: Date, zone: string) => {
  const local = inZone(at, zone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
};

/**
 * pickup_time: the chosen slot's start as the server gave it, else now (to the minute) plus the lead time and one
 * minute of margin. Both stay instants: no round trip through wall-clock time, so the browser's and the server's
 * time-zone data cannot disagree about the moment (see docs/decisions/008-time-zone-data.md).
 */
export function checkoutPickupTime(form: CheckoutForm, ctx: CheckoutContext): string {
  if (asksWhen(ctx.mode) && form.when === 'scheduled' && form.slot) return new Date(form.slot).toISOString();
  const minute = Math.floor(ctx.now.getTime() / 60_000) * 60_000;
  return new Date(minute + (leadMinutes(ctx.file, ctx.items) + 1) * 60_000).toISOString();
}

/** The `checkout` object of set-costs and of the submission. */
export function checkoutBody(
  form: CheckoutForm,
  ctx: CheckoutContext,
): SubmitOrderRequest['data']['checkout'] {
  const takeout = isTakeout(ctx.mode);
  const delivery = takeout && typeNamed(form.takeoutType).needs.address;
  const pickup = {
    dueByDate: localDate(new Date(checkoutPickupTime(form, ctx)), ctx.file.restaurant.timezone),
    dueByTime: hhmm(new Date(checkoutPickupTime(form, ctx)), ctx.file.restaurant.timezone),
    prepTime: leadMinutes(ctx.file, ctx.items),
    scheduled: asksWhen(ctx.mode) && form.when === 'scheduled',
    delivery,
    ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
  };
  const paymentMethod = ctx.paymentNotRequired ? null : form.paymentMethod;
  return {
    paymentMethod,
    paymentNotRequired: ctx.paymentNotRequired,
    pickup,
    ...(delivery
      ? {
          delivery: {
            type: ctx.file.restaurant.delivery?.type ?? null,
            ...(form.address.trim() ? { address: form.address.trim() } : {}),
            ...(form.postalCode.trim() ? { postal_code: form.postalCode.trim().toUpperCase() } : {}),
            ...(form.deliveryUnit.trim() ? { unit: form.deliveryUnit.trim() } : {}),
            ...(form.deliveryBuzzer.trim() ? { buzzer: form.deliveryBuzzer.trim() } : {}),
            ...(form.deliveryInstructions.trim() ? { instructions: form.deliveryInstructions.trim() } : {}),
            ...(form.deliveryLocation
              ? { name: [form.deliveryLocation, form.deliveryArea].filter(Boolean).join(' · ') }
              : {}),
          },
        }
      : {}),
    contact: {
      full_name: form.fullName.trim(),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      ...(form.phone.trim() ? { phone_number: form.phone.trim() } : {}),
    },
    // Answers to the questions asked only: one kept from another way of ordering, or a question since withdrawn, is
    // not the server's to refuse.
    questions: Object.entries(form.answers)
      .filter(([id]) => ctx.file.order_options.custom_questions.some((q) => q.id === id))
      .filter(([, a]) => (Array.isArray(a) ? a.length > 0 : a.trim() !== ''))
      .map(([id, answer]) => ({ id, answer })),
    ...(paymentMethod === 'credit_card' && !form.savedCardId && !typesCard(ctx.file)
      ? // The card stays with the processor: the submission adds its element's payment method (stripe-card.ts).
        { ...(form.saveCard ? { savePaymentMethodOnCheckout: true } : {}) }
      : {}),
    ...(paymentMethod === 'credit_card' && !form.savedCardId && typesCard(ctx.file)
      ? {
          ...(form.saveCard ? { savePaymentMethodOnCheckout: true } : {}),
          card: {
            number: form.cardNumber.replace(/\D/g, ''),
            cvd: form.cvd.trim(),
            expiry_date: form.expiry.trim(),
            ...(form.cardPostal.trim() ? { postal_code: form.cardPostal.trim().toUpperCase() } : {}),
          },
        }
      : {}),
    ...(paymentMethod === 'purchase_order' ? { purchaseOrder: form.purchaseOrder.trim() } : {}),
    ...(paymentMethod === 'cost_center' ? { costCenter: form.costCenter.trim() } : {}),
    ...(paymentMethod === 'invoice' ? { invoice: true } : {}),
    // The server refuses alcohol without it (payment step).
    ...(ctx.alcohol && form.legalAge ? { legalAge: true } : {}),
  };
}

/** `checkout` paid by a wallet: the form's own payment fields (card, purchase order...) are left out. */
function walletCheckoutBody(
  form: CheckoutForm,
  ctx: CheckoutContext,
  wallet: WalletPayment,
): SubmitOrderRequest['data']['checkout'] {
  const {
    card: _card,
    purchaseOrder: _po,
    costCenter: _cc,
    invoice: _invoice,
    ...rest
  } = checkoutBody(form, ctx);
  return { ...rest, ...wallet, paymentNotRequired: false };
}

/**
 * The table the order goes to: the typed number (a seat at a seat-delivery venue), and the generic location and
 * its area when the diner chose one. Both are kept: the kitchen needs "table 12, on the patio".
 */
export function tableConfig(
  form: CheckoutForm,
  mode: OrderLink,
  seatDelivery = false,
): Partial<SubmitOrderRequest['data']['config']> {
  if (mode.takeout || mode.genericCatering) return {};
  if (mode.eventSuite) return mode.tableNum ? { tableNum: mode.tableNum } : {};
  const tableNum = form.tableNum.trim();
  if (seatDelivery && tableNum) return { tableNum, tableInfo: parseSeat(form.tableNum) };
  return {
    ...(tableNum ? { tableNum } : {}),
    ...(form.tableLocation
      ? {
          tableInfo: {
            tableLocation: form.tableLocation,
            ...(form.tableArea ? { tableArea: form.tableArea } : {}),
          },
          genericTableLocation: form.tableLocation,
        }
      : {}),
  };
}

/**
 * The link's table and location seed the dine-in fields (use-checkout-form), so once the diner has seen those
 * fields the form alone says where the order goes: a table number they cleared is not sent from the link.
 */
function formDecidesTable(mode: OrderLink): boolean {
  return !mode.takeout && !mode.genericCatering && !mode.eventSuite && !mode.anotherRoundId;
}

function linkConfig(mode: OrderLink, restaurantId: number | string) {
  const config = modeConfig(mode, restaurantId);
  if (!formDecidesTable(mode)) return config;
  const { tableNum: _tableNum, genericTableLocation: _location, ...rest } = config;
  return rest;
}

/**
 * The costs of the submission: the diner's choices, the totals they saw, and what they saw the gift card and the
 * credits pay. A balance spent elsewhere since moves that split without moving the total: the server answers 428
 * rather than charge the card more than the diner was shown.
 */
function shownCosts(choice: CostsChoice, costs: CostsBody): SubmitOrderRequest['data']['costs'] {
  return {
    ...choice,
    ...(choice.voucher?.code ? { voucher: { ...choice.voucher, amount: costs.voucher.amount } } : {}),
    ...(choice.credits?.id ? { credits: { ...choice.credits, amount: costs.credits.amount } } : {}),
    total: costs.total,
    totalWithTip: costs.totalWithTip,
  } as SubmitOrderRequest['data']['costs'];
}

/**
 * POST /orders: the cart, the diner's choices, the totals and the split they saw (428 when the server's differ). A
 * wallet payment replaces the form's payment fields with the wallet's method and payload.
 */
export function orderBody(
  form: CheckoutForm,
  ctx: CheckoutContext,
  choice: CostsChoice,
  costs: CostsBody,
  wallet?: WalletPayment,
): SubmitOrderRequest {
  const type = checkoutOrderType(ctx.mode, form);
  const restaurantId = ctx.file.restaurant.id;
  return {
    type,
    data: {
      config: {
        ...linkConfig(ctx.mode, restaurantId),
        ...(ctx.mode.takeout ? { takeoutType: form.takeoutType } : {}),
        ...tableConfig(form, ctx.mode, ctx.file.restaurant.seat_delivery),
      },
      items: itemsBody(ctx.items) as SubmitOrderRequest['data']['items'],
      costs: shownCosts(choice, costs),
      checkout: wallet ? walletCheckoutBody(form, ctx, wallet) : checkoutBody(form, ctx),
      ...(!wallet && form.savedCardId && form.paymentMethod === 'credit_card' && !ctx.paymentNotRequired
        ? { chosenCreditCard: { paymentCardId: form.savedCardId } }
        : {}),
    },
    pickup_time: checkoutPickupTime(form, ctx),
  };
}

type TableLocations = NonNullable<
  CheckoutContext['file']['restaurant']['generic_table_locations']
>['locations'];

/**
 * Where the diner sits, the table number read as one of the restaurant's table areas: a QR code's table 12 is
 * "Dining room, Table 12" when the dining room has an area numbered 12 (and no other location has one). The form's
 * own location and area win; nothing is guessed for a number that no area, or several locations, carry.
 */
export function seatedAt(
  locations: TableLocations,
  form: Pick<CheckoutForm, 'tableNum' | 'tableLocation' | 'tableArea'>,
): { tableLocation: string; tableArea: string } {
  const tableNum = form.tableNum.trim();
  const holding = (l: TableLocations[number]) => l.areas.some((a) => a.number === tableNum);
  let tableLocation = form.tableLocation;
  if (!tableLocation && tableNum) {
    const candidates = locations.filter(holding);
    if (candidates.length === 1) tableLocation = candidates[0]!.name;
  }
  const location = locations.find((l) => l.name === tableLocation);
  const tableArea = form.tableArea || (location && tableNum && holding(location) ? tableNum : '');
  return { tableLocation, tableArea };
}
