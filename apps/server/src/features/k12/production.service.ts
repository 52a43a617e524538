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
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { linesOfOrders } from '../orders';
import type { PublishedEntry } from '../restaurants';
import { schoolOrdersToMake } from './k12-orders.repository';

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
  const rows = await schoolOrdersToMake(db, {
    restaurantId: entry.restaurantId,
    from: startOfLocalDate(start, zone),
    to: addDays(startOfLocalDate(end, zone), 1),
  });
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.id),
  );
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
