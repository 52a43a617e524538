/**
 * The tip the checkout starts on follows the way the diner orders: maple-table preselects 20 % at the table only, so
 * a pickup or a delivery starts with no tip chosen, and a tip left as preselected follows a switch between them.
 */

import type { OrderLink } from '@ordering/domain/order-types/link';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantData } from '../../lib/restaurant-data';
import { demoDataFile } from '../../testing/demo-data';
import { testProfile } from '../../testing/profile';
import { useCheckoutForm } from './use-checkout-form';

const maple = { ...demoDataFile('maple-table'), version: 1 } as RestaurantData;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the preselected tip by way of ordering', () => {
  it.each<{ way: string; mode: OrderLink; percent: number | null }>([
    { way: 'at a table', mode: { tableNum: '12' }, percent: 20 },
    { way: 'pickup', mode: { takeout: true, takeoutType: 'pickup' }, percent: null },
    { way: 'delivery', mode: { takeout: true, takeoutType: 'delivery' }, percent: null },
  ])('$way starts on $percent %', ({ mode, percent }) => {
    const { result } = renderHook(() => useCheckoutForm(maple, mode, null));
    expect(result.current.choice.tip?.percentageValue ?? null).toBe(percent);
  });

  it('a tip left as preselected follows pickup switched to delivery; a chosen one stays', () => {
    const file = {
      ...maple,
      order_options: {
        ...maple.order_options,
        tip_config: { ...maple.order_options.tip_config!, default_value_modes: ['delivery' as const] },
      },
    };
    const { result } = renderHook(() =>
      useCheckoutForm(file, { takeout: true, takeoutType: 'pickup' }, null),
    );
    expect(result.current.choice.tip).toBeNull();
    act(() => result.current.set({ takeoutType: 'delivery' }));
    expect(result.current.choice.tip?.percentageValue).toBe(20);
    act(() =>
      result.current.setChoice((c) => ({
        ...c,
        tip: { type: 'percentage', percentageValue: 15, amount: 0 },
      })),
    );
    act(() => result.current.set({ takeoutType: 'pickup' }));
    expect(result.current.choice.tip?.percentageValue).toBe(15);
  });
});

describe('a signed-in diner’s default tip (their account’s, chosen for them at checkout)', () => {
  it('starts a pickup on it, where the restaurant preselects none, among the percentages offered', () => {
    const { result } = renderHook(() =>
      useCheckoutForm(maple, { takeout: true, takeoutType: 'pickup' }, testProfile({ defaultTip: 12 })),
    );
    expect(result.current.choice.tip?.percentageValue).toBe(12);
    expect(result.current.defaults).toEqual([12, 15, 18, 20]);
  });

  it('takes it when the profile arrives after the checkout opened, unless the diner chose a tip meanwhile', () => {
    let profile: ReturnType<typeof testProfile> | null = null;
    const { result, rerender } = renderHook(() => useCheckoutForm(maple, { tableNum: '12' }, profile));
    expect(result.current.choice.tip?.percentageValue).toBe(20);
    profile = testProfile({ defaultTip: 18 });
    rerender();
    expect(result.current.choice.tip?.percentageValue).toBe(18);
  });

  it('a default of 0 % starts on no tip', () => {
    const { result } = renderHook(() =>
      useCheckoutForm(maple, { tableNum: '12' }, testProfile({ defaultTip: 0 })),
    );
    expect(result.current.choice.tip).toBeNull();
  });
});
