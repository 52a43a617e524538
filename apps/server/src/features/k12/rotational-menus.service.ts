/**
 * GET /rotational-menus: the school days of a range, each with its cycle's items priced for
 * this user (the signed-in parent's subsidy code) and whether it can still be ordered, from the published data file
 * in memory. The ordering rule is the submission's own (k12-rotation.ts), so a day shown orderable is accepted.
 */
import type { RotationalDayView, RotationalMenusResponse } from '@ordering/domain/contracts/k12';
import type { ViewItem, ViewOptionGroup } from '@ordering/domain/menu/convert';
import { toDollars } from '@ordering/domain/money/money';
import {
  datesBetween,
  k12CutoffDate,
  k12Zone,
  MAX_ROTATION_RANGE_DAYS,
  type RotationalDay,
  rotationalMenus,
} from '@ordering/domain/ordering/k12-rotation';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../accounts';
import type { PublishedEntry } from '../restaurants';

export interface RotationalMenusRequest {
  entry: PublishedEntry;
  start?: string | undefined;
  end?: string | undefined;
  userId: number | null;
  locale: 'en' | 'fr';
  now: Date;
}

const groupView = (groups: readonly ViewOptionGroup[]): unknown[] =>
  groups.map((g) => ({
    id: g.id,
    name: g.name,
    type: g.type,
    required: g.required,
    allow_multiple_selection: g.allow_multiple_selection,
    limit: g.limit,
    values: g.values.map((v) => ({
      id: v.id,
      name: v.name,
      price: toDollars(v.price),
      default_selection: v.default_selection,
      max_quantity: v.max_quantity,
      sold_out: v.sold_out ?? false,
      options: groupView(v.options),
    })),
  }));

const itemView = (item: ViewItem) => ({
  id: item.id,
  menu_id: item.menu_id,
  section_id: item.section_id,
  name: item.name,
  description: item.description,
  image: item.image,
  price: toDollars(item.price),
  base_price: toDollars(item.base_price),
  meal_package: item.meal_package,
  sold_out: item.sold_out,
  unavailable: item.unavailable,
  allergens: item.allergens,
  diets: item.diets,
  calories: item.calories,
  options: groupView(item.options),
});

const dayView = (day: RotationalDay): RotationalDayView => ({
  date: day.date,
  weekday: day.weekday,
  rotation_id: day.rotationId,
  rotation_name: day.rotationName,
  cycle_week: day.cycleWeek,
  menu_id: day.menuId,
  delivery_time: day.deliveryTime,
  orderable: day.orderable,
  reason: day.reason,
  holiday_name: day.holidayName,
  items: day.items.map(itemView),
});

export async function listRotationalMenus(
  db: Executor,
  request: RotationalMenusRequest,
): Promise<RotationalMenusResponse> {
  const { entry, start, end } = request;
  if (!start || !end) throw new AppError(400, 'error.noDateRange');
  if (end < start) {
    throw new AppError(400, 'error.invalidInput', {}, [
      { path: 'querystring.end_date', message: 'end_date must be on or after start_date' },
    ]);
  }
  if (datesBetween(start, end).length > MAX_ROTATION_RANGE_DAYS) {
    throw new AppError(400, 'error.dateRangeTooLong', { days: MAX_ROTATION_RANGE_DAYS });
  }
  const user = request.userId === null ? undefined : await findUserById(db, request.userId);
  const subsidyCode = user?.subsidyCode ?? null;
  const days = rotationalMenus({
    file: entry.data,
    ordersPaused: entry.ordersPaused,
    start,
    end,
    now: request.now,
    locale: request.locale,
    user: { subsidyCode },
  });
  return {
    start_date: start,
    end_date: end,
    cutoff_date: localDate(k12CutoffDate(entry.data, request.now), k12Zone(entry.data)),
    subsidy_code: subsidyCode,
    days: days.map(dayView),
  };
}
