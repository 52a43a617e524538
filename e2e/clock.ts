import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The instant the browser journeys order at: the next Wednesday at 12:00 in Toronto (not a statutory holiday),
 * when every demo restaurant is open and the demo school has at least three school days the week after (the K-12
 * journey orders three days of next week; Northview's winter break would leave it none). The server is started with
 * CLOCK_START at this instant and each page's clock is installed at it, so the journeys do not depend on the hour
 * or the week the suite runs.
 */
const HOLIDAYS = new Set(['01-01', '07-01', '12-25', '12-26']);
const SCHOOL = 'northview-schools';

/**
 * Each demo restaurant's days closed all day (its data file's holiday hours) as month and day ("12-25"), by slug:
 * the seed moves each holiday to its next occurrence on the server's today (apps/server/src/cli/demo-calendar.ts),
 * so a holiday closes its month and day whatever year the journeys run in.
 */
function closedDays(): Map<string, Set<string>> {
  const folder = join(import.meta.dirname, '..', 'demo');
  const closed = new Map<string, Set<string>>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
      restaurant?: { holiday_hours?: { date: string; full_day?: boolean }[] };
    };
    const days = (file.restaurant?.holiday_hours ?? []).filter((h) => h.full_day).map((h) => h.date);
    closed.set(name.replace(/\.json$/, ''), new Set(days.map((date) => date.slice(5))));
  }
  return closed;
}

/** The month and day `days` after the instant's UTC date, as MM-DD (noon in Toronto is the same date in UTC). */
const dateAfter = (at: Date, days: number) =>
  new Date(at.getTime() + days * 86_400_000).toISOString().slice(5, 10);

function torontoParts(at: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { monthDay: `${get('month')}-${get('day')}`, hour: Number(get('hour')), weekday: get('weekday') };
}

export function journeyInstant(from = new Date(), closed = closedDays()): Date {
  const anyClosed = (monthDay: string) => [...closed.values()].some((days) => days.has(monthDay));
  // Next week's Monday to Friday: five, six... nine days after a Wednesday.
  const schoolDaysAfter = (at: Date) =>
    [5, 6, 7, 8, 9].filter((d) => !closed.get(SCHOOL)?.has(dateAfter(at, d))).length;
  for (let day = 1; day <= 42; day++) {
    const date = new Date(from.getTime() + day * 86_400_000);
    // Noon in Toronto is 16:00 or 17:00 UTC depending on daylight saving time.
    for (const utcHour of [16, 17]) {
      const at = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), utcHour));
      const local = torontoParts(at);
      if (local.hour !== 12 || local.weekday !== 'Wed' || HOLIDAYS.has(local.monthDay)) continue;
      if (!anyClosed(dateAfter(at, 0)) && schoolDaysAfter(at) >= 3) return at;
    }
  }
  throw new Error('no Wednesday found in six weeks');
}

/** Computed once per process; the config hands it to the server and the workers through E2E_NOW. */
export const E2E_NOW = process.env.E2E_NOW ?? journeyInstant().toISOString();
process.env.E2E_NOW = E2E_NOW;
