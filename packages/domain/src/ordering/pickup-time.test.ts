import { describe, expect, it } from 'vitest';
import { type PickupTimeInput, pickupTime } from './pickup-time';

const NOW = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 EST

describe('pickup_time as a UTC ISO time (ordering.md section 7)', () => {
  it.each([
    ['hour 12 when no time is chosen', { dueByDate: '2026-03-05' }, '2026-03-05T17:00:00.000Z'],
    ['hour 12 today when nothing is chosen', {}, '2026-03-04T17:00:00.000Z'],
    [
      'scheduled: the time as chosen',
      { dueByDate: '2026-03-05', dueByTime: '18:30', scheduled: true, prepTime: 20 },
      '2026-03-05T23:30:00.000Z',
    ],
    [
      'not scheduled: plus prepTime minutes',
      { dueByDate: '2026-03-04', dueByTime: '10:00', prepTime: 25 },
      '2026-03-04T15:25:00.000Z',
    ],
    [
      'not scheduled without prepTime',
      { dueByDate: '2026-03-04', dueByTime: '10:00' },
      '2026-03-04T15:00:00.000Z',
    ],
    [
      'prep time crossing midnight',
      { dueByDate: '2026-03-04', dueByTime: '23:50', prepTime: 30 },
      '2026-03-05T05:20:00.000Z',
    ],
    [
      'after the DST change (EDT)',
      { dueByDate: '2026-03-09', dueByTime: '12:00', scheduled: true },
      '2026-03-09T16:00:00.000Z',
    ],
    [
      'in the restaurant zone',
      { dueByDate: '2026-03-05', dueByTime: '12:00', scheduled: true, zone: 'America/Vancouver' },
      '2026-03-05T20:00:00.000Z',
    ],
    [
      'pre-order: the suite delivery time (ISO)',
      { preOrder: true, suiteDeliveryTime: '2026-03-07T18:00:00-05:00', dueByTime: '12:00', scheduled: true },
      '2026-03-07T23:00:00.000Z',
    ],
    [
      'pre-order: the suite delivery time (HH:mm) on the due date',
      { preOrder: true, suiteDeliveryTime: '17:45', dueByDate: '2026-03-07' },
      '2026-03-07T22:45:00.000Z',
    ],
    [
      'pre-order without a delivery time: hour 12',
      { preOrder: true, dueByDate: '2026-03-07' },
      '2026-03-07T17:00:00.000Z',
    ],
  ] as [string, Partial<PickupTimeInput>, string][])('%s', (_name, input, iso) => {
    expect(pickupTime({ now: NOW, ...input })).toBe(iso);
  });
});
