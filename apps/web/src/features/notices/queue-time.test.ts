import { describe, expect, it } from 'vitest';
import { queueDisplay } from './queue-time';

describe('queueDisplay', () => {
  it.each([
    // [orders ahead, minutes, locale, wait shown, orders-ahead text]
    [0, 15, 'en-CA', '15 min', { key: 'notices.queue.noneAhead' }],
    [1, 18, 'en-CA', '18 min', { key: 'notices.queue.ahead', count: 1 }],
    [4, 27, 'fr-CA', '27 min', { key: 'notices.queue.ahead', count: 4 }],
    [15, 60, 'en-CA', '60 min', { key: 'notices.queue.ahead', count: 15 }],
    [20, 75, 'en-CA', '1 hr 15 min', { key: 'notices.queue.ahead', count: 20 }],
    [20, 75, 'fr-CA', '1 h 15 min', { key: 'notices.queue.ahead', count: 20 }],
    [35, 120, 'en-CA', '2 hr', { key: 'notices.queue.ahead', count: 35 }],
    [35, 120, 'fr-CA', '2 h', { key: 'notices.queue.ahead', count: 35 }],
  ] as const)('%i ahead, %i min (%s)', (orderCount, estimatedWaitMinutes, locale, wait, ahead) => {
    expect(queueDisplay({ orderCount, estimatedWaitMinutes }, locale)).toEqual({ wait, ahead });
  });
});
