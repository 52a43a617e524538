/**
 * The staff console's API (decision 014), under `/api/staff`. Every call needs a
 * signed-in user (cookie or `Authorization: Bearer`) with a role at the restaurant: anonymous 401 (code 201), no
 * role there 403, a role that does not allow the call 403, another restaurant's order 404. Money is in dollars.
 */
import { z } from 'zod';
import { STAFF_ACTIONS, STAFF_ROLES } from '../staff/roles';
import { dollars, id, isoDateTime, localDate, orderType, text } from './common';
import { costsBody } from './costs';
import { orderStatus } from './orders';

export const staffRole = z.enum(STAFF_ROLES);
export const staffAction = z.enum(STAFF_ACTIONS);

/** A restaurant id in a path or query (digits). */
export const restaurantIdParam = z.string().regex(/^\d{1,10}$/, 'Expected a restaurant id');
export const staffRestaurantParams = z.object({ id: restaurantIdParam });
export const staffOrderParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an order id'),
});

/** GET /staff/me: who is signed in, and the restaurants where they hold a role (the picker). */
export const staffMeResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  restaurants: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      timezone: z.string(),
      role: staffRole,
      /** What the role allows (the screens hide the rest; the server checks every call anyway). */
      actions: z.array(staffAction),
    }),
  ),
});

/** GET /staff/orders?restaurantId=&status=&date= */
export const staffOrdersQuery = z
  .object({
    restaurantId: restaurantIdParam,
    /** One status or several separated by commas; every placed status when absent. */
    status: z
      .string()
      .max(200)
      .transform((s) => s.split(',').map((x) => x.trim()))
      .pipe(z.array(orderStatus).min(1))
      .optional(),
    /** The restaurant's local day (its time zone) of the orders' pickup or delivery time; today when absent. */
    date: localDate.optional(),
    /** A marketplace hub's kitchen (its menu id): that kitchen's own board, the orders placed with it only. */
    kitchen: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const staffTenderState = z.enum([
  'authorized',
  'captured',
  'voided',
  'released',
  'refunded',
  'partially_refunded',
  'debited',
  'credited',
  'none',
]);

const publishedNames = z.object({ en: z.string().optional(), fr: z.string().optional() });

export const staffOrderLine = z.object({
  /** The line's position in the order (0-based): what a refund by line names. */
  position: z.number().int(),
  itemId: z.string(),
  menuId: z.string(),
  sectionId: z.string().nullable(),
  /** As the diner saw it; `names`: as published in each language when it was ordered (staff read theirs). */
  name: z.string(),
  names: publishedNames.optional(),
  quantity: z.number().int(),
  unitPrice: dollars,
  price: dollars,
  options: z.array(
    z.object({
      name: z.string(),
      names: publishedNames.optional(),
      quantity: z.number().int(),
      price: dollars,
      /** A pricing group's value (a size, a format): `price` is the unit's price, not a surcharge. */
      setsPrice: z.boolean(),
    }),
  ),
  specialInstructions: z.string().nullable(),
  refundedQuantity: z.number().int(),
});

export const staffTender = z.object({
  kind: z.string(),
  amount: dollars,
  refunded: dollars,
  state: staffTenderState,
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  wallet: z.string().nullable(),
});

export const staffRefund = z.object({
  id: z.string(),
  amount: dollars,
  reason: z.string().nullable(),
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int(), amount: dollars })),
  tenders: z.array(z.object({ kind: z.string(), amount: dollars })),
  createdAt: isoDateTime,
  /** The staff member's e-mail. */
  by: z.string().nullable(),
});

/** An order with everything it keeps: the ticket. */
export const staffOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  checkoutId: z.string().nullable(),
  type: orderType,
  status: orderStatus,
  cancelReason: z.string().nullable(),
  menuId: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** When it is due: pickup, delivery or service time. */
  pickupTime: isoDateTime,
  scheduled: z.boolean(),
  /** Entered by staff for a diner on the phone or at the counter (paid at the counter), not by the diner. */
  enteredByStaff: z.boolean(),
  /** The diner's language, when known. */
  locale: z.string().nullable(),
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  table: z
    .object({
      tableNum: z.string().optional(),
      tableLocation: z.string().optional(),
      tableArea: z.string().optional(),
      section: z.string().optional(),
      row: z.string().optional(),
      seat: z.string().optional(),
      /** The location and area as the data file named them in each language (staff read theirs). */
      locationNames: publishedNames.optional(),
      areaNames: publishedNames.optional(),
    })
    .nullable(),
  delivery: z
    .object({
      address: z.string().nullable(),
      postalCode: z.string().nullable(),
      zone: z.string().nullable(),
      /** The apartment or suite, the buzzer code and how to drop off, when the diner gave them. */
      unit: z.string().optional(),
      buzzer: z.string().optional(),
      instructions: z.string().optional(),
    })
    .nullable(),
  /** The stored fulfilment as written at submission (time, scheduled, menus, table, delivery). */
  fulfilment: z.record(z.string(), z.unknown()),
  /**
   * As the diner read and chose them (their language); `texts`, when the order kept them, the same in each language
   * so staff read them in the console's.
   */
  answers: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      answer: z.union([z.string(), z.array(z.string())]),
      texts: z
        .record(
          z.enum(['en', 'fr']),
          z.object({ question: z.string(), answer: z.union([z.string(), z.array(z.string())]) }),
        )
        .optional(),
    }),
  ),
  notes: z.string().nullable(),
  legalAgeConfirmed: z.boolean(),
  /** K-12: student, school, grade, classroom, teacher, date. */
  student: z.record(z.string(), z.unknown()).nullable(),
  /** Event suites: the suite, event, delivery time, notes. */
  eventSuite: z.record(z.string(), z.unknown()).nullable(),
  /** Promo code, gift card, subsidy, member promo, credits. */
  programs: z.record(z.string(), z.unknown()),
  lines: z.array(staffOrderLine),
  costs: costsBody,
  total: dollars,
  tenders: z.array(staffTender),
  refunds: z.array(staffRefund),
  /** Everything refunded so far. */
  refunded: dollars,
  /** The stations that marked their part of the order done (contracts/stations.ts), in the order they did. */
  stationsDone: z.array(z.string()).optional(),
});

export const staffOrdersResponse = z.object({
  restaurantId: z.number().int(),
  date: localDate,
  timezone: z.string(),
  orders: z.array(staffOrder),
});

/** GET /staff/restaurants/{id}/refunds?date= */
export const staffDayRefundsQuery = z
  .object({
    /** The restaurant's local day (its time zone) the refunds were made on; today when absent. */
    date: localDate.optional(),
  })
  .strict();

/**
 * The refunds made on a day, whatever day their orders were due: a day's report counts a refund on the day it was
 * made, as Square and Toast do, and its order's sales on the order's own day.
 */
export const staffDayRefundsResponse = z.object({
  restaurantId: z.number().int(),
  date: localDate,
  timezone: z.string(),
  /** The day's bounds in the restaurant's zone: a refund made in [from, to) is the day's. */
  from: isoDateTime,
  to: isoDateTime,
  /** The day's refunds, oldest first, each with its order's id. */
  refunds: z.array(staffRefund.extend({ orderId: z.string() })),
  /** The orders they gave back, due on any day, each with everything it keeps (every refund, whichever day). */
  orders: z.array(staffOrder),
});

/** POST /staff/orders/{id}/refund: the whole order when `lines` is absent, else these quantities of these lines. */
export const staffRefundRequest = z
  .object({
    lines: z
      .array(
        z
          .object({ position: z.number().int().min(0).max(999), quantity: z.number().int().min(1).max(999) })
          .strict(),
      )
      .min(1)
      .max(200)
      .optional(),
    reason: text(500).trim().min(1).optional(),
  })
  .strict();
/**
 * POST /staff/orders/{id}/cancel-preview: what cancelling would give back now (`returned`, with what it is made of)
 * and what it would only release (an authorization voided, nothing charged); nothing is written.
 */
export const staffCancelPreview = z.object({
  returned: dollars,
  released: dollars,
  parts: z.object({ items: dollars, taxes: dollars, tip: dollars, charges: dollars }),
});
export type StaffCancelPreview = z.output<typeof staffCancelPreview>;

export const staffRefundResponse = z.object({ refund: staffRefund, order: staffOrder });

/**
 * POST /staff/orders/{id}/refund-preview: what the same request to /refund would return now, and what it is made
 * of, planned by the same code; nothing is written and no processor is called.
 */
export const staffRefundPreview = z.object({
  amount: dollars,
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int(), amount: dollars })),
  parts: z.object({ items: dollars, taxes: dollars, tip: dollars, charges: dollars }),
  tenders: z.array(z.object({ kind: z.string(), amount: dollars })),
});

/** A maintenance window: ISO instants, the end after the start (ordering/maintenance.ts). */
export const maintenanceWindow = z
  .object({
    startsAt: z.iso.datetime({ offset: true }).describe('When the window starts (ISO 8601)'),
    endsAt: z.iso.datetime({ offset: true }).describe('When it ends and ordering opens again (ISO 8601)'),
  })
  .strict();

/** PUT /staff/restaurants/{id}/maintenance: at most a day, not already over. */
export const staffMaintenanceRequest = maintenanceWindow;

/**
 * What diners see of a restaurant live: ordering paused (and why), what staff marked sold out or back, the owner's
 * maintenance window.
 */
export const restaurantLiveState = z.object({
  restaurantId: z.number().int(),
  ordersPaused: z.boolean(),
  /** The staff's message while paused (null: the data file's). */
  pausedMessage: z.string().nullable(),
  /** Staff marks on top of the published file: true sold out, false available again. */
  soldOut: z.object({
    items: z.record(z.string(), z.boolean()),
    values: z.record(z.string(), z.boolean()),
  }),
  /** The owner's maintenance window, now or to come (null: none). */
  maintenance: maintenanceWindow.nullable(),
});

/** POST /staff/restaurants/{id}/pause */
export const staffPauseRequest = z
  .object({ message: text(1000).trim().min(1).nullable().optional() })
  .strict();
/**
 * POST /staff/restaurants/{id}/busy: busy mode for the next `forMinutes`. Quotes wait `delayMinutes` more (5-minute
 * steps up to 2 h) and/or the kitchen takes `capacityCutPercent` less; 0 and 0 end it.
 */
export const staffBusyRequest = z
  .object({
    delayMinutes: z.number().int().min(0).max(120).multipleOf(5),
    capacityCutPercent: z.number().int().min(0).max(90),
    forMinutes: z
      .number()
      .int()
      .min(5)
      .max(12 * 60),
  })
  .strict();
export const kitchenBusyState = z.object({
  restaurantId: z.number().int(),
  /** Whether the data file paces the kitchen by make-time (busy mode acts only then). */
  paced: z.boolean(),
  delayMinutes: z.number().int(),
  capacityCutPercent: z.number().int(),
  /** When busy mode ends; null when none is in force. */
  until: z.iso.datetime({ offset: true }).nullable(),
});
/** POST /staff/restaurants/{id}/sold-out: an item or an option value, sold out (true) or back (false). */
export const staffSoldOutRequest = z
  .object({ kind: z.enum(['item', 'value']), id, soldOut: z.boolean() })
  .strict();

/**
 * POST /staff/restaurants/{id}/data-file: the body is the data file itself (up to 5 MB), validated by the data
 * file's own schema: a refusal is a 400 whose `details` list every issue by path (`menus[0].items[2].price`).
 */
export const staffDataFileRequest = z.record(z.string(), z.unknown());
export const staffDataFileResponse = z.object({
  restaurantId: z.number().int(),
  version: z.number().int(),
  /** The same content was already published: nothing was written. */
  unchanged: z.boolean(),
});

/** The version diners are served, and when it was published (ISO 8601). */
export const staffPublishedFileResponse = z.object({
  restaurantId: z.number().int(),
  version: z.number().int(),
  publishedAt: z.iso.datetime(),
});

export const staffMember = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRole,
  /** `group`: held at the restaurant's group (changed there, not here). */
  scope: z.enum(['restaurant', 'group']),
});
export const staffListResponse = z.object({ staff: z.array(staffMember) });
export const staffAddRequest = z
  .object({ email: text(254).trim().toLowerCase().email(), role: staffRole })
  .strict();
export const staffChangeRequest = z.object({ role: staffRole }).strict();
export const staffMemberParams = z.object({ id: restaurantIdParam, userId: text(40).min(1) });

/**
 * GET /staff/restaurants/{id}/events (server-sent events). Event `order`: an order placed (`new`) or changed
 * (`changed`: status, refund), with the whole ticket. Event `live`: the restaurant's live state. The stream starts
 * with `live`; a board reloads its list when it (re)connects.
 */
export const staffOrderEvent = z.object({ kind: z.enum(['new', 'changed']), order: staffOrder });

export type StaffRoleName = z.output<typeof staffRole>;
export type StaffMeResponse = z.output<typeof staffMeResponse>;
export type StaffPublishedFileResponse = z.output<typeof staffPublishedFileResponse>;
export type StaffOrdersQuery = z.output<typeof staffOrdersQuery>;
export type StaffOrder = z.output<typeof staffOrder>;
export type StaffOrdersResponse = z.output<typeof staffOrdersResponse>;
export type StaffDayRefundsResponse = z.output<typeof staffDayRefundsResponse>;
export type StaffRefund = z.output<typeof staffRefund>;
export type StaffRefundRequest = z.output<typeof staffRefundRequest>;
export type StaffRefundPreview = z.output<typeof staffRefundPreview>;
export type RestaurantLiveState = z.output<typeof restaurantLiveState>;
export type KitchenBusyState = z.output<typeof kitchenBusyState>;
export type StaffMember = z.output<typeof staffMember>;
export type StaffOrderEvent = z.output<typeof staffOrderEvent>;
