import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import { describe, expect, it } from 'vitest';
import { linesToAddAgain } from '../../lib/cart/add-again';
import { demoDataFile } from '../../testing/demo-data';
import { setQuantity, setValueQuantity, startViewer, toggleValue } from './components/item-viewer-state';

// Another round and order again on the Ontario demo menu: the lines come back as stored (no price, or an old one)
// and must reach the cart priced as the item viewer prices them at that moment.
const file = demoDataFile('maple-table');
const index = buildMenuIndex(file);
// Wednesday 2026-11-25 in Toronto: 12:00 (regular prices), 16:00 (happy hour), 09:00 (before the martini's hours).
const NOON = new Date('2026-11-25T17:00:00Z');
const HAPPY_HOUR = new Date('2026-11-25T21:00:00Z');
const MORNING = new Date('2026-11-25T14:00:00Z');

function viewed(itemId: string, now: Date, edit = (v: ReturnType<typeof startViewer>) => v.state) {
  const definition = findItem(index, 'mt-dinner', itemId)?.item;
  if (!definition) throw new Error(itemId);
  const opened = startViewer(file, index, definition, { menuId: 'mt-dinner', sectionId: null }, now);
  return edit(opened).temp.item;
}

/** What a stored line carries: the selections without any price, as the $0.00 lines of the defect. */
function unpriced(item: CartItem): CartItem {
  const strip = (groups: CartOptionGroup[]): CartOptionGroup[] =>
    groups.map((g) => ({
      ...g,
      values: g.values.map((v) => ({ ...v, adjustedPrice: 0, options: strip(v.options) })),
    }));
  return { ...item, orderPrice: 0, orderOptions: strip(item.orderOptions) };
}

const burger = (now: Date) =>
  viewed('mt-table-burger', now, ({ ctx, state }) => {
    let s = toggleValue(ctx, state, [], 'og-size', 'double');
    s = toggleValue(ctx, s, [], 'og-toppings', 'bacon');
    s = setValueQuantity(ctx, s, [], 'og-toppings', 'bacon', 2);
    s = toggleValue(ctx, s, [], 'og-toppings', 'cheese');
    s = toggleValue(ctx, s, ['og-toppings', 'cheese'], 'og-cheese-kind', 'blue');
    return setQuantity(ctx, s, 2);
  });

const again = (lines: CartItem[], now: Date, inCart: CartItem[] = []) =>
  linesToAddAgain({ file, index, inCart, lines, now });

describe('lines added again carry the price of now', () => {
  it('an item with options: its orderPrice and every adjustedPrice, as the item viewer computes them', () => {
    const seen = burger(NOON);
    expect(seen.orderPrice).toBeGreaterThan(0);
    const result = again([unpriced(seen)], NOON);
    expect(result).toEqual({ ok: true, warning: false, items: [{ ...seen, orderId: 0 }], skipped: [] });
    const toppings = result.ok
      ? result.items[0]?.orderOptions.find((g) => g.id === 'og-toppings')
      : undefined;
    expect(toppings?.values.every((v) => v.adjustedPrice > 0)).toBe(true);
  });

  it('an old price is replaced by the price of this time slot (happy hour)', () => {
    const regular = viewed('mt-caesar', NOON);
    const happy = viewed('mt-caesar', HAPPY_HOUR);
    expect(happy.orderPrice).toBeLessThan(regular.orderPrice);
    const result = again([regular], HAPPY_HOUR);
    expect(result.ok && result.items.map((i) => i.orderPrice)).toEqual([happy.orderPrice]);
  });

  it('a line that cannot be priced now is skipped with the warning, the others priced', () => {
    const martini = { ...unpriced(viewed('mt-espresso-martini', NOON)), orderId: 2 };
    const result = again([unpriced(viewed('mt-caesar', MORNING)), martini], MORNING);
    expect(result.ok && result.warning).toBe(true);
    expect(result.ok && result.items.map((i) => [i.id, i.orderPrice])).toEqual([['mt-caesar', 1400]]);
    // The diner is told which earlier line did not come back.
    expect(result.ok && result.skipped).toEqual([martini]);
  });

  it('names the lines the reorder rules skip (sold out, gone), the others added in their order', () => {
    const soldOut = {
      ...file,
      menus: file.menus.map((m) => ({
        ...m,
        sections: m.sections.map((s) => ({
          ...s,
          items: s.items.map((i) => (i.id === 'mt-caesar' ? { ...i, sold_out: true } : i)),
        })),
      })),
    };
    const caesar = { ...viewed('mt-caesar', NOON), orderId: 1 };
    const gone = { ...viewed('mt-caesar', NOON), id: 'mt-gone', orderId: 2 };
    const seen = { ...burger(NOON), orderId: 3 };
    const result = linesToAddAgain({
      file: soldOut,
      index: buildMenuIndex(soldOut),
      inCart: [],
      lines: [caesar, gone, seen],
      now: NOON,
    });
    expect(result.ok && result.items.map((i) => i.id)).toEqual(['mt-table-burger']);
    expect(result.ok && result.skipped).toEqual([caesar, gone]);
  });

  it('quantities clamped to the room left keep a price for what is added', () => {
    const max = file.order_options.max_items_per_cart ?? 0;
    const full = Array.from({ length: max - 1 }, (_, i) => ({
      ...viewed('mt-caesar', NOON),
      orderId: i + 1,
    }));
    const result = again([unpriced(burger(NOON))], NOON, full);
    expect(result.ok && result.warning).toBe(true);
    expect(result.ok && result.items.map((i) => [i.quantity, i.orderPrice])).toEqual([
      [1, burger(NOON).orderPrice / 2],
    ]);
  });
});
