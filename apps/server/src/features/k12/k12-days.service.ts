/**
 * A parent's K-12 days ("a day can be cancelled until its cutoff, returned to the tenders"):
 * the signed-in parent's school orders from today on, and the cancellation of one of them. The cancellation is the
 * staff decline's own step (order-status.service: the card voided or refunded, gift cards and credits returned, the
 * change announced), allowed for the parent's own order only (any other: 404) while its date is still on or after
 * the K-12 cutoff's date (after it: 422, the kitchen has planned it).
 */

import type { K12ParentOrdersResponse } from '@ordering/domain/contracts/k12';
import { k12CutoffDate, k12Zone } from '@ordering/domain/ordering/k12-rotation';
import { isFinalStatus, type OrderStatus } from '@ordering/domain/ordering/order-status';
import { localDate, startOfLocalDate } from '@ordering/domain/ordering/zoned';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, translate } from '../../i18n/messages';
import type { OrderStatusBus } from '../orders';
import { changeOrderStatus } from '../orders';
import type { PublishedEntry } from '../restaurants';
import {
  type SchoolOrderRow as OrderRow,
  parentSchoolOrder,
  parentSchoolOrdersFrom,
} from './k12-orders.repository';

const dateOf = (row: OrderRow, zone: string) =>
  String((row.student as { date?: string } | null)?.date ?? localDate(row.pickupTime, zone));

const cutoffDateOf = (entry: PublishedEntry, now: Date) =>
  localDate(k12CutoffDate(entry.data, now), k12Zone(entry.data));

const cancellable = (row: OrderRow, date: string, cutoffDate: string) =>
  !isFinalStatus(row.status as OrderStatus) && date >= cutoffDate;

export async function listParentDays(
  db: Executor,
  input: { entry: PublishedEntry; userId: number; now: Date },
): Promise<K12ParentOrdersResponse> {
  const zone = k12Zone(input.entry.data);
  const today = localDate(input.now, zone);
  const rows = await parentSchoolOrdersFrom(db, {
    restaurantId: input.entry.restaurantId,
    userId: input.userId,
    from: startOfLocalDate(today, zone),
  });
  const cutoffDate = cutoffDateOf(input.entry, input.now);
  return {
    cutoff_date: cutoffDate,
    orders: rows.map((row) => {
      const date = dateOf(row, zone);
      return {
        id: row.publicId,
        number: row.number,
        date,
        student: String((row.student as { student?: string }).student ?? ''),
        status: row.status,
        total: row.totalCents / 100,
        cancellable: cancellable(row, date, cutoffDate),
      };
    }),
  };
}

export async function cancelParentDay(
  db: Database,
  bus: OrderStatusBus,
  gateway: PaymentGateway,
  input: { entry: PublishedEntry; userId: number; orderId: string; locale: Locale; now: Date },
) {
  const { entry } = input;
  const row = await parentSchoolOrder(db, {
    restaurantId: entry.restaurantId,
    userId: input.userId,
    publicId: input.orderId,
  });
  if (!row) throw new AppError(404, 'error.orderNotFound');
  if (row.status === 'cancelled') throw new AppError(409, 'error.k12AlreadyCancelled');
  const date = dateOf(row, k12Zone(entry.data));
  if (!cancellable(row, date, cutoffDateOf(entry, input.now))) {
    throw new AppError(422, 'error.k12CancelPastCutoff');
  }
  // The parent's right to cancel is checked above; the step itself (and its money) is the staff decline's.
  return changeOrderStatus(db, bus, gateway, {
    restaurantId: entry.restaurantId,
    orderId: row.publicId,
    status: 'cancelled',
    reason: translate(input.locale, 'k12.cancelledByParent'),
    role: null,
    userId: input.userId,
    now: input.now,
  });
}
