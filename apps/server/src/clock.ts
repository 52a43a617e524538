/**
 * The server's clock for ordering rules (opening hours, slots, cutoffs, price schedules). `CLOCK_START`, an ISO
 * instant, starts it at that instant and lets it run from there: the browser journeys order at a fixed restaurant
 * hour whatever the time the suite runs (the browser's clock is set to the same instant). Unset, it is the real
 * time; production never sets it.
 */
let offsetMs = 0;

export class ClockError extends Error {}

export function startClockAt(iso: string | undefined): void {
  if (!iso?.trim()) {
    offsetMs = 0;
    return;
  }
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) throw new ClockError(`CLOCK_START must be an ISO date-time, got "${iso}".`);
  offsetMs = at - Date.now();
}

export const now = (): Date => new Date(Date.now() + offsetMs);
