import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Locale } from '../../../lib/locale';
import { OrderCard } from './order-card';

/**
 * Every card is the same height (CARD_REM: number, name, one row of tags, count), so the list knows where each card
 * stands without measuring any: measuring cards as they are drawn forced a layout per card and drew the list twice
 * before its first frame (24-31 ms for 500 orders; `npm run bench`). In rem, so the cards grow with the reader's text.
 */
export const CARD_REM = 7.5;
const GAP_REM = 0.5;
let remPx: number | undefined;
/** The root font size in px, read once (a style read, no layout) when the first column is drawn. */
const rem = () => {
  remPx ??= Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return remPx;
};

/**
 * One column's orders, drawn as far as the column shows them (and a few more): a day of 500 orders draws a few
 * dozen cards, so the board is in place within a frame of its data arriving (`npm run bench`). The list keeps its
 * semantics for assistive technology: each drawn item says its place in the whole column.
 */
export function ColumnList({
  label,
  orders,
  timezone,
  locale,
  empty,
  onOpen,
}: {
  label: string;
  orders: readonly StaffOrder[];
  timezone: string;
  locale: Locale;
  empty: string;
  onOpen: (order: StaffOrder) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_REM * rem(),
    gap: GAP_REM * rem(),
    overscan: 4,
    getItemKey: (index) => orders[index]?.id ?? index,
    // Before the first layout (and in a browser that reports no size) a column shows its first cards.
    initialRect: { width: 280, height: 800 },
  });

  if (orders.length === 0) {
    return (
      <ul aria-label={label}>
        <li className="px-1 text-sm text-muted">{empty}</li>
      </ul>
    );
  }
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto">
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const order = orders[row.index]!;
          return (
            <li
              key={row.key}
              aria-setsize={orders.length}
              aria-posinset={row.index + 1}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${row.start}px)`, height: `${CARD_REM}rem` }}
            >
              <OrderCard order={order} timezone={timezone} locale={locale} onOpen={() => onOpen(order)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
