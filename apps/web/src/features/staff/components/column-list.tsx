import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Locale } from '../../../lib/locale';
import { type CardWords, OrderCard } from './order-card';

/**
 * Every card is the same height (CARD_REM: number, name, one row of tags, count), so the list knows where each card
 * stands without measuring any (a measured card is read back from the layout as it is drawn). In rem, so the cards
 * grow with the reader's text.
 */
export const CARD_REM = 7.5;
const GAP_REM = 0.5;
/**
 * The root font size in px, read when the console's code loads, before any board data: read while the board is
 * drawn, it would force a style pass of the whole page in the middle of that render.
 */
const remPx =
  typeof document === 'undefined'
    ? 16
    : Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * The column's size as its ResizeObserver reports it, after the frame's own layout. The library's default also reads
 * it at once (getBoundingClientRect), which forced a style and layout pass of the whole page in the middle of
 * React's commit, before the board was in the DOM; until the first report, the column draws what fits the window.
 */
function observeColumnRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize?.[0];
    if (box) cb({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Scrolls the column as the library does, except to where it already is at its top: on mount the library asks a new
 * column to scroll to 0, and asking the browser to scroll makes it lay the page out then and there, in the middle of
 * React's commit.
 */
const scrollColumn: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) === 0 && !instance.scrollOffset) return;
  elementScroll(offset, options, instance);
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
  words,
  onOpen,
}: {
  label: string;
  orders: readonly StaffOrder[];
  timezone: string;
  locale: Locale;
  empty: string;
  words: CardWords;
  onOpen: (order: StaffOrder) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_REM * remPx,
    gap: GAP_REM * remPx,
    overscan: 2,
    getItemKey: (index) => orders[index]?.id ?? index,
    observeElementRect: observeColumnRect,
    scrollToFn: scrollColumn,
    // Before the first report (and in a browser that reports no size) a column shows what the window holds below
    // the board's header: the columns are the window's height less 13 rem (board.tsx), less their title and padding
    // (3 rem). The same figure as the report's keeps the first report from drawing the column again.
    initialRect: {
      width: 280,
      height:
        typeof window === 'undefined' ? 800 : Math.max(window.innerHeight - 16 * remPx, 4 * CARD_REM * remPx),
    },
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
              <OrderCard
                order={order}
                timezone={timezone}
                locale={locale}
                t={words}
                onOpen={() => onOpen(order)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
