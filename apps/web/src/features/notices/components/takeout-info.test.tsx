import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { demoDataFile } from '../../../testing/demo-data';
import { renderWithQueries } from '../../../testing/render';
import { TakeoutInfo } from './takeout-info';

// Coastal Kitchen (Vancouver): open 11:00 to 21:00 on a Wednesday, prep time 20 minutes.
const coastal = demoDataFile('coastal-kitchen').restaurant;
const NOON_WEDNESDAY = new Date('2026-11-25T20:00:00Z');
const NINE_AM_WEDNESDAY = new Date('2026-11-25T17:00:00Z');
// Harbour Market (Halifax): the hub opens 11:00 to 20:00, Bao House 12:00 to 20:00, Nori Sushi Bar 11:30 to 20:00.
const hub = demoDataFile('harbour-market');
const kitchen = (id: string) => hub.menus.find((m) => m.id === id)!;
const ELEVEN_FIFTEEN_HALIFAX = new Date('2026-11-25T15:15:00Z');

let asked = 0;
async function show(
  locale: Locale,
  restaurant = coastal,
  delivery = false,
  kitchen: { hours?: (typeof hub.menus)[number]['hours'] } | null = null,
) {
  await i18n.changeLanguage(locale);
  renderWithQueries(
    <TakeoutInfo restaurant={restaurant} locale={locale} delivery={delivery} kitchen={kitchen} />,
  );
  return screen.getByTestId('takeout-info');
}
const fact = (info: HTMLElement, key: string) =>
  info.querySelector(`[data-fact="${key}"]`)?.textContent?.replace(/\s/g, ' ') ?? null;

beforeEach(async () => {
  asked = 0;
  await startTranslations('en-CA');
  await i18n.loadLanguages(['en-CA', 'fr-CA']);
  vi.useFakeTimers({ toFake: ['Date'], now: NOON_WEDNESDAY });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.endsWith('/get-next-order-queue-time')) return new Response('{}', { status: 404 });
      asked++;
      return new Response(JSON.stringify({ orderCount: 1, estimatedWaitMinutes: 23 }), { status: 200 });
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en-CA');
});

describe('the take-out menu says when and where', () => {
  it('gives the pickup address, today’s hours and how soon an order placed now is ready (en-CA)', async () => {
    const info = await show('en-CA');
    expect(within(info).getByText('Pickup at')).toBeTruthy();
    expect(fact(info, 'address')).toBe('1088 Cambie Street, Vancouver, BC V6B 6J5');
    expect(fact(info, 'hours')).toBe('11:00 a.m. – 9:00 p.m.');
    // Coastal Kitchen paces its kitchen by make-time: 23 minutes is its quickest, never more than a cart is quoted.
    expect(
      await within(info).findByText('in 23 min or more if you order now, depending on your order'),
    ).toBeTruthy();
  });

  it('says it in French (fr-CA)', async () => {
    const info = await show('fr-CA');
    expect(within(info).getByText('Adresse de cueillette')).toBeTruthy();
    expect(fact(info, 'hours')).toBe('11 h 00 – 21 h 00');
    expect(
      await within(info).findByText('dans 23 min ou plus si vous commandez maintenant, selon votre commande'),
    ).toBeTruthy();
  });

  it('where the kitchen is not paced, says the wait every order has, in both languages', async () => {
    const unpaced = { ...coastal, kitchen: null };
    for (const [locale, text] of [
      ['en-CA', 'in about 23 min if you order now'],
      ['fr-CA', 'dans environ 23 min si vous commandez maintenant'],
    ] as const) {
      const info = await show(locale, unpaced);
      expect(await within(info).findByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it('promises no ready time before opening, and asks the server for none', async () => {
    vi.setSystemTime(NINE_AM_WEDNESDAY);
    const info = await show('en-CA');
    expect(fact(info, 'hours')).toBe('11:00 a.m. – 9:00 p.m.');
    expect(fact(info, 'ready')).toBeNull();
    expect(asked).toBe(0);
  });

  it('promises no ready time while ordering is paused, in either language, and asks the server for none', async () => {
    const paused = { ...coastal, orders_paused: true };
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const info = await show(locale, paused);
      expect(fact(info, 'hours')).toBe(locale === 'en-CA' ? '11:00 a.m. – 9:00 p.m.' : '11 h 00 – 21 h 00');
      expect(fact(info, 'ready')).toBeNull();
      expect(info.textContent).not.toMatch(/if you order now|si vous commandez maintenant/);
      cleanup();
    }
    expect(asked).toBe(0);
  });

  it('at a marketplace hub, gives the chosen kitchen’s hours, not the hub’s, and its opening', async () => {
    vi.setSystemTime(ELEVEN_FIFTEEN_HALIFAX);
    const bao = await show('en-CA', hub.restaurant, false, kitchen('hm-bao-menu'));
    expect(fact(bao, 'hours')).toBe('12:00 p.m. – 8:00 p.m.');
    // Bao House opens at noon: no ready time is promised at 11:15, though the hub is open.
    expect(fact(bao, 'ready')).toBeNull();
    expect(asked).toBe(0);
    cleanup();
    const nori = await show('fr-CA', hub.restaurant, false, kitchen('hm-nori-menu'));
    expect(fact(nori, 'hours')).toBe('11 h 30 – 20 h 00');
    cleanup();
    // A kitchen without hours of its own keeps the hub's.
    const sol = await show('en-CA', hub.restaurant, false, kitchen('hm-sol-menu'));
    expect(fact(sol, 'hours')).toBe('11:00 a.m. – 8:00 p.m.');
    expect(
      await within(sol).findByText('in 23 min or more if you order now, depending on your order'),
    ).toBeTruthy();
  });

  it('says a day without hours is closed', async () => {
    const closed = { ...coastal, hours: { ...coastal.hours, wednesday: [] } };
    const info = await show('en-CA', closed);
    expect(fact(info, 'hours')).toBe('Closed today');
  });

  it('gives a delivery no pickup address and no pickup time', async () => {
    const info = await show('en-CA', coastal, true);
    expect(fact(info, 'address')).toBeNull();
    expect(fact(info, 'hours')).toBe('11:00 a.m. – 9:00 p.m.');
    expect(asked).toBe(0);
  });
});
