/** The data file's top-level parts, before the checks across them (references.ts). */
import { z } from 'zod';

import { menuGroupSchema, menuSchema, rotationalMenuSchema } from './menu-schema';
import {
  memberPromoSchema,
  memberSchema,
  promoCodeSchema,
  promoSchema,
  subsidySchema,
} from './programs-schema';
import { restaurantSchema } from './restaurant-schema';
import {
  announcementSchema,
  localeSchema,
  menuConfigurationSchema,
  orderOptionsSchema,
} from './settings-schema';

export const dataFileShape = z
  .object({
    restaurant: restaurantSchema,
    menu_configuration: menuConfigurationSchema.default(() => menuConfigurationSchema.parse({})),
    order_options: orderOptionsSchema.default(() => orderOptionsSchema.parse({})),
    locales: z
      .array(localeSchema)
      .min(1)
      .max(2)
      .default([{ locale_short: 'en', locale_long: 'en-CA', label: 'English', is_default: true }]),
    menu_groups: z.array(menuGroupSchema).max(50).default([]),
    menus: z.array(menuSchema).max(100),
    rotational_menus: z.array(rotationalMenuSchema).max(20).default([]),
    promos: z.array(promoSchema).max(500).default([]),
    subsidies: z.array(subsidySchema).max(50).default([]),
    promo_codes: z.array(promoCodeSchema).max(1000).default([]),
    member_promos: z.array(memberPromoSchema).max(50).default([]),
    members: z.array(memberSchema).max(20_000).default([]),
    announcements: z.array(announcementSchema).max(50).default([]),
    version: z.number().int().positive().optional(),
  })
  .strict();
