import { describe, expect, it } from 'vitest';
import { buildMenuIndex } from '../pricing/menu-index';
import { makeCartGroup, makeCartLine, makeFile, makeItem } from '../testing/factories';
import { type RestoreContext, restoreCart, type SavedCart } from './restore';

const file = makeFile({
  items: [
    makeItem({ id: 'a' }),
    makeItem({ id: 'gone', sold_out: true }),
    makeItem({ id: 'opt', options: [{ id: 'top', name: 'T', values: [{ id: 'x', name: 'X' }] }] }),
  ],
});
const member = makeFile({ menu: { id: 'm1', member_only: true }, items: [makeItem({ id: 'vip' })] });
const ctx: RestoreContext = {
  restaurantId: 'r1',
  eventSuiteId: null,
  loginRequired: false,
  authenticated: false,
  index: buildMenuIndex(file),
  maxItemsPerCart: null,
  membershipValid: false,
  memberProvider: null,
};
const saved = (items = [makeCartLine({ id: 'a' })], over: Partial<SavedCart> = {}): SavedCart => ({
  restaurantId: 'r1',
  eventSuiteId: null,
  items,
  ...over,
});

describe('cart restore', () => {
  it('restores a cart of the same restaurant', () => {
    expect(restoreCart(saved(), ctx)).toEqual({
      status: 'restored',
      items: saved().items,
      dropped: [],
      trimmed: [],
      stopped: false,
    });
  });

  it.each([
    ['another restaurant', saved(undefined, { restaurantId: 'r2' }), {}, 'other_restaurant'],
    ['login required and not logged in', saved(), { loginRequired: true }, 'login_required'],
    ['a suite cart outside the suite', saved(undefined, { eventSuiteId: 'e1' }), {}, 'suite_mismatch'],
    ['a plain cart in a suite', saved(), { eventSuiteId: 'e1' }, 'suite_mismatch'],
  ])('clears %s', (_, cart, over, reason) => {
    expect(restoreCart(cart, { ...ctx, ...over })).toEqual({ status: 'cleared', reason });
  });

  it('restores with login when logged in, and in the same suite', () => {
    const result = restoreCart(saved(undefined, { eventSuiteId: 'e1' }), {
      ...ctx,
      loginRequired: true,
      authenticated: true,
      eventSuiteId: 'e1',
    });
    expect(result.status).toBe('restored');
  });

  it.each([
    ['gone', makeCartLine({ id: 'old', orderId: 2 }), ctx],
    ['sold_out', makeCartLine({ id: 'gone', orderId: 2 }), ctx],
    [
      'option_missing',
      makeCartLine({ id: 'opt', orderId: 2, orderOptions: [makeCartGroup('top', [{ id: 'y' }])] }),
      ctx,
    ],
    [
      'option_missing',
      makeCartLine({ id: 'opt', orderId: 2, orderOptions: [makeCartGroup('nope', [{ id: 'x' }])] }),
      ctx,
    ],
  ])('drops an item: %s', (reason, item, context) => {
    const result = restoreCart(saved([makeCartLine({ id: 'a' }), item]), context);
    expect(result).toMatchObject({ status: 'restored', dropped: [{ orderId: 2, reason }] });
    expect(result.status === 'restored' && result.items.map((i) => i.id)).toEqual(['a']);
  });

  it.each([
    ['without a valid membership', false, null, true],
    ['with provider SPH', true, 'SPH', true],
    ['with a valid membership', true, 'ELB', false],
  ])('member-only items %s', (_, membershipValid, memberProvider, dropped) => {
    const result = restoreCart(saved([makeCartLine({ id: 'vip' })]), {
      ...ctx,
      index: buildMenuIndex(member),
      membershipValid,
      memberProvider,
    });
    expect(result.status === 'restored' && result.dropped.length).toBe(dropped ? 1 : 0);
  });

  it('trims a quantity to the per-cart maximum', () => {
    const items = [
      makeCartLine({ id: 'a', orderId: 1, quantity: 3, orderPrice: 3000 }),
      makeCartLine({ id: 'opt', orderId: 2, quantity: 4, orderPrice: 4000 }),
    ];
    const result = restoreCart(saved(items), { ...ctx, maxItemsPerCart: 5 });
    expect(result).toMatchObject({ status: 'restored', trimmed: [2], stopped: false });
    expect(result.status === 'restored' && result.items.map((i) => [i.quantity, i.orderPrice])).toEqual([
      [3, 3000],
      [2, 2000],
    ]);
  });

  it('an item of quantity 1 that would overflow stops the restore', () => {
    const items = [
      makeCartLine({ id: 'a', orderId: 1, quantity: 2 }),
      makeCartLine({ id: 'opt', orderId: 2 }),
      makeCartLine({ id: 'a', orderId: 3 }),
    ];
    const result = restoreCart(saved(items), { ...ctx, maxItemsPerCart: 2 });
    expect(result).toMatchObject({ status: 'restored', stopped: true });
    expect(result.status === 'restored' && result.items.map((i) => i.orderId)).toEqual([1]);
  });

  it('a full cart stops the restore even for a larger quantity', () => {
    const items = [
      makeCartLine({ id: 'a', orderId: 1, quantity: 2 }),
      makeCartLine({ id: 'opt', orderId: 2, quantity: 3 }),
    ];
    expect(restoreCart(saved(items), { ...ctx, maxItemsPerCart: 2 })).toMatchObject({
      stopped: true,
      trimmed: [],
    });
  });
});
