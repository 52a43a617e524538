/**
 * Ordering calls, request fields named as the spec names them. Where the spec says
 * "response not shown" the response is defined here: item/validate answer `{ valid: true }` or an error body
 * whose details list `invalid_items`; get-discount-info `{ code, type, value }`; get-gift-card
 * `{ giftCardNumber, balance }`.
 */
import { z } from 'zod';
import { ORDERING_WAYS } from '../menu/data-file/settings-schema';
import { ORDER_STATUSES } from '../ordering/order-status';
import { cartConfig, cartItem, cartItems, checkout, orderItemSent, rotationalMenuOrders } from './cart';
import {
  amountType,
  dollars,
  id,
  idLike,
  isoDateTime,
  localDate,
  MAX_LINES,
  orderType,
  text,
} from './common';
import { costsBody, costsChoice } from './costs';

/** POST /orders/item: validates an added item against the cart. */
export const orderItemRequest = z
  .object({
    itemsInCart: cartItems,
    itemToAdd: cartItem,
    type: orderType,
    date: localDate.nullable().optional(),
  })
  .strict();

/** POST /orders/validate: validates the cart at checkout. */
export const validateCartRequest = z
  .object({ itemsInCart: cartItems, type: orderType, date: localDate.nullable().optional() })
  .strict();

/** Answer of /orders/item and /orders/validate when the cart is fine; otherwise an errorBody with invalid_items. */
export const validResponse = z.object({ valid: z.literal(true) });

/** POST /orders/set-costs. */
export const setCostsRequest = z
  .object({
    tableNum: z
      .union([text(20), z.number().int().nonnegative()])
      .nullable()
      .optional(),
    items: cartItems,
    costs: costsChoice,
    config: cartConfig,
    checkout: checkout.optional(),
    type: orderType,
    date: localDate.nullable().optional(),
    /** K-12: the cart per date and student, priced as its lines (`items` then left empty). */
    rotationalMenuOrders: rotationalMenuOrders.nullable().optional(),
  })
  .strict();

/**
 * One order of a K-12 cart (a date and a student) as the submission will place it: its part of the cart's costs,
 * split as the submission splits them, so what the parent reads per day is what each order is charged.
 */
export const k12OrderCosts = z.object({
  date: localDate,
  /** The student's id; null for the date's own lines (a student named at checkout). */
  studentId: z.string().nullable(),
  /** Its lines at their price before any subsidy. */
  subtotal: dollars,
  /** Promo and member discounts. */
  discount: dollars,
  /** The subsidy taken off: the item subsidy in its lines' prices and its part of pay-what-you-can. */
  subsidy: dollars,
  taxes: dollars,
  total: dollars,
  /** What the card pays for it, once gift card and credits are taken. */
  amountToCharge: dollars,
});

/** The costs; with a K-12 cart, also each of its orders' part (`orders`, in date order). */
export const setCostsResponse = costsBody.extend({ orders: z.array(k12OrderCosts).optional() });
export type SetCostsResponse = z.output<typeof setCostsResponse>;

/** POST /orders/scheduling ("not shown" in the spec): the open slots of a menu on a date. */
/**
 * POST /orders/scheduling. With `items` (the cart's lines on this menu) at a kitchen paced by make-time, the answer
 * also quotes the cart: slots its kitchen cannot make it for are full, and `quote` gives "as soon as possible".
 */
export const schedulingRequest = z
  .object({ menuId: idLike, type: orderType, date: localDate, items: cartItems.optional() })
  .strict();

export const schedulingResponse = z.object({
  date: localDate,
  zone: z.string(),
  intervalMinutes: z.number().int(),
  slots: z.array(
    z.object({
      start: isoDateTime,
      end: isoDateTime,
      label: z.object({ hour: z.number().int(), minute: z.number().int() }),
      taken: z.number().int(),
      remaining: z.number().int().nullable(),
      full: z.boolean(),
    }),
  ),
  unavailable: z.object({ code: z.number().int(), reason: z.string(), message: z.string() }).nullable(),
  /**
   * Kitchen pacing (null for a kitchen not paced by make-time): the earliest time the kitchen can have the cart
   * ready (null when nothing fits within four hours), busy mode's delay in force, and the orders the kitchen still
   * has to make by that time (by the horizon's end when nothing fits): the checkout's "orders ahead of yours".
   */
  quote: z
    .object({
      asap: isoDateTime.nullable(),
      delayMinutes: z.number().int(),
      ordersAhead: z.number().int().nonnegative(),
    })
    .nullable()
    .optional(),
});

/** POST /orders/get-discount-info. */
export const getDiscountInfoRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,40}$/, 'Expected a promo code'),
  })
  .strict();
/** `value` is a percentage (10 is 10 %) or dollars. */
export const getDiscountInfoResponse = z.object({
  code: z.string(),
  type: amountType,
  value: z.number().nonnegative(),
});

/** POST /orders/get-gift-card. */
export const getGiftCardRequest = z
  .object({ restaurantId: idLike, giftCardNumber: text(40).trim().min(4) })
  .strict();
export const getGiftCardResponse = z.object({ giftCardNumber: z.string(), balance: dollars });

/** POST /orders (and create-marketplace-order, create-k12-order: same body). */
export const submitOrderRequest = z
  .object({
    type: orderType,
    data: z
      .object({
        config: cartConfig,
        items: z.array(z.union([orderItemSent, cartItem])).max(MAX_LINES),
        costs: costsChoice,
        checkout,
        chosenCreditCard: z.object({ paymentCardId: id.optional() }).strict().nullable().optional(),
        suites: z
          .object({
            eventSuiteId: idLike.nullable().optional(),
            suiteCateringOrderId: idLike.nullable().optional(),
          })
          .strict()
          .nullable()
          .optional(),
        rotationalMenuOrders: rotationalMenuOrders.nullable().optional(),
        date: localDate.nullable().optional(),
      })
      .strict(),
    id: idLike.nullable().optional(),
    operatorToken: text(500).nullable().optional(),
    pickup_time: isoDateTime,
  })
  .strict();

export const orderStatus = z.enum(ORDER_STATUSES);

/** GET /orders/{id}; also the answer of POST /orders. */
export const orderRead = z.object({
  id: z.string(),
  type: orderType,
  status: orderStatus,
  /** 'createdOrder', or 'modifiedOrder' when an existing suite catering order was changed. */
  event: z.enum(['createdOrder', 'modifiedOrder']).optional(),
  lines: z.array(
    z.object({
      orderId: z.number().int(),
      itemId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      price: dollars,
      options: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: dollars })),
      specialInstructions: z.string().nullable(),
    }),
  ),
  costs: costsBody,
  pickup_time: isoDateTime,
  createdAt: isoDateTime,
  cancelReason: z.string().nullable(),
  /** Where a dine-in order goes: the table number, a table location and area, or a stadium seat. */
  table: z
    .object({
      tableNum: z.string().optional(),
      tableLocation: z.string().optional(),
      tableArea: z.string().optional(),
      section: z.string().optional(),
      row: z.string().optional(),
      seat: z.string().optional(),
    })
    .nullable()
    .optional(),
  /** How and when it goes: pickup or delivery time, scheduled or not, the delivery address, postal code and zone. */
  fulfilment: z
    .object({
      time: isoDateTime.optional(),
      scheduled: z.boolean().optional(),
      delivery: z
        .object({
          address: z.string().nullable(),
          postalCode: z.string().nullable(),
          zone: z.string().nullable(),
          /** The apartment or suite, the buzzer code and the drop-off instructions, when the diner gave them. */
          unit: z.string().optional(),
          buzzer: z.string().optional(),
          instructions: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  /**
   * A school (K-12) order: the school day it is for, and the student and school it goes to (as the parent's profile
   * named them when it was placed). Not their grade, classroom or teacher: whoever holds the order's id reads this.
   */
  student: z
    .object({ date: localDate.nullable(), name: z.string().nullable(), school: z.string().nullable() })
    .nullable()
    .optional(),
  /** The custom questions as asked at checkout, with the diner's answers. */
  answers: z
    .array(
      z.object({ id: z.string(), question: z.string(), answer: z.union([z.string(), z.array(z.string())]) }),
    )
    .optional(),
  notes: z.string().nullable().optional(),
  /** What staff refunded so far (whole or by line, decision 014); absent when nothing was. */
  refunded: dollars.optional(),
  /** The checkout this order belongs to, and every order it placed (one per kitchen in a marketplace hub). */
  checkoutId: z.string().optional(),
  orders: z
    .array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        menuId: z.string().nullable(),
        /** The order's total and what the card was charged for it (its part of the checkout's payment). */
        total: dollars.optional(),
        charged: dollars.optional(),
      }),
    )
    .optional(),
});

/** POST /orders/notification: an SMS when the order is ready. */
export const orderNotificationRequest = z
  .object({
    type: z.literal('notification'),
    status: z.literal('in-progress'),
    data: z
      .object({
        config: z.object({ restaurantId: idLike, checkNum: text(100).trim().min(1) }).strict(),
        checkout: z
          .object({
            contact: z
              .object({
                phone_number: z.string().regex(/^\d{3}-\d{3}-\d{4}$/, 'Expected a phone 416-555-0100'),
                /** Proof by the checkout's e-mail when the phone differs (a request by order number). */
                email: text(254).optional(),
              })
              .strict(),
          })
          .strict(),
        date: z.union([localDate, isoDateTime]).optional(),
      })
      .strict(),
  })
  .strict();
/**
 * `sentNow`: the order was already ready, so the text was queued at once. Asked by order number, the request must
 * carry the phone or e-mail given at checkout; an unknown number and a wrong proof are the same 404.
 */
export const orderNotificationResponse = z.object({ subscribed: z.literal(true), sentNow: z.boolean() });

/** GET /orders/another-round/{id}. */
export const anotherRoundResponse = z.object({
  items: z.array(cartItem),
  tableInfo: z.object({
    tableNum: z.string().nullable(),
    tableLocation: z.string().nullable(),
    tableArea: z.string().nullable(),
  }),
});

/** GET /orders/get-next-order-queue-time: `orderId`, a placed order's public id, asks for the queue ahead of it. */
export const queueTimeQuery = z.object({
  orderId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an order id')
    .optional(),
});

/** GET /orders/get-next-order-queue-time. */
export const queueTimeResponse = z.object({
  orderCount: z.number().int().nonnegative(),
  estimatedWaitMinutes: z.number().int().nonnegative(),
});

/**
 * One event of GET /orders/{id}/events (server-sent events, event name `status`): the first is the order's current
 * status, then one per change.
 */
export const orderStatusEvent = z.object({
  orderId: z.string(),
  status: orderStatus,
  cancelReason: z.string().nullable(),
  at: isoDateTime,
});

/** POST /staff/orders/{id}/status: staff move an order along its lifecycle; a cancellation may give its reason. */
export const staffOrderStatusRequest = z
  .object({ status: orderStatus, reason: text(500).trim().min(1).optional() })
  .strict();
export const staffOrderStatusResponse = z.object({
  id: z.string(),
  number: z.number().int(),
  status: orderStatus,
  cancelReason: z.string().nullable(),
});

/** GET /restaurants/{id}/announcements. */
export const announcementsResponse = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    startsAt: isoDateTime.nullable(),
    endsAt: isoDateTime.nullable(),
    /** The ways of ordering it is for (ORDERING_WAYS); null: every way. */
    modes: z.array(z.enum(ORDERING_WAYS)).nullable(),
  }),
);

export type OrderItemRequest = z.output<typeof orderItemRequest>;
export type ValidateCartRequest = z.output<typeof validateCartRequest>;
export type SetCostsRequest = z.output<typeof setCostsRequest>;
export type SchedulingRequest = z.output<typeof schedulingRequest>;
export type SchedulingResponse = z.output<typeof schedulingResponse>;
export type SubmitOrderRequest = z.output<typeof submitOrderRequest>;
export type OrderRead = z.output<typeof orderRead>;
export type OrderStatusEvent = z.output<typeof orderStatusEvent>;
export type StaffOrderStatusRequest = z.output<typeof staffOrderStatusRequest>;
export type OrderNotificationRequest = z.output<typeof orderNotificationRequest>;
