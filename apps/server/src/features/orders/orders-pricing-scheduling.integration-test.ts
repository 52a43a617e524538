import { describe, expect, it } from 'vitest';
import { now } from '../../clock';
import { post, usePricingApp } from './orders-pricing-test-kit';

usePricingApp();

describe('POST /orders/scheduling', () => {
  /**
   * The date `days` from the server's clock in the restaurant's zone (a UTC date is already tomorrow there from 19:00
   * or 20:00): the clock the app reads, so the test follows wherever a run sets it.
   */
  const day = (days: number) =>
    new Date(now().getTime() + days * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Toronto',
    });

  it('lists the open slots of a menu on a date, at its interval', async () => {
    const tomorrow = day(1);
    const res = await post('/api/orders/scheduling', { menuId: 'm1', type: 'pickup', date: tomorrow });
    expect(res.statusCode).toBe(200);
    const listed = res.json();
    expect(listed).toMatchObject({
      date: tomorrow,
      zone: 'America/Toronto',
      intervalMinutes: 30,
      unavailable: null,
    });
    expect(listed.slots.length).toBeGreaterThan(40);
    expect(listed.slots[0]).toMatchObject({ taken: 0, full: false });
  });

  // A day inside a catering menu's notice says how far ahead it must be ordered.
  it.each([
    ['en-CA', 'This menu must be ordered at least 48 hours ahead.'],
    ['fr-CA', 'Ce menu doit être commandé au moins 48 heures à l’avance.'],
  ])('a day inside the 48-hour notice says so (%s); three days ahead has slots', async (locale, message) => {
    const inside = await post(
      '/api/orders/scheduling',
      { menuId: 'm2', type: 'generic-catering', date: day(1) },
      locale,
    );
    expect(inside.json().slots).toEqual([]);
    expect(inside.json().unavailable).toMatchObject({ code: 422, reason: 'required_notice' });
    expect(inside.json().unavailable.message.replace(/\u00a0/g, ' ')).toBe(message);
    // weekend_ordering is set below, so that any weekday three days ahead is open.
    const later = await post('/api/orders/scheduling', {
      menuId: 'm2',
      type: 'generic-catering',
      date: day(3),
    });
    expect(later.json()).toMatchObject({ intervalMinutes: 45, unavailable: null });
    expect(later.json().slots.length).toBeGreaterThan(10);
  });

  it('says why a past date has no slot, and 404s an unknown menu', async () => {
    const res = await post('/api/orders/scheduling', { menuId: 'm1', type: 'pickup', date: '2020-01-06' });
    expect(res.json().slots).toEqual([]);
    expect(res.json().unavailable.code).toBe(422);
    expect(
      (await post('/api/orders/scheduling', { menuId: 'zzz', type: 'pickup', date: '2030-01-07' }))
        .statusCode,
    ).toBe(404);
  });
});
