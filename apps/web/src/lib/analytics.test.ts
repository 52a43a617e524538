import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushFunnel, trackFunnel } from './analytics';

beforeEach(() => {
  // Steps queued by an earlier test file (files share modules) are not this test's, nor the visits it began.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  flushFunnel();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** The steps sent to the server, restaurant by restaurant, once what is queued is flushed. */
async function sentSteps(): Promise<[string, string, string | undefined][]> {
  const bodies: Promise<string>[] = [];
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((_url, data) => {
    bodies.push((data as Blob).text());
    return true;
  });
  flushFunnel();
  const sent = (await Promise.all(bodies)).map(
    (text) => JSON.parse(text) as { restaurant: string; events: { step: string; way?: string }[] },
  );
  return sent.flatMap((b) =>
    b.events.map((e) => [b.restaurant, e.step, e.way] as [string, string, string | undefined]),
  );
}
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

describe('a visit counts each step once, with the steps before it', () => {
  it('counts a visit that adds three items and opens the checkout twice once at each step', async () => {
    trackFunnel('maple-table', 'menu-viewed');
    for (let i = 0; i < 3; i++) trackFunnel('maple-table', 'item-added', 'pickup');
    trackFunnel('maple-table', 'checkout-reached', 'pickup');
    trackFunnel('maple-table', 'menu-viewed');
    trackFunnel('maple-table', 'item-added', 'pickup');
    trackFunnel('maple-table', 'checkout-reached', 'pickup');
    trackFunnel('maple-table', 'order-placed', 'pickup');
    expect(await sentSteps()).toEqual([
      ['maple-table', 'menu-viewed', undefined],
      ['maple-table', 'item-added', 'pickup'],
      ['maple-table', 'checkout-reached', 'pickup'],
      ['maple-table', 'order-placed', 'pickup'],
    ]);
  });

  it('counts the menu and an item with a checkout opened from a cart kept on the device', async () => {
    trackFunnel('maple-table', 'checkout-reached', 'delivery');
    expect(await sentSteps()).toEqual([
      ['maple-table', 'menu-viewed', 'delivery'],
      ['maple-table', 'item-added', 'delivery'],
      ['maple-table', 'checkout-reached', 'delivery'],
    ]);
  });

  it('starts another visit after an order, after half an hour left alone, and at another restaurant', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T17:00:00Z') });
    trackFunnel('maple-table', 'menu-viewed');
    trackFunnel('cafe-du-marche', 'menu-viewed');
    trackFunnel('maple-table', 'order-placed', 'dine-in');
    trackFunnel('maple-table', 'menu-viewed');
    vi.setSystemTime(new Date('2026-11-25T17:29:00Z'));
    trackFunnel('cafe-du-marche', 'menu-viewed');
    vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
    trackFunnel('cafe-du-marche', 'menu-viewed');
    expect(await sentSteps()).toEqual([
      ['maple-table', 'menu-viewed', undefined],
      ['maple-table', 'item-added', 'dine-in'],
      ['maple-table', 'checkout-reached', 'dine-in'],
      ['maple-table', 'order-placed', 'dine-in'],
      ['maple-table', 'menu-viewed', undefined],
      ['cafe-du-marche', 'menu-viewed', undefined],
      ['cafe-du-marche', 'menu-viewed', undefined],
    ]);
  });
});
