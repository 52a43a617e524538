import { formatCartMessage } from '@ordering/domain/cart/messages';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import { describe, expect, it } from 'vitest';
import { demoDataFile } from '../../../testing/demo-data';
import {
  checkAdd,
  instructionsOf,
  setInstructions,
  setQuantity,
  setValueQuantity,
  startViewer,
  toggleValue,
} from './item-viewer-state';

// The item viewer's option logic on the Ontario demo menu.
const file = demoDataFile('maple-table');
const index = buildMenuIndex(file);
// A weekday lunch: the demo's happy-hour price schedule is not running.
const NOON = new Date('2026-11-25T17:00:00Z');

function open(itemId: string) {
  const definition = findItem(index, 'mt-dinner', itemId)?.item;
  if (!definition) throw new Error(itemId);
  return startViewer(file, index, definition, { menuId: 'mt-dinner', sectionId: null }, NOON);
}
const NO_LIMITS = { maxItems: null, maxMeals: null };
const cents = (dollars: number) => Math.round(dollars * 100);

describe('the item viewer', () => {
  it('starts with quantity 1, the default selections and their price', () => {
    const { state } = open('mt-table-burger');
    expect(state.temp.item.quantity).toBe(1);
    const groups = Object.fromEntries(
      state.temp.item.orderOptions.map((g) => [g.id, g.values.map((v) => v.id)]),
    );
    expect(groups['og-size']).toHaveLength(1);
    expect(groups['og-cook']).toEqual(['medium-rare']);
    expect(checkAdd(state, [], index, NO_LIMITS).message).toBeNull();
  });

  it.each([
    ['a required group left empty', 'mt-soft-drink', [], 'Please select all required fields'],
    ['the same group once chosen', 'mt-soft-drink', [['og-soda', 'ginger-ale']], null],
  ] as const)('add to cart with %s', (_, item, picks, message) => {
    let { ctx, state } = open(item);
    for (const [group, value] of picks) state = toggleValue(ctx, state, [], group, value);
    const result = checkAdd(state, [], index, NO_LIMITS);
    expect(result.message ? formatCartMessage(result.message, 'en-CA') : null).toBe(message);
    expect(result.state.missing).toEqual(message ? ['og-soda'] : []);
  });

  it('marks the missing group, then clears the mark when it is filled', () => {
    const { ctx, state } = open('mt-soft-drink');
    const tried = checkAdd(state, [], index, NO_LIMITS).state;
    expect(tried.missing).toEqual(['og-soda']);
    expect(toggleValue(ctx, tried, [], 'og-soda', 'cola').missing).toEqual([]);
  });

  it('prices the pricing group as the unit price and adds the add-ons times the quantity', () => {
    let { ctx, state } = open('mt-table-burger');
    state = toggleValue(ctx, state, [], 'og-size', 'double');
    expect(state.temp.item.orderPrice).toBe(cents(25));
    state = toggleValue(ctx, state, [], 'og-toppings', 'bacon');
    expect(state.temp.item.orderPrice).toBe(cents(28));
    state = setValueQuantity(ctx, state, [], 'og-toppings', 'bacon', 2);
    expect(state.temp.item.orderPrice).toBe(cents(31));
    state = setQuantity(ctx, state, 2);
    expect(state.temp.item.orderPrice).toBe(cents(62));
  });

  it('caps the group at its limit with the spec message', () => {
    let { ctx, state } = open('mt-table-burger');
    for (const value of ['bacon', 'fried-egg', 'avocado'])
      state = toggleValue(ctx, state, [], 'og-toppings', value);
    const over = toggleValue(ctx, state, [], 'og-toppings', 'mushrooms');
    const toppings = over.temp.item.orderOptions.find((g) => g.id === 'og-toppings')?.values.map((v) => v.id);
    expect(toppings).toEqual(['bacon', 'fried-egg', 'avocado']);
    expect(over.message ? formatCartMessage(over.message, 'en-CA') : null).toBe(
      'You can only have 3 selections',
    );
  });

  it.each([
    ['its max_quantity', 'fried-egg', 5, 1],
    ['the room left in the group', 'bacon', 5, 2],
    ['at least zero', 'bacon', -4, 0],
  ])('clamps an option quantity to %s', (_, value, asked, kept) => {
    let { ctx, state } = open('mt-table-burger');
    state = toggleValue(ctx, state, [], 'og-toppings', 'avocado');
    state = toggleValue(ctx, state, [], 'og-toppings', value);
    state = setValueQuantity(ctx, state, [], 'og-toppings', value, asked);
    const chosen = state.temp.item.orderOptions
      .find((g) => g.id === 'og-toppings')
      ?.values.find((v) => v.id === value);
    expect(chosen?.quantity ?? 0).toBe(kept);
  });

  it('edits a nested group under its chosen value and prices it', () => {
    let { ctx, state } = open('mt-table-burger');
    state = toggleValue(ctx, state, [], 'og-toppings', 'cheese');
    const before = state.temp.item.orderPrice;
    state = toggleValue(ctx, state, ['og-toppings', 'cheese'], 'og-cheese-kind', 'blue');
    const cheese = state.temp.item.orderOptions
      .find((g) => g.id === 'og-toppings')
      ?.values.find((v) => v.id === 'cheese');
    expect(cheese?.options.find((g) => g.id === 'og-cheese-kind')?.values.map((v) => v.id)).toEqual(['blue']);
    expect(state.temp.item.orderPrice).toBe(before + cents(0.5));
  });

  it('keeps special instructions as the memo group, without changing the price', () => {
    const { ctx, state } = open('mt-poutine');
    const next = setInstructions(ctx, state, 'Gravy on the side');
    expect(instructionsOf(next)).toBe('Gravy on the side');
    expect(next.temp.item.orderPrice).toBe(state.temp.item.orderPrice);
    expect(instructionsOf(setInstructions(ctx, next, ''))).toBe('');
  });

  it('never goes below quantity 1', () => {
    const { ctx, state } = open('mt-poutine');
    expect(setQuantity(ctx, state, 0).temp.item.quantity).toBe(1);
  });

  it('refuses the add that would pass the cart maximum', () => {
    let { ctx, state } = open('mt-poutine');
    state = setQuantity(ctx, state, 3);
    const result = checkAdd(state, [], index, { maxItems: 2, maxMeals: null });
    expect(result.message).not.toBeNull();
  });
});
