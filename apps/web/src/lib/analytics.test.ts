import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushFunnel, trackFunnel } from './analytics';

beforeEach(() => {
  // Steps queued by an earlier test file (files share modules) are not this test's.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  flushFunnel();
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  flushFunnel();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the funnel beacon', () => {
  it('batches the steps of a restaurant into one beacon, sent after a few seconds', async () => {
    vi.useFakeTimers();
    const sent: { url: string; body: unknown }[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
      void (data as Blob).text().then((text) => sent.push({ url: String(url), body: JSON.parse(text) }));
      return true;
    });
    trackFunnel('maple-table', 'menu-viewed');
    trackFunnel('maple-table', 'item-added', 'pickup');
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/analytics/events',
      body: {
        restaurant: 'maple-table',
        events: [{ step: 'menu-viewed' }, { step: 'item-added', way: 'pickup' }],
      },
    });
  });
});
