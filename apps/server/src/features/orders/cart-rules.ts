/**
 * The cart rules at the server: the domain's checkCart, the same
 * check the browser's screens are built on, turned into one error. `/orders/item`, `/orders/validate`, set-costs
 * and the submission all come through here, each with the facts its request carries.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { type CartRefusal, type CheckCartInput, checkCart } from '@ordering/domain/cart/check-cart';
import { formatCartMessage } from '@ordering/domain/cart/messages';
import type { CartConfigBody } from '@ordering/domain/contracts/cart';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { linkFlags } from '@ordering/domain/order-types/link';
import type { OrderFlags } from '@ordering/domain/order-types/wire';
import { formatDayLabel } from '@ordering/domain/ordering/day-label';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import type { OrderType } from '@ordering/domain/pricing/types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { type Locale, translate } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';

/**
 * A K-12 cart's lines of one date and student: the meal limits apply to each ("for K-12 it is
 * applied per date"; each child's lunch is its own order), and a refusal names them.
 */
export interface MealGroup {
  date: string;
  /** The student as the parent named them (their profile's name); null when the cart does not say. */
  student: string | null;
  items: readonly CartItem[];
}

/** The groups as the domain's per-date check takes them, by a key the refusal carries back (its `date`). */
function perDateOf(groups: readonly MealGroup[]): {
  perDate: Record<string, readonly CartItem[]>;
  named: Map<string, MealGroup>;
} {
  const perDate: Record<string, readonly CartItem[]> = {};
  const named = new Map<string, MealGroup>();
  groups.forEach((group, i) => {
    let key = group.student ? `${group.date} (${group.student})` : group.date;
    if (key in perDate) key = `${key} #${i + 1}`;
    perDate[key] = group.items;
    named.set(key, group);
  });
  return { perDate, named };
}

/**
 * A K-12 day's meal limit, its day and student named: "Please add at least 1 meal to your cart for Maya on Tuesday
 * 15/12/2026." (the spec's wording, its day named), "You can have at most 10 meals in your cart for Maya on …".
 */
function mealLimitOf(group: MealGroup, limit: 'min' | 'max', count: number, locale: Locale): string {
  const meals =
    count === 1 ? translate(locale, 'k12.mealCountOne') : translate(locale, 'k12.mealCount', { count });
  const day = formatDayLabel(group.date, locale);
  const key = limit === 'min' ? 'error.k12MinMeals' : 'error.k12MaxMeals';
  return group.student
    ? translate(locale, key, { meals, student: group.student, day })
    : translate(locale, `${key}Day`, { meals, day });
}

/**
 * The refusals as one error: the first refusal's code and message (they come most fundamental first), and every
 * refused line in `details.invalid_items` (its reason is the message key, as the browser's catalogue names it). A
 * K-12 day and student short of the meal minimum, or past the maximum, is named, with `details.date` (and `student`)
 * saying which.
 */
export function cartRulesError(
  refusals: readonly CartRefusal[],
  named: ReadonlyMap<string, MealGroup> = new Map(),
): AppError {
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
  const limit = first.reason === 'min_meals' ? 'min' : first.reason === 'max_meals' ? 'max' : null;
  const group = limit && first.date ? named.get(first.date) : undefined;
  if (limit && group) {
    const count = Number(first.message.params?.[limit] ?? 1);
    const where = { date: group.date, ...(group.student ? { student: group.student } : {}) };
    const error = new AppError(first.code, 'error.itemsRefused', {}, { ...details, ...where });
    error.localized = (locale) => mealLimitOf(group, limit, count, locale);
    return error;
  }
  const error = new AppError(first.code, 'error.itemsRefused', {}, details);
  error.localized = (locale) => formatCartMessage(first.message, locale);
  return error;
}

/**
 * Throws the cart rules' error when the cart breaks any rule checkable with what `input` knows. A K-12 cart's
 * `mealGroups` (its dates and students) stand for `perDate`, so a refusal of one names it.
 */
export function enforceCartRulesAt(
  entry: PublishedEntry,
  input: Omit<CheckCartInput, 'file' | 'index'> & { mealGroups?: readonly MealGroup[] | null },
): void {
  const { mealGroups, ...rest } = input;
  const groups = mealGroups ? perDateOf(mealGroups) : null;
  const refusals = checkCart({
    ...rest,
    ...(groups ? { perDate: groups.perDate } : {}),
    file: entry.data,
    index: buildMenuIndex(entry.data),
  });
  if (refusals.length > 0) throw cartRulesError(refusals, groups?.named);
}

/**
 * Every cart rule of a submission (the whole cart, its minimums, legal age, login; with `flags`, 'no flags
 * provided'). `items` is every line; for K-12, `perDate` groups the same lines by date (the meal limits are per
 * date, the item limit counts every date together).
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
    /** K-12: the lines per date and student (instead of `perDate`), each named in a refusal. */
    mealGroups?: readonly MealGroup[];
    /** The order-type flags of the submission's config (orderFlagsOf); when absent, not checked. */
    flags?: OrderFlags;
  },
): void {
  enforceCartRulesAt(entry, {
    items: input.items,
    orderType: input.type,
    now: input.now,
    perDate: input.perDate ?? null,
    mealGroups: input.mealGroups ?? null,
    complete: true,
    legalAgeConfirmed: input.legalAgeConfirmed,
    signedIn: input.signedIn,
    flags: input.flags ?? null,
  });
}

/** The order-type flags a submission's config carries, for 'no flags provided'. */
export function orderFlagsOf(config: CartConfigBody, file: RestaurantDataFile): OrderFlags {
  return {
    ...linkFlags(config),
    k12: file.restaurant.k12,
    // Where a dine-in order goes stands for the table number: a seat, or a generic table location.
    tableNum:
      config.tableNum ??
      config.tableInfo?.tableNum ??
      config.tableInfo?.seat ??
      config.tableInfo?.tableLocation ??
      config.genericTableLocation ??
      // On event day the suite is where the order goes.
      (config.eventSuite && config.eventDayOrdering ? String(config.eventSuite) : null) ??
      null,
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
