/**
 * The staff console's K-12 production sheet: the placed school orders of a date range (cancelled ones left out),
 * counted per date, school, grade and classroom by the domain's productionSheet. Names in the request's language
 * from the lines' snapshots, as the kitchen reads its tickets.
 */
import type { ProductionResponse } from '@ordering/domain/contracts/k12';
import { type ProductionOrder, productionSheet } from '@ordering/domain/ordering/k12-production';
import { datesBetween, k12Zone } from '@ordering/domain/ordering/k12-rotation';
import { startOfLocalDate } from '@ordering/domain/ordering/zoned';
import { addDays } from 'date-fns';
import { and, asc, eq, gte, inArray, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';

/** A production sheet covers at most a month of school days. */
export const MAX_PRODUCTION_DAYS = 31;

interface LineOptions {
  display?: { name: string; names?: { en: string; fr: string }; quantity: number }[];
  names?: { en: string; fr: string };
}

export async function productionFor(
  db: Executor,
  input: { entry: PublishedEntry; start: string; end?: string | undefined; locale: 'en' | 'fr' },
): Promise<ProductionResponse> {
  const { entry, start } = input;
  const end = input.end ?? start;
  if (end < start) {
    throw new AppError(400, 'error.invalidInput', {}, [
      { path: 'querystring.end_date', message: 'end_date must be on or after start_date' },
    ]);
  }
  if (datesBetween(start, end).length > MAX_PRODUCTION_DAYS) {
    throw new AppError(400, 'error.dateRangeTooLong', { days: MAX_PRODUCTION_DAYS });
  }
  const zone = k12Zone(entry.data);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, entry.restaurantId),
        isNotNull(orders.student),
        notInArray(orders.status, ['awaiting_payment', 'payment_failed', 'cancelled']),
        gte(orders.pickupTime, startOfLocalDate(start, zone)),
        lt(orders.pickupTime, addDays(startOfLocalDate(end, zone), 1)),
      ),
    )
    .orderBy(asc(orders.pickupTime), asc(orders.number));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const name = (fallback: string, names: { en: string; fr: string } | undefined) =>
    names?.[input.locale] || fallback;
  const planned: ProductionOrder[] = rows.map((row) => {
    const s = (row.student ?? {}) as Record<string, string | null | undefined>;
    return {
      date: String(s.date ?? start),
      school: s.school ?? '',
      grade: s.grade ?? null,
      classroom: s.classroom ?? null,
      teacher: s.teacher ?? null,
      student: s.student ?? '',
      lines: lines
        .filter((l) => l.orderId === row.id)
        .map((l) => {
          const options = (l.options ?? {}) as LineOptions;
          return {
            itemId: l.itemId,
            name: name(l.name, options.names),
            options: (options.display ?? [])
              .map((o) => `${o.quantity > 1 ? `${o.quantity} × ` : ''}${name(o.name, o.names)}`)
              .join(', '),
            quantity: l.quantity,
          };
        }),
    };
  });
  return {
    restaurantId: entry.restaurantId,
    start_date: start,
    end_date: end,
    dates: productionSheet(planned),
  };
}
