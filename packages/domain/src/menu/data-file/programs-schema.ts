/** Promos, member promos and members, subsidies and promo codes: what lowers a diner's price. */
import { z } from 'zod';

import { dollars, id, localization, text, timestamp } from './primitives';

export const promoSchema = z
  .object({
    id,
    name: text(200).nullable().default(null),
    type: z.enum(['percent', 'amount']),
    value: z.number().positive(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.type === 'percent' && p.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent promo is at most 100' });
  });

/**
 * A member promo: what a member of the restaurant's membership program gets off, as `memberDiscount`:
 * percent of what is left after the promo code, or dollars; `pre_tax` takes it before tax, otherwise off the total
 * (pricing/member-discount.ts).
 */
export const memberPromoSchema = z
  .object({
    id,
    label: text(200).min(1),
    type: z.enum(['percent', 'amount']),
    value: z.number().positive(),
    pre_tax: z.boolean().default(true),
    localization,
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.type === 'percent' && p.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent promo is at most 100' });
  });

/**
 * The built-in membership provider's member list, imported with the file and never served with it
 * (published-cache strips it): the identifier a member types in the access-code drawer, the member's provider code
 * (ELB and SPH skip subsidy pricing) and the member promos they get.
 */
export const memberSchema = z
  .object({
    identifier: text(200).trim().min(1),
    provider: text(20).trim().min(1).default('BUILTIN'),
    first_name: text(100).default(''),
    last_name: text(100).default(''),
    email: text(254).nullable().default(null),
    promos: z.array(id).max(10).default([]),
  })
  .strict();

export const subsidySchema = z
  .object({
    id,
    name: text(200).nullable().default(null),
    is_active: z.boolean().default(true),
    type: z.enum(['discount', 'fixed_price', 'pay_what_you_can']),
    target_users: z.enum(['all', 'codes']).default('all'),
    target_items: z.enum(['all', 'meals']).default('all'),
    discount_percentage: z.number().min(0).max(100).nullable().default(null),
    discount_amount: dollars.nullable().default(null),
    discount_fixed_price: dollars.nullable().default(null),
    codes: z.array(text(50).min(1)).max(10_000).default([]),
    localization,
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.type === 'discount' && s.discount_percentage === null && s.discount_amount === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_percentage'],
        message: 'A discount subsidy needs a percentage or an amount',
      });
    }
    if (s.type === 'fixed_price' && s.discount_fixed_price === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_fixed_price'],
        message: 'A fixed-price subsidy needs its price',
      });
    }
    if (s.target_users === 'codes' && s.codes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['codes'],
        message: 'A subsidy for codes needs at least one code',
      });
    }
  });

export const promoCodeSchema = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/, 'Letters, digits, dashes and underscores, 2 to 40'),
    type: z.enum(['percent', 'amount']),
    value: z.number().positive(),
    starts_at: timestamp,
    ends_at: timestamp,
    usage_limit: z.number().int().min(1).nullable().default(null),
    minimum_order: dollars.nullable().default(null),
  })
  .strict();
