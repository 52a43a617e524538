/**
 * A signed-in diner's saved promo code (their account's) is applied at a checkout begun afresh when the restaurant
 * takes it now, left unapplied when it does not, and never put back once the diner removed it and the page reloaded.
 */

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCheckout } from '../../features/checkout/checkout-storage';
import type { RestaurantData } from '../../lib/restaurant-data';
import { demoDataFile } from '../../testing/demo-data';
import { testProfile } from '../../testing/profile';
import { useCheckoutForm } from './use-checkout-form';

const maple = { ...demoDataFile('maple-table'), version: 1 } as RestaurantData;
const pickup = { takeout: true, takeoutType: 'pickup' } as const;

/** get-discount-info takes WELCOME10 only, as maple-table's data file does. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { code } = JSON.parse(String(init?.body ?? '{}')) as { code?: string };
      return code?.toUpperCase() === 'WELCOME10'
        ? new Response(JSON.stringify({ code: 'WELCOME10', type: 'percentage', value: 10 }), { status: 200 })
        : new Response(JSON.stringify({ code: 400, message: 'This promo code is not valid.' }), {
            status: 400,
          });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

describe('a signed-in diner’s saved promo code', () => {
  it('is applied once the profile is read, checked as a typed code is', async () => {
    let profile: ReturnType<typeof testProfile> | null = null;
    const { result, rerender } = renderHook(() => useCheckoutForm(maple, pickup, profile));
    expect(result.current.choice.discount).toBeNull();
    profile = testProfile({ promoCode: 'welcome10' });
    rerender();
    await waitFor(() => expect(result.current.choice.discount).toEqual({ code: 'WELCOME10' }));
    expect(asked()).toEqual(['/api/orders/get-discount-info']);
  });

  it('is left unapplied where the restaurant does not take it, and asked once', async () => {
    const { result, rerender } = renderHook(() =>
      useCheckoutForm(maple, pickup, testProfile({ promoCode: 'EXPIRED5' })),
    );
    await waitFor(() => expect(asked()).toHaveLength(1));
    rerender();
    await act(async () => {});
    expect(result.current.choice.discount).toBeNull();
    expect(asked()).toHaveLength(1);
  });

  it('does not replace a code the diner entered meanwhile', async () => {
    const { result } = renderHook(() =>
      useCheckoutForm(maple, pickup, testProfile({ promoCode: 'WELCOME10' })),
    );
    act(() => result.current.setChoice((c) => ({ ...c, discount: { code: 'SUMMER' } })));
    await waitFor(() => expect(asked()).toHaveLength(1));
    await act(async () => {});
    expect(result.current.choice.discount).toEqual({ code: 'SUMMER' });
  });

  it('is not put back on a checkout carried on after a reload (the diner may have removed it)', async () => {
    const first = renderHook(() => useCheckoutForm(maple, pickup, null));
    writeCheckout(maple.restaurant.slug, {
      form: first.result.current.form,
      choice: { tip: null, discount: null },
      date: first.result.current.date,
      pending: null,
      giftCard: null,
    });
    first.unmount();
    const { result } = renderHook(() =>
      useCheckoutForm(maple, pickup, testProfile({ promoCode: 'WELCOME10' })),
    );
    await act(async () => {});
    expect(result.current.choice.discount).toBeNull();
    expect(asked()).toEqual([]);
  });
});
