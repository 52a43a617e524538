import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Locale } from '../../../lib/locale';
import { OrderCard } from './order-card';

/** A card's height before it is measured (number, name, tags, count: about 7 rem). */
const ESTIMATED_CARD_PX = 112;
const GAP_PX = 8;

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
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: GAP_PX,
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
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={orders.length}
              aria-posinset={row.index + 1}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <OrderCard order={order} timezone={timezone} locale={locale} onOpen={() => onOpen(order)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
