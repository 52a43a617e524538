/**
 * The instant the browser journeys order at: the next Wednesday at 12:00 in Toronto (not a statutory holiday),
 * when every demo restaurant is open. The server is started with CLOCK_START at this instant and each page's clock
 * is installed at it, so the journeys do not depend on the hour the suite runs.
 */
const HOLIDAYS = new Set(['01-01', '07-01', '12-25', '12-26']);

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

export function journeyInstant(from = new Date()): Date {
  for (let day = 1; day <= 21; day++) {
    const date = new Date(from.getTime() + day * 86_400_000);
    // Noon in Toronto is 16:00 or 17:00 UTC depending on daylight saving time.
    for (const utcHour of [16, 17]) {
      const at = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), utcHour));
      const local = torontoParts(at);
      if (local.hour === 12 && local.weekday === 'Wed' && !HOLIDAYS.has(local.monthDay)) return at;
    }
  }
  throw new Error('no Wednesday found in three weeks');
}

/** Computed once per process; the config hands it to the server and the workers through E2E_NOW. */
export const E2E_NOW = process.env.E2E_NOW ?? journeyInstant().toISOString();
process.env.E2E_NOW = E2E_NOW;
