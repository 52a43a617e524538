/**
 * Where focus goes when a ticket closes (WCAG 2.4.3): back to the card that opened it, wherever the order now stands
 * (accepted, it moved to another column). The ticket has no trigger of its own (the board opens it by the URL), so
 * the dialog's default would leave focus on the page's body and a keyboard user would start again from the top.
 */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { columnOf } from './board';

/** The width from which the board shows its four columns side by side (Tailwind's `md`, board.tsx). */
const SIDE_BY_SIDE = '(min-width: 48rem)';

/**
 * Focuses the order's card. On a phone, when its column is not the one shown, the segment of that column (its count
 * says the card is there); when the card is not drawn (far down a long column), the column's heading.
 */
export function focusOrderCard(
  order: Pick<StaffOrder, 'id' | 'status'>,
  root: ParentNode = document,
): boolean {
  const column = columnOf(order);
  const phone = typeof window !== 'undefined' && !window.matchMedia?.(SIDE_BY_SIDE).matches;
  const hidden = (el: Element) => phone && el.closest('[data-column-shown="false"]') !== null;
  const targets = [
    root.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(order.id)}"]`),
    phone ? root.querySelector<HTMLElement>(`[data-board-column="${column}"]`) : null,
    root.querySelector<HTMLElement>(`#column-${column}`),
  ];
  for (const target of targets) {
    if (!target || hidden(target)) continue;
    target.focus();
    if (target.ownerDocument.activeElement === target) return true;
  }
  return false;
}
