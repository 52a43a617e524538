/**
 * What the kitchen's measures tell the owner (decision 049): each item's learned make time beside the file's
 * (packages/domain/src/pacing/learned.ts), and how late orders were on their quoted ready time, per day and channel
 * (packages/domain/src/pacing/ready-report.ts).
 */
import type { MakeTimes, ReadyTimes } from '@ordering/domain/contracts/kitchen';
import { addDaysToDate, localDate } from '@ordering/domain/ordering/zoned';
import { MIN_SAMPLES, makeTimeRows } from '@ordering/domain/pacing/learned';
import { channelOf, type ReadyTime, readyReport } from '@ordering/domain/pacing/ready-report';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import type { PublishedEntry } from '../../restaurants';
import { readMeasured } from './make-time-samples.repository';
import { readyTimesOf } from './ready-times.repository';

/** A week by default; at most three months, so one call reads a bounded number of orders. */
const DEFAULT_DAYS = 7;
const MAX_DAYS = 92;

export async function makeTimesOf(db: Executor, entry: PublishedEntry): Promise<MakeTimes> {
  const measured = await readMeasured(db, entry.restaurantId);
  return {
    restaurantId: entry.restaurantId,
    version: entry.version,
    minSamples: MIN_SAMPLES,
    items: makeTimeRows(entry.data, measured),
  };
}

export async function readyTimesReport(
  db: Executor,
  entry: PublishedEntry,
  input: { from?: string | undefined; to?: string | undefined; days?: number | undefined; now: Date },
): Promise<ReadyTimes> {
  const zone = entry.data.restaurant.timezone;
  const to = input.to ?? localDate(input.now, zone);
  const from = input.from ?? addDaysToDate(to, 1 - (input.days ?? DEFAULT_DAYS));
  if (from > to || addDaysToDate(from, MAX_DAYS) <= to)
    throw new AppError(400, 'error.invalidInput', {}, [
      { path: 'querystring.from', message: `From a day to a later one, at most ${MAX_DAYS} days` },
    ]);
  const rows = await readyTimesOf(db, { restaurantId: entry.restaurantId, zone, from, to });
  const times: ReadyTime[] = [];
  for (const row of rows) {
    const channel = channelOf(row.type, row.enteredByStaff);
    if (channel) times.push({ day: row.day, channel, quotedAt: row.quotedAt, readyAt: row.readyAt });
  }
  return {
    from,
    to,
    rows: readyReport(times).map(({ medianLateS, p90LateS, ...row }) => ({
      ...row,
      medianLateSeconds: medianLateS,
      p90LateSeconds: p90LateS,
    })),
  };
}
