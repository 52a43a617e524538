/**
 * Payment calls: POST /payment/get-payment-config and POST /payment/get-apple-pay-session.
 * Their responses are "not shown" in the spec; defined here.
 */
import { z } from 'zod';
import { idLike, text } from './common';

export const getPaymentConfigRequest = z.object({ app8RestaurantId: idLike }).strict();

export const getPaymentConfigResponse = z.object({
  processor: z.enum(['sandbox', 'stripe', 'payOnPremise']),
  /**
   * A Stripe restaurant's Payment Element: the publishable key and the merchant account it loads with (both public).
   * Null for other processors, or when the server has no Stripe publishable key.
   */
  stripe: z.object({ publishableKey: z.string(), account: z.string().nullable() }).nullable().default(null),
  applePay: z.boolean(),
  googlePay: z.boolean(),
  /** Public merchant identifiers for wallet sheets; never a secret. */
  merchantId: z.string().nullable(),
  cardTypes: z.array(z.enum(['visa', 'mastercard', 'amex'])),
  extraPaymentMethods: z.array(
    z.object({ type: z.enum(['invoice', 'cost_center', 'purchase_order']), label: z.string() }),
  ),
  avs: z.boolean(),
});

export const getApplePaySessionRequest = z
  .object({
    /**
     * Checked by the payment gateway, not here: only an https URL on Apple's Apple Pay hosts is ever called, and
     * any other answers one translated 400 (the server must never request an address a caller chose).
     */
    validationUrl: text(2000).trim().min(1),
    processor: text(50),
    domain: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i, 'Expected a domain name'),
    app8RestaurantId: idLike,
  })
  .strict();

/** The opaque merchant session Apple Pay JS expects from completeMerchantValidation. */
export const getApplePaySessionResponse = z.object({ merchantSession: z.record(z.string(), z.unknown()) });

export type GetPaymentConfigResponse = z.output<typeof getPaymentConfigResponse>;
export type GetApplePaySessionRequest = z.output<typeof getApplePaySessionRequest>;
