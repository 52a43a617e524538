/**
 * Cart item, order item as sent, cart config and checkout, as they cross the API: the
 * same field names, prices in dollars. Card numbers and CVD pass through to the gateway and are never stored.
 */
import { z } from 'zod';
import { minutes as dataFileMinutes } from '../menu/data-file/primitives';
import { TAKEOUT_CHOICES } from '../order-types/wire';
import {
  dollars,
  id,
  idLike,
  isoDateTime,
  jsonObject,
  jsonValue,
  localDate,
  localTime,
  MAX_LINES,
  text,
} from './common';

export interface CartOptionValueBody {
  id: string;
  quantity: number;
  adjustedPrice: number;
  options: CartOptionGroupBody[];
}
export interface CartOptionGroupBody {
  id: string;
  memo?: string;
  values: CartOptionValueBody[];
}

/**
 * How many levels of option groups a cart line may nest (a value's options holding groups whose values hold
 * options...). Data files may nest deeper in principle; no menu needs more, and a bound keeps a body nested hundreds
 * deep a 400 instead of a stack overflow in validation or pricing.
 */
export const MAX_OPTION_DEPTH = 8;

const tooDeep = z
  .array(z.unknown())
  .max(0, `Option groups may nest at most ${MAX_OPTION_DEPTH} levels deep`)
  .default([]);

// One schema per level (not z.lazy): the depth is part of the contract, and validation never descends further.
function optionGroupAt(level: number): z.ZodType<CartOptionGroupBody, unknown> {
  return z
    .object({
      id: idLike,
      memo: text(500).optional(),
      values: z.array(optionValueAt(level)).max(50),
    })
    .strict() as unknown as z.ZodType<CartOptionGroupBody, unknown>;
}

function optionValueAt(level: number): z.ZodType<CartOptionValueBody, unknown> {
  return z
    .object({
      id: idLike,
      quantity: z.number().int().min(1).max(99),
      adjustedPrice: dollars,
      options:
        level >= MAX_OPTION_DEPTH
          ? tooDeep
          : z
              .array(optionGroupAt(level + 1))
              .max(20)
              .default([]),
    })
    .strict() as unknown as z.ZodType<CartOptionValueBody, unknown>;
}

export const cartOptionGroup = optionGroupAt(1);
export const cartOptionValue = optionValueAt(1);

export const cartItem = z
  .object({
    id: idLike,
    menu_id: idLike,
    section_id: idLike.nullable(),
    orderId: z.number().int().min(0).max(1_000_000),
    quantity: z.number().int().min(1).max(999),
    orderPrice: dollars,
    orderOptions: z.array(cartOptionGroup).max(30).default([]),
  })
  .strict();

export const cartItems = z.array(cartItem).max(MAX_LINES);

/** An order line as the submission sends it. */
export const orderItemSent = z
  .object({
    id: idLike,
    orderId: z.number().int().min(0).max(1_000_000),
    orderPrice: dollars,
    price: dollars,
    quantity: z.number().int().min(1).max(999),
    specialInstructions: text(500).optional(),
    orderOptions: z
      .array(
        z
          .object({
            id: idLike,
            optionGroupSku: text(100).nullable().optional(),
            name: text(200),
            memo: text(500).optional(),
            values: z.array(cartOptionValue).max(50),
          })
          .strict(),
      )
      .max(30)
      .default([]),
  })
  .strict();

const tableInfo = z
  .object({
    tableNum: text(20).optional(),
    tableArea: text(200).optional(),
    tableLocation: text(200).optional(),
    // A stadium seat (restaurant.seat_delivery).
    section: text(10).optional(),
    row: text(10).optional(),
    seat: text(10).optional(),
  })
  .strict();

export const cartConfig = z
  .object({
    tableNum: z
      .union([text(20), z.number().int().nonnegative()])
      .nullable()
      .optional(),
    tableInfo: tableInfo.nullable().optional(),
    takeout: z.boolean().optional(),
    takeoutType: z.enum(TAKEOUT_CHOICES).nullable().optional(),
    genericCatering: z.boolean().optional(),
    viewOnly: z.boolean().optional(),
    takeoutDateRange: z.object({ start: localDate, end: localDate }).strict().nullable().optional(),
    takeoutSpecificDates: z.array(localDate).max(60).optional(),
    menuList: text(1000).nullable().optional(),
    genericTableLocation: text(200).nullable().optional(),
    eventSuite: idLike.nullable().optional(),
    eventDayOrdering: z.boolean().optional(),
    anotherRoundId: id.nullable().optional(),
    /** A round on a table's tab (features/tabs): the tab's id; the member proves itself by the X-Tab-Member header. */
    tabId: id.nullable().optional(),
    restaurantId: idLike.optional(),
    checkNum: text(100).optional(),
    userId: idLike.nullable().optional(),
    token: text(500).nullable().optional(),
  })
  .strict();

export const paymentMethod = z.enum([
  'credit_card',
  'apple_pay',
  'google_pay',
  'invoice',
  'cost_center',
  'purchase_order',
]);

export const checkout = z
  .object({
    paymentMethod: paymentMethod.nullable().optional(),
    savePaymentMethodOnCheckout: z.boolean().optional(),
    paymentNotRequired: z.boolean().optional(),
    questions: z
      .array(z.object({ id: idLike, answer: z.union([text(500), z.array(text(200)).max(50)]) }).strict())
      .max(20)
      .optional(),
    pickup: z
      .object({
        dueByDate: localDate.nullable().optional(),
        dueByTime: localTime.nullable().optional(),
        // The minutes the checkout adds to now for an order "as soon as possible": the
        // cart's lead time, a menu's notice or prep time, which a data file bounds at 60 days (a 48-hour catering
        // menu sends 2880).
        prepTime: dataFileMinutes.nullable().optional(),
        scheduled: z.boolean().optional(),
        delivery: z.boolean().optional(),
        notes: text(1000).optional(),
      })
      .strict()
      .optional(),
    delivery: z
      .object({
        type: text(50).nullable().optional(),
        name: text(200).optional(),
        student: text(200).optional(),
        school: text(200).optional(),
        grade: text(100).optional(),
        classroom: text(100).optional(),
        teacher: text(200).optional(),
        address: text(500).optional(),
        postal_code: text(20).optional(),
        /** Where the driver goes past the street address: the apartment or suite, the buzzer code, how to drop off. */
        unit: text(20).optional(),
        buzzer: text(20).optional(),
        instructions: text(300).optional(),
      })
      .strict()
      .optional(),
    contact: z
      .object({
        full_name: text(200).optional(),
        email: text(254).optional(),
        phone_number: text(30).optional(),
        password: text(200).optional(),
      })
      .strict()
      .optional(),
    card: z
      .object({
        number: text(30).optional(),
        cvd: text(4).optional(),
        expiry_date: text(5).optional(),
        postal_code: text(20).optional(),
        type: text(20).optional(),
        /**
         * The payment method a processor's own card fields made in the browser (Stripe's Payment Element, `pm_…`):
         * sent instead of number, CVD and expiry, which then never reach this server (decision 016).
         */
        processor_token: z
          .string()
          .max(100)
          .regex(/^pm_[A-Za-z0-9_]+$/, 'Expected a payment method id')
          .optional(),
      })
      .strict()
      .optional(),
    applePayPaymentToken: jsonObject.nullable().optional(),
    applePayPaymentDetails: jsonObject.nullable().optional(),
    googlePayPaymentPayload: jsonObject.nullable().optional(),
    purchaseOrder: text(100).optional(),
    costCenter: text(100).optional(),
    invoice: z.boolean().optional(),
    loyaltyProgram: z
      .object({ userStatus: text(100).nullable().optional() })
      .strict()
      .optional(),
    memberInfo: z
      .object({
        id: idLike.nullable().optional(),
        identifier: text(200).nullable().optional(),
        provider: text(20).nullable().optional(),
        promos: z.array(jsonValue).max(20).optional(),
        promosApplied: z.array(jsonValue).max(20).optional(),
      })
      .strict()
      .optional(),
    suitesInfo: z
      .object({
        deliveryTime: z.union([isoDateTime, localTime]).nullable().optional(),
        notes: text(1000).optional(),
        tabLimit: text(100).nullable().optional(),
      })
      .strict()
      .optional(),
    legalAge: z.boolean().optional(),
  })
  .strict();

/**
 * K-12 orders per date: `{ "2026-03-09": { items, orderId, students } }`, at most 31 dates. The spec's `items` are for
 * the student `checkout.delivery.student` names; `students` (keyed by the parent's student id) holds each other
 * student's lines for that date, so one checkout orders for several children.
 */
export const rotationalMenuOrders = z
  .record(
    localDate,
    z
      .object({
        items: cartItems,
        orderId: idLike.nullable().optional(),
        students: z
          .record(id, z.object({ items: cartItems }).strict())
          .refine((r) => Object.keys(r).length <= 10, 'At most 10 students')
          .optional(),
      })
      .strict(),
  )
  .refine((r) => Object.keys(r).length <= 31, 'At most 31 dates');

export type CartItemBody = z.output<typeof cartItem>;
export type CartConfigBody = z.output<typeof cartConfig>;
export type CheckoutBody = z.output<typeof checkout>;
