/**
 * The cart rules at the server (ordering.md section 5, DESIGN.md section 12): the domain's checkCart, the same
 * check the browser's screens are built on, turned into one error. `/orders/item`, `/orders/validate`, set-costs
 * and the submission all come through here, each with the facts its request carries.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { type CartRefusal, type CheckCartInput, checkCart } from '@ordering/domain/cart/check-cart';
import { formatCartMessage } from '@ordering/domain/cart/messages';
import type { CartConfigBody } from '@ordering/domain/contracts/cart';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { OrderFlags } from '@ordering/domain/ordering/order-type';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import type { OrderType } from '@ordering/domain/pricing/types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants/published-cache';

/**
 * The refusals as one error: the first refusal's code and message (they come most fundamental first), and every
 * refused line in `details.invalid_items` (its reason is the message key, as the browser's catalogue names it).
 */
export function cartRulesError(refusals: readonly CartRefusal[]): AppError {
  const first = refusals[0]!;
  const lines = refusals.filter((r) => r.orderId !== undefined && r.itemId !== undefined);
  const details =
    lines.length === 0
      ? undefined
      : {
          invalid_items: lines.map((r) => ({
            orderId: r.orderId!,
            itemId: r.itemId!,
            code: r.code,
            reason: r.message.key,
            ...(r.groupId === undefined ? {} : { groupId: r.groupId }),
            ...(r.valueId === undefined ? {} : { valueId: r.valueId }),
          })),
        };
  const error = new AppError(first.code, 'error.itemsRefused', {}, details);
  error.localized = (locale) => formatCartMessage(first.message, locale);
  return error;
}

/** Throws the cart rules' error when the cart breaks any rule checkable with what `input` knows. */
export function enforceCartRulesAt(
  entry: PublishedEntry,
  input: Omit<CheckCartInput, 'file' | 'index'>,
): void {
  const refusals = checkCart({ ...input, file: entry.data, index: buildMenuIndex(entry.data) });
  if (refusals.length > 0) throw cartRulesError(refusals);
}

/**
 * Every cart rule of a submission (the whole cart, its minimums, legal age, login; with `flags`, 'no flags
 * provided'). `items` is every line; for K-12, `perDate` groups the same lines by date (the meal limits are per
 * date, the item limit counts every date together, as ordering.md section 5 says).
 */
export function enforceCartRules(
  entry: PublishedEntry,
  input: {
    items: readonly CartItem[];
    type: OrderType;
    now: Date;
    legalAgeConfirmed: boolean;
    signedIn: boolean;
    perDate?: Record<string, readonly CartItem[]>;
    /** The order-type flags of the submission's config (orderFlagsOf); when absent, not checked. */
    flags?: OrderFlags;
  },
): void {
  enforceCartRulesAt(entry, {
    items: input.items,
    orderType: input.type,
    now: input.now,
    perDate: input.perDate ?? null,
    complete: true,
    legalAgeConfirmed: input.legalAgeConfirmed,
    signedIn: input.signedIn,
    flags: input.flags ?? null,
  });
}

/** The order-type flags a submission's config carries (ordering.md section 4), for 'no flags provided'. */
export function orderFlagsOf(config: CartConfigBody, file: RestaurantDataFile): OrderFlags {
  return {
    preOrdering: Boolean(config.eventSuite) && !config.eventDayOrdering,
    eventDay: Boolean(config.eventSuite) && Boolean(config.eventDayOrdering),
    genericCatering: config.genericCatering ?? false,
    k12: file.restaurant.k12,
    takeout: config.takeout ?? false,
    takeoutType: config.takeoutType ?? null,
    // Where a dine-in order goes stands for the table number: a seat, or a generic table location.
    tableNum:
      config.tableNum ??
      config.tableInfo?.tableNum ??
      config.tableInfo?.seat ??
      config.tableInfo?.tableLocation ??
      config.genericTableLocation ??
      // On event day the suite is where the order goes (issue 18).
      (config.eventSuite && config.eventDayOrdering ? String(config.eventSuite) : null) ??
      null,
    anotherRoundId: config.anotherRoundId ?? null,
  };
}

/**
 * Whether the request's principal (plugins/principal.ts) is a signed-in user. Read structurally so the rules hold
 * (every caller a guest) on an app built without the accounts plugin.
 */
export function isSignedIn(request: FastifyRequest): boolean {
  const principal = (request as { principal?: { kind?: string } | null }).principal;
  return principal?.kind === 'user';
}
