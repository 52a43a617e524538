import type { CartItem } from '@ordering/domain/cart/cart-item';
import { type CartItemBody, toCartItemBody } from '@ordering/domain/contracts/cart-convert';
import type { CostsBody } from '@ordering/domain/contracts/costs';
import type { OrderRead, SchedulingResponse } from '@ordering/domain/contracts/orders';
import type { OrderType } from '@ordering/domain/pricing/types';
import { apiFetch } from '../api-client';

export type { CostsBody };

/** What the diner chose that changes the costs (tip, promo code, gift card); the server computes the rest. */
export interface CostsChoice {
  tip?: { type: 'dollar' | 'percentage'; percentageValue: number; amount: number } | null;
  discount?: { code: string | null } | null;
  voucher?: { code: string | null } | null;
  /** The signed-in diner's account credits, spent after the gift card (features/programs). */
  credits?: { id: string } | null;
}

const post = <T>(
  path: string,
  restaurantId: number | string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) =>
  apiFetch<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'x-restaurant-id': String(restaurantId), ...headers },
    ...(signal ? { signal } : {}),
  });

export const itemsBody = (items: readonly CartItem[]) => items.map(toCartItemBody);

export function validateItem(
  restaurantId: number | string,
  body: { itemsInCart: CartItem[]; itemToAdd: CartItem; type: OrderType },
) {
  return post<{ valid: true }>('/api/orders/item', restaurantId, {
    itemsInCart: itemsBody(body.itemsInCart),
    itemToAdd: toCartItemBody(body.itemToAdd),
    type: body.type,
  });
}

export function validateCart(
  restaurantId: number | string,
  body: { itemsInCart: CartItem[]; type: OrderType },
) {
  return post<{ valid: true }>('/api/orders/validate', restaurantId, {
    itemsInCart: itemsBody(body.itemsInCart),
    type: body.type,
  });
}

export interface SetCostsInput {
  items: CartItem[];
  type: OrderType;
  config: Record<string, unknown>;
  costs: CostsChoice;
  checkout?: Record<string, unknown>;
}

export function setCosts(restaurantId: number | string, input: SetCostsInput) {
  return post<CostsBody>('/api/orders/set-costs', restaurantId, {
    items: itemsBody(input.items),
    costs: input.costs,
    config: input.config,
    type: input.type,
    ...(input.checkout ? { checkout: input.checkout } : {}),
  });
}

/** A day's slots of a menu; with the cart's `items`, a kitchen paced by make-time also quotes the cart. */
export function getScheduling(
  restaurantId: number | string,
  body: { menuId: string; type: OrderType; date: string; items?: CartItemBody[] },
) {
  return post<SchedulingResponse>('/api/orders/scheduling', restaurantId, body);
}

export function getDiscountInfo(restaurantId: number | string, code: string) {
  return post<{ code: string; type: 'dollar' | 'percentage'; value: number }>(
    '/api/orders/get-discount-info',
    restaurantId,
    { code },
  );
}

export function getGiftCard(restaurantId: number | string, giftCardNumber: string) {
  return post<{ giftCardNumber: string; balance: number }>('/api/orders/get-gift-card', restaurantId, {
    restaurantId: String(restaurantId),
    giftCardNumber,
  });
}

/**
 * POST /orders; at a marketplace hub POST /orders/create-marketplace-order (one order per kitchen, one payment). A round
 * on a table's tab adds the member's header (features/tabs/use-tab-round.ts).
 */
export function submitOrder(
  restaurantId: number | string,
  body: unknown,
  idempotencyKey: string,
  marketplace = false,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
) {
  const path = marketplace ? '/api/orders/create-marketplace-order' : '/api/orders';
  return post<OrderRead>(path, restaurantId, body, { ...headers, 'Idempotency-Key': idempotencyKey }, signal);
}

/**
 * Where a submission sent from this device stands, by the Idempotency-Key the checkout kept: placed (with the
 * order), still paying, or 404 when that key placed nothing.
 */
export function getSubmission(restaurantId: number | string, key: string) {
  return apiFetch<{ state: 'placed' | 'paying'; order?: OrderRead }>(
    `/api/orders/submissions/${encodeURIComponent(key)}`,
    { headers: { 'X-RESTAURANT-ID': String(restaurantId) } },
  );
}

export function getAnotherRound(orderId: string) {
  return apiFetch<{
    items: CartItemBody[];
    /** The table the order it repeats was placed at: the server places the new one there too. */
    tableInfo: { tableNum: string | null; tableLocation: string | null; tableArea: string | null };
  }>(`/api/orders/another-round/${encodeURIComponent(orderId)}`);
}

export function getPaymentConfig(restaurantId: number | string) {
  return post<PaymentConfig>('/api/payment/get-payment-config', restaurantId, {
    app8RestaurantId: String(restaurantId),
  });
}

export interface PaymentConfig {
  processor: string;
  applePay: boolean;
  googlePay: boolean;
  merchantId: string | null;
  cardTypes: string[];
  extraPaymentMethods: { type: 'invoice' | 'cost_center' | 'purchase_order'; label: string }[];
  /** A Stripe restaurant's Payment Element: publishable key and merchant account (public). */
  stripe?: { publishableKey: string; account: string | null } | null;
  avs: boolean;
}
