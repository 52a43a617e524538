/**
 * The maintenance window's choices (components/maintenance-window.tsx): the day and time it starts ("now" or a quarter
 * hour) and ends, in the restaurant's zone, and what they come to as instants.
 */
import { addDaysToDate, instantAtLocalTime, localDate, localMinutes } from '@ordering/domain/ordering/zoned';
import { useState } from 'react';

/** How many days ahead a window may be planned from this screen. */
const DAYS_AHEAD = 14;
export const NOW = 'now';

/** "HH:mm" of every quarter hour of a day, the times a window starts or ends at. */
export const QUARTERS = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The next whole quarter hour after `at`, `hoursLater` hours on, as a day and a time in `zone`. */
function quarterAfter(at: Date, hoursLater: number, zone: string): { day: string; time: string } {
  const later = new Date(at.getTime() + hoursLater * 3_600_000);
  const minutes = Math.ceil((localMinutes(later, zone) + 1) / 15) * 15;
  const day = localDate(later, zone);
  if (minutes >= 24 * 60) return { day: addDaysToDate(day, 1), time: '00:00' };
  return { day, time: QUARTERS[minutes / 15]! };
}

export function useMaintenanceWindow(zone: string, now: Date) {
  const today = localDate(now, zone);
  const end = quarterAfter(now, 2, zone);
  const [startDay, setStartDay] = useState(today);
  const [startTime, setStartTime] = useState(NOW);
  const [endDay, setEndDay] = useState(end.day);
  const [endTime, setEndTime] = useState(end.time);
  // Another start day: "now" is today's only, and the window ends that day unless moved to the next.
  const chooseStartDay = (day: string) => {
    setStartDay(day);
    if (day !== today && startTime === NOW) setStartTime('00:00');
    setEndDay(day);
  };
  const startDays = Array.from({ length: DAYS_AHEAD }, (_, i) => addDaysToDate(today, i));
  // A window lasts at most a day, so it ends on the day it starts or the next.
  const endDays = [startDay, addDaysToDate(startDay, 1)];
  const instants = () => ({
    startsAt: (startTime === NOW ? now : instantAtLocalTime(startDay, startTime, zone)).toISOString(),
    endsAt: instantAtLocalTime(endDay, endTime, zone).toISOString(),
  });
  return {
    today,
    start: { day: startDay, time: startTime, days: startDays, setDay: chooseStartDay, setTime: setStartTime },
    end: {
      day: endDay,
      time: endTime,
      days: endDays.includes(endDay) ? endDays : [endDay, ...endDays],
      setDay: setEndDay,
      setTime: setEndTime,
    },
    instants,
  };
}
