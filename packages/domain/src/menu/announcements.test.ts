import { describe, expect, it } from 'vitest';
import { makeFile } from '../testing/factories';
import { activeAnnouncements, isActive } from './announcements';
import { parseDataFile } from './data-file';

const now = new Date('2026-11-23T15:00:00Z');

const announcements = [
  {
    id: 'patio',
    title: 'Patio closed',
    message: 'Our patio is closed for the winter.',
    starts_at: '2026-11-01T00:00:00-04:00',
    ends_at: '2027-04-01T00:00:00-04:00',
    modes: ['dine-in'],
    localization: { fr: { title: 'Terrasse fermée', message: 'Notre terrasse est fermée pour l’hiver.' } },
  },
  { id: 'old', title: 'Summer hours', message: 'Open late.', ends_at: '2026-09-01T00:00:00Z' },
  { id: 'soon', title: 'Holiday hours', message: 'Closed Dec 25.', starts_at: '2026-12-01T00:00:00Z' },
  {
    id: 'always',
    title: 'Pickup at the side door',
    message: 'Ring &amp; wait.',
    localization: { fr: { title: 'Cueillette à la porte de côté' } },
  },
];

describe('announcements active now', () => {
  it('keeps those whose window holds now, translated, falling back to the base text', () => {
    const file = makeFile({ announcements });
    expect(activeAnnouncements(file, 'fr', now)).toEqual([
      {
        id: 'patio',
        title: 'Terrasse fermée',
        message: 'Notre terrasse est fermée pour l’hiver.',
        startsAt: '2026-11-01T00:00:00-04:00',
        endsAt: '2027-04-01T00:00:00-04:00',
        modes: ['dine-in'],
      },
      {
        id: 'always',
        title: 'Cueillette à la porte de côté',
        message: 'Ring & wait.',
        startsAt: null,
        endsAt: null,
        modes: null,
      },
    ]);
    expect(activeAnnouncements(file, 'en', now).map((a) => a.title)).toEqual([
      'Patio closed',
      'Pickup at the side door',
    ]);
  });

  it('opens at starts_at and closes at ends_at', () => {
    const window = { starts_at: '2026-11-23T15:00:00Z', ends_at: '2026-11-23T16:00:00Z' };
    expect(isActive(window, new Date('2026-11-23T14:59:59.999Z'))).toBe(false);
    expect(isActive(window, new Date('2026-11-23T15:00:00Z'))).toBe(true);
    expect(isActive(window, new Date('2026-11-23T15:59:59.999Z'))).toBe(true);
    expect(isActive(window, new Date('2026-11-23T16:00:00Z'))).toBe(false);
  });

  it('carries no modes for an announcement published before modes existed (it is for every diner)', () => {
    const file = {
      announcements: [
        { id: 'x', title: 'T', message: 'M', starts_at: null, ends_at: null, localization: {} },
      ],
    };
    // @ts-expect-error: a stored file from before `modes` has no such key.
    expect(activeAnnouncements(file, 'en', now)[0]?.modes).toBeNull();
  });

  it('answers none for a file without announcements, even one published before they existed', () => {
    expect(activeAnnouncements(makeFile(), 'en', now)).toEqual([]);
    expect(activeAnnouncements({}, 'en', now)).toEqual([]);
  });
});

describe('announcements in the data file', () => {
  const file = (list: unknown[]) => ({
    restaurant: { id: 1, slug: 'a', name: 'A', province: 'on', tax_rate: { tax1: 0.13 } },
    menus: [],
    announcements: list,
  });

  it.each([
    [
      [
        {
          id: 'a',
          title: 'T',
          message: 'M',
          starts_at: '2026-02-01T00:00:00Z',
          ends_at: '2026-01-01T00:00:00Z',
        },
      ],
      'announcements[0].ends_at',
    ],
    [[{ id: 'a', title: '', message: 'M' }], 'announcements[0].title'],
    [[{ id: 'a', title: 'T', message: 'M', starts_at: '2026-01-01' }], 'announcements[0].starts_at'],
    [[{ id: 'a', title: 'T', message: 'M', colour: 'red' }], 'announcements[0].colour'],
    [[{ id: 'a', title: 'T', message: 'M', modes: ['takeout'] }], 'announcements[0].modes[0]'],
    [[{ id: 'a', title: 'T', message: 'M', modes: [] }], 'announcements[0].modes'],
    [[{ id: 'a', title: 'T', message: 'M', modes: ['pickup', 'pickup'] }], 'announcements[0].modes'],
  ])('rejects %j at %s', (list, path) => {
    const parsed = parseDataFile(file(list));
    expect(parsed.ok ? [] : parsed.issues.map((i) => i.path)).toEqual([path]);
  });

  it('defaults to none', () => {
    const parsed = parseDataFile({ ...file([]), announcements: undefined });
    expect(parsed.ok && parsed.data.announcements).toEqual([]);
  });

  it('is for every way of ordering unless modes are given', () => {
    const parsed = parseDataFile(
      file([
        { id: 'a', title: 'T', message: 'M' },
        { id: 'b', title: 'T', message: 'M', modes: ['pickup', 'delivery'] },
      ]),
    );
    expect(parsed.ok && parsed.data.announcements.map((a) => a.modes)).toEqual([
      null,
      ['pickup', 'delivery'],
    ]);
  });
});
