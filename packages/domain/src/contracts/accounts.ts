/**
 * Account calls, served under /api. The spec shows few bodies and responses; those it
 * leaves out are defined here and fixed, so other clients can rely on them. Shapes only: the field rules
 * with their spec messages (password, e-mail, name, phone) are applied by the server with `accountFieldErrors`,
 * so each message comes translated in the request's language.
 */
import { z } from 'zod';
import type { ReceiptRowKind } from '../pricing/receipt-rows';
import { dollars, id, idLike, isoDateTime, text } from './common';

const email = text(254);
const password = text(200);
const name = text(100);
const phone = text(30);
const token = text(200);

export const registerUserRequest = z
  .object({
    email,
    password,
    firstName: name,
    lastName: name,
    phoneNumber: phone.nullish(),
    /** Sign-up from the checkout screen: the checkout keeps its cart (the web app's concern). */
    registerAtCheckout: z.boolean().optional(),
    locale: z.enum(['en-CA', 'fr-CA']).optional(),
  })
  .strict();

export const loginNativeRequest = z.object({ email, password }).strict();
export const userExistRequest = z.object({ email }).strict();
export const userExistResponse = z.object({ exists: z.boolean() });

/** The token is optional: the session is the cookie's or the bearer's; a token in the body is logged out too. */
export const logoutRequest = z.object({ accessToken: token.optional() }).strict();
export const okResponse = z.object({ ok: z.literal(true) });

export const forgotPasswordRequest = z.object({ email }).strict();
export const resetPasswordRequest = z.object({ token, password }).strict();

export const paymentMethodView = z.object({
  /** The saved card's id (`paymentCardId` in the spec). */
  paymentCardId: z.string(),
  isDefault: z.boolean(),
  brand: z.enum(['visa', 'mastercard', 'amex', 'unknown']),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  /** MM/YY, as the card form writes it. */
  expiry: z.string(),
  /**
   * Whether the restaurant of the X-RESTAURANT-ID header can charge this card (a card lives with the processor, and
   * merchant account, it was saved through); absent without the header.
   */
  acceptedHere: z.boolean().optional(),
});
export const paymentMethodsResponse = z.array(paymentMethodView);

const cardFields = {
  cardNumber: text(30),
  /** MMYY or MM/YY. */
  expiry: text(7),
  cvd: text(4),
  postalCode: text(10).optional(),
};

/**
 * The payment method the processor's own card element made in the browser (Stripe's `pm_…`), sent instead of the
 * card's number, expiry and CVD at a restaurant whose processor takes cards that way.
 */
const processorToken = text(200);

/** The card's fields, or `processorToken`: a body with neither is refused as an invalid card. */
export const addPaymentMethodRequest = z
  .object({
    cardNumber: cardFields.cardNumber.optional(),
    expiry: cardFields.expiry.optional(),
    cvd: cardFields.cvd.optional(),
    postalCode: cardFields.postalCode,
    processorToken: processorToken.optional(),
    isDefault: z.boolean().optional(),
    /** Saved from the checkout's "save this card" box (savePaymentMethodOnCheckout). */
    savingFromCheckout: z.boolean().optional(),
  })
  .strict();

/** Make a card the default, or replace its number and expiry (a new token, the same id). */
export const updatePaymentMethodRequest = z
  .object({
    paymentCardId: id,
    isDefault: z.boolean().optional(),
    cardNumber: cardFields.cardNumber.optional(),
    expiry: cardFields.expiry.optional(),
    cvd: cardFields.cvd.optional(),
    postalCode: cardFields.postalCode,
    processorToken: processorToken.optional(),
  })
  .strict();

/**
 * After the bank's 3-D Secure challenge of a card being saved (a 402 with `reason: authentication_required`,
 * `clientSecret` and `setupId`): the check to complete, and what the card was being saved as.
 */
export const completePaymentMethodRequest = z
  .object({
    setupId: text(100),
    /** The card it replaces, when the check was for a replacement. */
    paymentCardId: id.optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();

export const deletePaymentRequest = z.object({ paymentCardId: id }).strict();

export const studentFields = z
  .object({
    name: text(100),
    /** Matched by name; may be left out when the program has a single school. */
    school: text(200).nullish(),
    grade: text(100).nullish(),
    classroom: text(100).nullish(),
    teacher: text(200).nullish(),
  })
  .strict();

export const studentView = z.object({
  id: z.string(),
  name: z.string(),
  school: z.string(),
  grade: z.string().nullable(),
  classroom: z.string().nullable(),
  teacher: z.string().nullable(),
});
export const studentResponse = z.object({ student: studentView, students: z.array(studentView) });
export const studentsResponse = z.object({ students: z.array(studentView) });
export const studentIdParams = z.object({ id });

export const profileResponse = z.object({
  id: z.string(),
  /** The session token, for clients that send `Authorization: Bearer` (the web app uses the cookie). */
  token: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  locale: z.enum(['en-CA', 'fr-CA']),
  /** Percent of the subtotal. */
  defaultTip: z.number().int().nullable(),
  promoCode: z.string().nullable(),
  subsidyCode: z.string().nullable(),
  suiteOperator: z.boolean(),
  paymentMethods: paymentMethodsResponse,
  /** Dollars, at the restaurant of the X-RESTAURANT-ID header (0 without one). */
  credits: dollars,
  /** The students at the restaurant of the X-RESTAURANT-ID header. */
  students: z.array(studentView),
  hasPassword: z.boolean(),
});

/** A diner's default tip, in percent of the subtotal: the profile's field checks it with this too. */
export const defaultTipPercent = z.number().int().min(0).max(100);

export const editUserRequest = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    phoneNumber: phone.nullish(),
    email: email.optional(),
    locale: z.enum(['en-CA', 'fr-CA']).optional(),
    defaultTip: defaultTipPercent.nullish(),
    promoCode: text(50).nullish(),
    /** A new password needs the current one (when the account has one). */
    password: password.optional(),
    currentPassword: password.optional(),
  })
  .strict();

export const snapshotItem = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  menu_id: z.string(),
  section_id: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** The selections as ordered, for the domain's reorder rules. */
  orderOptions: z.array(z.unknown()),
});

export const userSnapshotResponse = z.object({
  /** The lines of the user's last order at this restaurant (lastItemsOrdered). */
  items: z.array(snapshotItem),
  students: z.array(studentView),
  subsidyCode: z.string().nullable(),
  credits: dollars,
});

export const pastReceiptsRequest = z
  .object({
    limit: z.number().int().min(1).max(50).optional(),
    /** The `createdAt` of the last receipt already shown: the next page starts before it. */
    before: isoDateTime.optional(),
  })
  .strict();

export const receiptLine = snapshotItem.extend({
  price: dollars,
  options: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.number() })),
  specialInstructions: z.string().nullable(),
});

/** A row of how a receipt's total was made (pricing/receipt-rows.ts), its amounts in dollars. */
export const receiptCostRow = z.object({
  // Every kind of row the server makes (receipts.service.ts maps each ReceiptRow to this shape, so none is missing).
  kind: z.enum([
    'subtotal',
    'discount',
    'member',
    'subsidy',
    'serviceCharge',
    'deliveryCharge',
    'deliveryPending',
    'tax',
    'taxes',
    'taxesIncluded',
    'tip',
    'total',
  ] as const satisfies readonly ReceiptRowKind[]),
  amount: dollars,
  negative: z.literal(true).optional(),
  code: z.string().optional(),
  label: z.string().optional(),
  rate: z.number().optional(),
  brackets: z.array(z.object({ label: z.string(), amount: dollars })).optional(),
  beforeDelivery: z.literal(true).optional(),
});

export const receiptView = z.object({
  id: z.string(),
  number: z.number().int(),
  restaurantId: z.string(),
  /** Where "Reorder" goes, the name shown and the zone the time is told in; null if no longer published. */
  restaurant: z.object({ slug: z.string(), name: z.string(), timezone: z.string() }).nullable(),
  type: z.string(),
  status: z.string(),
  createdAt: z.string(),
  pickup_time: z.string(),
  total: dollars,
  costs: z.record(z.string(), z.unknown()),
  /** From the subtotal to the total, as the checkout's summary showed them, in the reader's language. */
  breakdown: z.array(receiptCostRow),
  lines: z.array(receiptLine),
});
export const pastReceiptsResponse = z.object({ receipts: z.array(receiptView) });

export const userCreditsQuery = z.object({ userId: id.optional() });
export const userCreditsResponse = z.object({
  credits: dollars,
  /** Whether the restaurant offers account credits (app8_credits). */
  enabled: z.boolean(),
});

export const addSubsidyCodeRequest = z.object({ subsidyCode: text(50) }).strict();
export const subsidyCodeResponse = z.object({ subsidyCode: z.string().nullable() });

/** Social login (login-{type}): the provider's ID token (Google, Apple, sandbox) or access token (Facebook). */
export const socialLoginRequest = z
  .object({
    idToken: text(8000).optional(),
    accessToken: text(8000).optional(),
    /** Sign-up allowed: without it an unknown identity is refused instead of creating an account. */
    register: z.boolean().optional(),
    firstName: name.optional(),
    lastName: name.optional(),
  })
  .strict();

export const providerUserInfoRequest = z
  .object({ userId: idLike.optional(), token: text(8000).optional(), accessToken: text(8000).optional() })
  .strict();

export type RegisterUserRequest = z.output<typeof registerUserRequest>;
export type ProfileResponse = z.output<typeof profileResponse>;
export type PaymentMethodView = z.output<typeof paymentMethodView>;
export type StudentView = z.output<typeof studentView>;
export type EditUserRequest = z.output<typeof editUserRequest>;
export type ReceiptView = z.output<typeof receiptView>;
export type ReceiptCostRow = z.output<typeof receiptCostRow>;
export type SnapshotItem = z.output<typeof snapshotItem>;
