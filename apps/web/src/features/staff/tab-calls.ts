/**
 * The staff console's calls for table tabs (apps/server/src/features/tabs/staff-tabs.routes.ts): the open tabs, a
 * line staff add to a table's bill (an ordinary dine-in order naming the tab, sent signed in as staff: no payment,
 * tab-round.ts) and closing a tab on its holds.
 */
import type { CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { toCartItemBody } from '@ordering/domain/contracts/cart-convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { questionsFor } from '@ordering/domain/ordering/custom-questions';
import { queryOptions } from '@tanstack/react-query';
import { staffFetch } from './api';

export interface StaffTab {
  id: string;
  table: string;
  status: 'open' | 'closing' | 'closed';
  total: number;
  held: number;
  /** What the table already paid of the bill (its paid shares). */
  paid: number;
  openedAt: string;
  lastRoundAt: string;
  /** A suite's event-day tab: its suite, event and limit (no card holds it; staff neither add to, move nor close it). */
  suite?: { name: string; event: string; startsAt: string; limit: number | null } | null;
}

/** Other staff and the diners change tabs: read again every little while, as the board's stream does not carry them. */
export const TABS_POLL_MS = 10_000;

export const staffTabsQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'tabs', restaurantId],
    queryFn: () =>
      staffFetch<{ tabs: StaffTab[] }>('/api/staff/tabs', {
        headers: { 'X-RESTAURANT-ID': String(restaurantId) },
      }).then((r) => r.tabs),
    refetchInterval: TABS_POLL_MS,
  });

export const closeStaffTab = (restaurantId: number, tabId: string) =>
  staffFetch<{ captured: number; released: number }>(`/api/staff/tabs/${encodeURIComponent(tabId)}/close`, {
    method: 'POST',
    headers: { 'X-RESTAURANT-ID': String(restaurantId) },
  });

/** Moves an open tab to another table; refused (409) when that table has an open tab of its own. */
export const moveStaffTab = (restaurantId: number, tabId: string, table: string) =>
  staffFetch<{ id: string; table: string }>(`/api/staff/tabs/${encodeURIComponent(tabId)}/move`, {
    method: 'POST',
    headers: { 'X-RESTAURANT-ID': String(restaurantId), 'Content-Type': 'application/json' },
    body: JSON.stringify({ table }),
  });

type Item = RestaurantDataFile['menus'][number]['sections'][number]['items'][number];
export interface TabLineChoice {
  menuId: string;
  sectionId: string;
  item: Item;
}

/**
 * A line staff add: one item of the dine-in menus with the options staff chose (held by the server to the rules of a
 * diner's round: a missing required one is refused), as many as asked. Priced by the server, as the counter's lines.
 */
export function addStaffTabLine(
  restaurantId: number,
  tabId: string,
  line: TabLineChoice & {
    options: CartOptionGroup[];
    quantity: number;
    key: string;
    by: string;
    at: Date;
    answers: { id: string; answer: string | string[] }[];
  },
) {
  return staffFetch<{ id: string }>('/api/orders', {
    method: 'POST',
    headers: { 'X-RESTAURANT-ID': String(restaurantId), 'Idempotency-Key': line.key },
    body: JSON.stringify({
      type: 'dine-in',
      data: {
        config: { restaurantId: String(restaurantId), tabId },
        items: [
          toCartItemBody({
            id: line.item.id,
            menu_id: line.menuId,
            section_id: line.sectionId,
            orderId: 1,
            quantity: line.quantity,
            orderPrice: 0,
            orderOptions: line.options,
          }),
        ],
        costs: {},
        checkout: { contact: { full_name: line.by }, questions: line.answers },
      },
      pickup_time: line.at.toISOString(),
    }),
  });
}

/**
 * The restaurant's required questions a dine-in order must answer (a food allergy at the table...): staff answer them
 * for the line as the diner's checkout would.
 */
export const requiredTabQuestions = (file: RestaurantDataFile) =>
  questionsFor(file.order_options.custom_questions, ['dine-in']).filter((q) => q.required);

/** The items staff may add to a table's bill: the dine-in menus' items that are not sold out. */
export function tabLineChoices(file: RestaurantDataFile): TabLineChoice[] {
  return file.menus
    .filter((m) => m.dine_in)
    .flatMap((menu) =>
      menu.sections.flatMap((section) =>
        section.items
          .filter((item) => !item.sold_out)
          .map((item) => ({ menuId: menu.id, sectionId: section.id, item })),
      ),
    );
}
