import { describe, expect, it } from 'vitest';
import type { RestaurantData } from '../../lib/restaurant-data';
import { drawnUntil } from './hub-kitchens-drawn';

const ZONE = 'America/Halifax';
const week = (open: string, close: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      [{ open, close }],
    ]),
  );
const data = {
  restaurant: { timezone: ZONE, hours: week('11:00', '20:00'), holiday_hours: [] },
  menu_configuration: { zone: ZONE },
  menus: [
    { id: 'sushi', hours: week('11:10', '20:00') },
    { id: 'late', hours: week('17:00', '01:07') },
    { id: 'tacos' },
  ],
} as unknown as RestaurantData;

// Wednesday 2026-11-25 in Halifax (UTC-4).
const at = (local: string) => new Date(`2026-11-25T${local}:00-04:00`);
const props = (menuIds: string[]) => ({
  data,
  locale: 'en-CA' as const,
  menuIds,
  selected: menuIds[0],
  onSelect() {},
});

describe('drawnUntil', () => {
  it.each([
    // [kitchens listed, drawn at, holds until]
    ['a kitchen opening within the quarter', ['sushi', 'tacos'], '11:02', '11:10'],
    ['a kitchen closing within the quarter', ['sushi', 'tacos'], '19:58', '20:00'],
    ['no change within the quarter', ['sushi', 'tacos'], '13:05', '13:15'],
    ["yesterday's late interval closing past midnight", ['late'], '01:01', '01:07'],
    ['a kitchen not listed does not count', ['tacos'], '11:02', '11:15'],
  ])('%s', (_, menuIds, drawn, until) => {
    expect(drawnUntil(props(menuIds), at(drawn))).toBe(at(until).getTime());
  });
});
