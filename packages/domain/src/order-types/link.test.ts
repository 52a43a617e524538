import { describe, expect, it } from 'vitest';
import { waysOf } from './index';
import { type LinkParams, linkFlags, linkFromParams, linkOrderType, type OrderLink } from './link';

/** A query as the browser's URLSearchParams reads it (the domain has no DOM): its last value of each name. */
const q = (query: string): LinkParams => {
  const values = new Map<string, string>();
  for (const pair of query.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    values.set(decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, ' ')));
  }
  return { get: (name) => values.get(name) ?? null, has: (name) => values.has(name) };
};

describe('suite links (ordering.md section 4: pre-ordering gives catering)', () => {
  it.each([
    ['eventSuite=es1', { eventSuite: 'es1' }, 'catering'],
    ['eventSuite=es1&eventDayOrdering=true', { eventSuite: 'es1', eventDayOrdering: true }, 'dine-in'],
    [
      'eventSuite=es1&eventDayOrdering=true&tableNum=Suite%20101',
      { eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' },
      'dine-in',
    ],
    ['eventDayOrdering=true&tableNum=4', { tableNum: '4' }, 'dine-in'],
  ] as const)('%s', (query, link, type) => {
    const parsed = linkFromParams(q(query));
    expect(parsed).toEqual(link);
    expect(linkOrderType(parsed!)).toBe(type);
  });
});

describe('the link a query sets', () => {
  it.each<[string, OrderLink | null]>([
    ['', null],
    ['utm_source=flyer&menu=lunch', null],
    ['tableNum=%2012%20', { tableNum: '12' }],
    ['tableNum=%20%20', {}],
    ['takeout=1', { takeout: true }],
    ['takeout=yes', {}],
    ['takeoutType=delivery', { takeout: true, takeoutType: 'delivery' }],
    ['takeoutType=curbside', { takeout: true }],
    ['catering=true&viewOnly=1', { genericCatering: true, viewOnly: true }],
    ['menuList=a,b&genericTableLocation=Patio', { menuList: 'a,b', genericTableLocation: 'Patio' }],
    ['anotherRoundId=r1', { anotherRoundId: 'r1' }],
    [`tableNum=${'9'.repeat(30)}`, { tableNum: '9'.repeat(20) }],
  ])('%j', (query, link) => {
    expect(linkFromParams(q(query))).toEqual(link);
  });
});

describe('the order type a link is priced as', () => {
  it.each<[OrderLink, 'pickup' | 'delivery' | undefined, string]>([
    [{ tableNum: '12' }, undefined, 'dine-in'],
    [{ takeout: true }, undefined, 'pickup'],
    [{ takeout: true }, 'delivery', 'delivery'],
    [{ takeout: true, takeoutType: 'delivery' }, undefined, 'delivery'],
    [{ takeout: true, takeoutType: 'delivery' }, 'pickup', 'pickup'],
    [{ genericCatering: true }, undefined, 'generic-catering'],
    [{}, undefined, 'dine-in'],
  ])('%j choosing %s: %s', (link, choice, type) => {
    expect(linkOrderType(link, choice)).toBe(type);
  });
});

describe('the ways of ordering announcements and questions are picked by', () => {
  it.each<[OrderLink, string[] | null]>([
    [{ tableNum: '12' }, ['dine-in']],
    [{ anotherRoundId: 'r1' }, ['dine-in']],
    [{ takeout: true }, ['pickup', 'delivery']],
    [{ takeout: true, takeoutType: 'delivery' }, ['delivery']],
    [{ takeout: true, takeoutType: 'pickup' }, ['pickup']],
    [{ genericCatering: true }, ['catering']],
    [{ eventSuite: '7' }, ['suite']],
    [{ eventSuite: '7', eventDayOrdering: true }, ['suite']],
    [{}, null],
    [{ viewOnly: true }, null],
  ])('%j: %j', (link, modes) => {
    expect(waysOf(linkFlags(link))).toEqual(modes);
  });

  it('school meals at a K-12 restaurant', () => {
    expect(waysOf({ ...linkFlags({}), k12: true })).toEqual(['school']);
  });
});

describe('the flags of a link or a config', () => {
  it('reads a suite without event-day ordering as a pre-order, with it as event day', () => {
    expect(linkFlags({ eventSuite: 7 })).toEqual({
      preOrdering: true,
      eventDay: false,
      takeout: false,
      takeoutType: null,
      genericCatering: false,
      tableNum: null,
      anotherRoundId: null,
    });
    expect(linkFlags({ eventSuite: '7', eventDayOrdering: true, tableNum: 'Suite 7' })).toMatchObject({
      preOrdering: false,
      eventDay: true,
      tableNum: 'Suite 7',
    });
  });
});
