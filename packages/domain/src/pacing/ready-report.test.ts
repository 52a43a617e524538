import { describe, expect, it } from 'vitest';
import { channelOf, latenessFigures, percentile, type ReadyTime, readyReport } from './ready-report';

const at = (hhmm: string, day = '2026-03-04') => new Date(`${day}T${hhmm}:00Z`);

describe('percentile (nearest rank)', () => {
  it.each([
    [[], 0.5, null],
    [[7], 0.9, 7],
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9, 10],
  ])('%j at %s is %s', (sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected);
  });
});

describe('latenessFigures', () => {
  it.each([
    ['no order', [], { orders: 0, medianLateS: null, p90LateS: null, onTimeShare: null }],
    ['one early order', [-120], { orders: 1, medianLateS: -120, p90LateS: -120, onTimeShare: 1 }],
    // 59 s late is within the quoted minute; 60 s is not.
    ['the quoted minute', [59, 60], { orders: 2, medianLateS: 59, p90LateS: 60, onTimeShare: 0.5 }],
    [
      'unsorted, with a straggler',
      [300, -60, 0, 30, 1800],
      { orders: 5, medianLateS: 30, p90LateS: 1800, onTimeShare: 0.6 },
    ],
  ])('%s', (_name, late, expected) => {
    expect(latenessFigures(late)).toEqual(expected);
  });
});

describe('channelOf', () => {
  it.each([
    ['dine-in', false, 'dine-in'],
    ['take-out', false, 'pickup'],
    ['pickup', false, 'pickup'],
    ['delivery', false, 'delivery'],
    ['generic-catering', false, 'catering'],
    ['catering', false, 'suite'],
    ['school', false, 'k12'],
    ['take-out', true, 'counter'],
    ['teleport', false, null],
  ] as const)('%s entered by staff %s is %s', (type, staff, channel) => {
    expect(channelOf(type, staff)).toBe(channel);
  });
});

describe('readyReport', () => {
  it('gives each day, newest first, all its orders then each channel that had any', () => {
    const times: ReadyTime[] = [
      {
        day: '2026-03-03',
        channel: 'pickup',
        quotedAt: at('16:00', '2026-03-03'),
        readyAt: at('16:10', '2026-03-03'),
      },
      { day: '2026-03-04', channel: 'pickup', quotedAt: at('16:00'), readyAt: at('15:58') },
      { day: '2026-03-04', channel: 'dine-in', quotedAt: at('16:00'), readyAt: at('16:04') },
      { day: '2026-03-04', channel: 'counter', quotedAt: at('16:30'), readyAt: at('16:30') },
    ];
    expect(readyReport(times)).toEqual([
      { day: '2026-03-04', channel: 'all', orders: 3, medianLateS: 0, p90LateS: 240, onTimeShare: 2 / 3 },
      { day: '2026-03-04', channel: 'dine-in', orders: 1, medianLateS: 240, p90LateS: 240, onTimeShare: 0 },
      { day: '2026-03-04', channel: 'pickup', orders: 1, medianLateS: -120, p90LateS: -120, onTimeShare: 1 },
      { day: '2026-03-04', channel: 'counter', orders: 1, medianLateS: 0, p90LateS: 0, onTimeShare: 1 },
      { day: '2026-03-03', channel: 'all', orders: 1, medianLateS: 600, p90LateS: 600, onTimeShare: 0 },
      { day: '2026-03-03', channel: 'pickup', orders: 1, medianLateS: 600, p90LateS: 600, onTimeShare: 0 },
    ]);
  });

  it('is empty without orders', () => {
    expect(readyReport([])).toEqual([]);
  });
});
