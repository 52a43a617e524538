import { describe, expect, it } from 'vitest';
import {
  activeBusy,
  BUCKET_MS,
  bucketOf,
  busyModeError,
  type Kitchen,
  kitchenState,
  loadKey,
  stationSeconds,
} from './kitchen';
import { lightestLine, makeSpanMinutes, orderLoad } from './load';
import {
  earliestDue,
  earliestFit,
  earliestOpen,
  slotsTakingLoad,
  spreadBuckets,
  spreadLoad,
  withAllocations,
} from './spread';

const zone = 'America/Toronto';
// Wednesday 4 March 2026, 11:50 in Toronto (EST, UTC-5).
const NOW = new Date('2026-03-04T16:50:00Z');
const at = (hhmm: string) =>
  new Date(`2026-03-04T${String(Number(hhmm.slice(0, 2)) + 5).padStart(2, '0')}:${hhmm.slice(3)}:00Z`);

const kitchen: Kitchen = {
  stations: [
    { id: 'grill', name: 'Grill', minutes_per_bucket: 20, localization: {} },
    { id: 'bar', name: 'Bar', minutes_per_bucket: 10, localization: {} },
  ],
  day_parts: [{ name: 'Lunch', start: '11:30', end: '13:30', minutes: { grill: 30 } }],
};
const empty = new Map<string, number>();
const state = (used: Map<string, number> = empty, busy: Parameters<typeof kitchenState>[0]['busy'] = null) =>
  kitchenState({ kitchen, zone, busy, used });

describe('buckets and capacity', () => {
  it.each([
    ['11:50', '11:45'],
    ['12:00', '12:00'],
    ['12:14', '12:00'],
  ])('%s falls in the bucket of %s', (time, start) => {
    expect(bucketOf(at(time))).toBe(at(start).getTime());
  });

  it.each([
    ['grill', '11:00', 20 * 60],
    ['grill', '11:30', 30 * 60],
    ['grill', '13:15', 30 * 60],
    ['grill', '13:30', 20 * 60],
    ['bar', '12:00', 10 * 60],
    ['fryer', '12:00', 0],
  ])('%s at %s absorbs %i seconds', (station, time, seconds) => {
    expect(stationSeconds(kitchen, station, at(time).getTime(), zone)).toBe(seconds);
  });

  it('a day part may run past midnight', () => {
    const night: Kitchen = {
      ...kitchen,
      day_parts: [{ name: 'Late', start: '22:00', end: '02:00', minutes: { bar: 40 } }],
    };
    expect(stationSeconds(night, 'bar', new Date('2026-03-05T06:00:00Z').getTime(), zone)).toBe(40 * 60);
    expect(stationSeconds(night, 'bar', new Date('2026-03-05T08:00:00Z').getTime(), zone)).toBe(10 * 60);
  });
});

describe('an order load', () => {
  const file = {
    menus: [
      {
        id: 'm',
        items: [{ id: 'coffee', make_time: 0.5, station: 'bar' }],
        sections: [
          {
            id: 's',
            make_time: 6,
            station: 'grill',
            items: [
              { id: 'burger', make_time: null, station: null },
              { id: 'fries', make_time: 3, station: 'fryer' },
            ],
          },
        ],
      },
    ],
  } as unknown as Parameters<typeof orderLoad>[0];
  it.each([
    ['an item takes its section default', [{ id: 'burger', quantity: 2 }], { grill: 720 }],
    ['an item its own station and time', [{ id: 'fries', quantity: 1 }], { fryer: 180 }],
    ['half a minute is 30 seconds', [{ id: 'coffee', quantity: 3 }], { bar: 90 }],
    ['an unknown item costs nothing', [{ id: 'ghost', quantity: 1 }], {}],
    [
      'lines add up by station',
      [
        { id: 'burger', quantity: 1 },
        { id: 'fries', quantity: 2 },
        { id: 'burger', quantity: 1 },
      ],
      { grill: 720, fryer: 360 },
    ],
  ])('%s', (_, lines, expected) => {
    const withMenu = lines.map((l) => ({ ...l, menu_id: 'm', section_id: l.id === 'coffee' ? null : 's' }));
    expect(orderLoad(file, withMenu)).toEqual(expected);
  });

  it.each([
    ['its longest line, whatever the quantities', ['coffee', 'fries', 'burger'], 6],
    ['a coffee alone', ['coffee'], 0.5],
    ['nothing the kitchen makes', ['ghost'], 0],
  ])('takes at least %s', (_, ids, minutes) => {
    const lines = ids.map((id) => ({
      id,
      menu_id: 'm',
      section_id: id === 'coffee' ? null : 's',
      quantity: 4,
    }));
    expect(makeSpanMinutes(file, lines)).toBe(minutes);
  });

  it('the lightest line of a menu is its quickest item with a station, one of it', () => {
    const menu = file.menus[0]!;
    expect(lightestLine(menu)).toEqual({ id: 'coffee', menu_id: 'm', section_id: null, quantity: 1 });
    const noCoffee = { ...menu, items: [] };
    expect(lightestLine(noCoffee)).toEqual({ id: 'fries', menu_id: 'm', section_id: 's', quantity: 1 });
    expect(lightestLine({ ...noCoffee, sections: [] })).toBeNull();
  });
});

describe('spreading a load before its due time', () => {
  it('lists the buckets latest first, never before the current one, at most four hours', () => {
    expect(spreadBuckets(at('12:30'), NOW).map((b) => new Date(b).toISOString())).toEqual([
      at('12:15').toISOString(),
      at('12:00').toISOString(),
      at('11:45').toISOString(),
    ]);
    expect(spreadBuckets(new Date(NOW.getTime() + 24 * 3_600_000), NOW)).toHaveLength(16);
  });

  it.each([
    // grill 30 min/bucket at lunch; 11:45's bucket has 10 of its 15 minutes ahead (two thirds of 30 = 20 min).
    ['fits in the last bucket', { grill: 25 * 60 }, '12:30', [['grill', '12:15', 1500]]],
    [
      'spills into earlier buckets',
      { grill: 50 * 60 },
      '12:30',
      [
        ['grill', '12:15', 1800],
        ['grill', '12:00', 1200],
      ],
    ],
    [
      'the current bucket offers only what is ahead of now',
      { grill: 75 * 60 },
      '12:30',
      [
        ['grill', '12:15', 1800],
        ['grill', '12:00', 1800],
        ['grill', '11:45', 900],
      ],
    ],
    ['too much for the time left', { grill: 81 * 60 }, '12:30', null],
    [
      'stations are spread apart',
      { grill: 60, bar: 60 },
      '12:10',
      [
        ['bar', '12:00', 60],
        ['grill', '12:00', 60],
      ],
    ],
  ])('%s', (_, load, due, expected) => {
    const got = spreadLoad({ load, due: at(due), now: NOW, state: state() });
    expect(got?.map((a) => [a.station, new Date(a.bucket).toISOString(), a.seconds]) ?? null).toEqual(
      expected?.map(([s, b, n]) => [s, at(b as string).toISOString(), n]) ?? null,
    );
    if (got) {
      for (const station of Object.keys(load)) {
        const placed = got.filter((a) => a.station === station).reduce((sum, a) => sum + a.seconds, 0);
        expect(placed).toBe(load[station as keyof typeof load]);
      }
    }
  });

  it('never places more than a bucket holds, with what others took', () => {
    const used = new Map([[loadKey('grill', at('12:15').getTime()), 1700]]);
    const got = spreadLoad({ load: { grill: 300 }, due: at('12:30'), now: NOW, state: state(used) });
    expect(got).toEqual([
      { station: 'grill', bucket: at('12:15').getTime(), seconds: 100 },
      { station: 'grill', bucket: at('12:00').getTime(), seconds: 200 },
    ]);
  });

  it('an empty load fits at any time', () => {
    expect(spreadLoad({ load: {}, due: at('12:00'), now: NOW, state: state() })).toEqual([]);
  });
});

describe('quoting "as soon as possible"', () => {
  it.each([
    ['a coffee, at now plus its lead', { bar: 30 }, 10, 0, '12:00'],
    ['with room, it is now plus the lead, to the minute', { bar: 30 }, 12, 0, '12:02'],
    ['without, the next 5-minute mark that has room', { grill: 25 * 60 }, 12, 0, '12:05'],
    ['busy mode delays it', { bar: 30 }, 10, 20, '12:20'],
    ['a large order waits for buckets to make it', { grill: 100 * 60 }, 10, 0, '12:40'],
    ["the due time's bucket counts only its minutes before it", { grill: 30 * 60 }, 10, 0, '12:05'],
  ])('%s', (_, load, lead, delay, expected) => {
    const quote = earliestFit({
      load,
      earliest: earliestDue(NOW, lead, delay),
      latest: at('14:00'),
      now: NOW,
      state: state(),
    });
    expect(quote?.due.toISOString()).toBe(at(expected).toISOString());
  });

  it.each([
    ['open at now plus the lead: that time, to the minute', 12, [], '12:02'],
    ['its slot full: the next 5-minute mark that is open', 12, ['12:02'], '12:05'],
    ['several full: the first open after them', 10, ['12:00', '12:05', '12:10'], '12:15'],
    ['nothing open before the horizon: none', 10, ['12:00', '12:05', '12:10', '12:15', '12:20'], null],
  ] as const)('where the kitchen is not paced, %s', (_, lead, full, expected) => {
    const closed = new Set(full.map((time) => at(time).getTime()));
    const time = earliestOpen({
      earliest: earliestDue(NOW, lead, 0),
      latest: at('12:20'),
      open: (when) => !closed.has(when.getTime()),
    });
    expect(time?.toISOString() ?? null).toBe(expected === null ? null : at(expected).toISOString());
  });

  it('a busy kitchen quotes later, and nothing before closing refuses', () => {
    let used = new Map<string, number>();
    const quotes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const quote = earliestFit({
        load: { grill: 30 * 60 },
        earliest: earliestDue(NOW, 10, 0),
        latest: at('12:45'),
        now: NOW,
        state: state(used),
      });
      quotes.push(quote ? new Date(quote.due).toISOString() : 'none');
      if (quote) used = withAllocations(used, quote.allocations);
    }
    expect(quotes).toEqual([
      at('12:05').toISOString(),
      at('12:20').toISOString(),
      at('12:35').toISOString(),
      'none',
    ]);
  });

  it('skips times the restaurant does not take', () => {
    const quote = earliestFit({
      load: { bar: 60 },
      earliest: at('12:00'),
      latest: at('14:00'),
      now: NOW,
      state: state(),
      open: (t) => t >= at('12:30'),
    });
    expect(quote?.due.toISOString()).toBe(at('12:30').toISOString());
  });
});

describe('scheduled slots for a cart', () => {
  const slots = ['12:00', '12:15', '12:30', '12:45'].map(at);
  it.each([
    ['a coffee sees every slot', { bar: 30 }, [true, true, true, true]],
    ['a catering platter sees only the later ones', { grill: 60 * 60 }, [false, false, true, true]],
  ])('%s', (_, load, expected) => {
    expect(slotsTakingLoad({ load, slots, earliest: NOW, now: NOW, state: state() })).toEqual(expected);
  });
  it('busy mode hides the slots before its delay', () => {
    expect(
      slotsTakingLoad({
        load: { bar: 30 },
        slots,
        earliest: earliestDue(NOW, 0, 30),
        now: NOW,
        state: state(),
      }),
    ).toEqual([false, false, true, true]);
  });
});

describe('busy mode', () => {
  it.each([
    [{ delayMinutes: 0, capacityCutPercent: 0 }, null],
    [{ delayMinutes: 120, capacityCutPercent: 90 }, null],
    [{ delayMinutes: 15, capacityCutPercent: 50 }, null],
    [{ delayMinutes: 7, capacityCutPercent: 0 }, 'delay must be 0 to 120 minutes in steps of 5'],
    [{ delayMinutes: 125, capacityCutPercent: 0 }, 'delay must be 0 to 120 minutes in steps of 5'],
    [{ delayMinutes: -5, capacityCutPercent: 0 }, 'delay must be 0 to 120 minutes in steps of 5'],
    [{ delayMinutes: 0, capacityCutPercent: 95 }, 'capacity cut must be 0 to 90 percent'],
  ])('%o: %s', (busy, expected) => {
    expect(busyModeError(busy)).toBe(expected);
  });

  it('cuts capacity until it ends, then gives it back', () => {
    const busy = { delayMinutes: 0, capacityCutPercent: 50, until: at('12:30') };
    const s = state(empty, busy);
    expect(s.capacity('grill', at('12:15').getTime())).toBe(15 * 60);
    expect(s.capacity('grill', at('12:30').getTime())).toBe(30 * 60);
  });

  it('is in force only until its end', () => {
    const busy = { delayMinutes: 10, capacityCutPercent: 0, until: at('12:00') };
    expect(activeBusy(busy, NOW)).toBe(busy);
    expect(activeBusy(busy, at('12:00'))).toBeNull();
    expect(activeBusy(null, NOW)).toBeNull();
  });

  it('a cut kitchen quotes a large order later', () => {
    const quote = (busy: Parameters<typeof state>[1]) =>
      earliestFit({
        load: { grill: 45 * 60 },
        earliest: NOW,
        latest: at('14:00'),
        now: NOW,
        state: state(empty, busy),
      })?.due.toISOString();
    expect(quote(null)).toBe(at('12:15').toISOString());
    expect(quote({ delayMinutes: 0, capacityCutPercent: 50, until: at('13:00') })).toBe(
      at('12:35').toISOString(),
    );
  });
});

it('a bucket is 15 minutes', () => {
  expect(BUCKET_MS).toBe(900_000);
});
