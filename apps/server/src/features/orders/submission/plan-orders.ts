/**
 * Step 2, plan the orders: one for dine-in and take-out; one per kitchen (menu) in a marketplace hub, each with its
 * own number, capacity and status; one per date and student for K-12 (each at K-12's delivery time on its date).
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import { k12DeliveryAt, servedOn } from '@ordering/domain/ordering/k12-rotation';
import { checkCartMenu, menuLeadMinutes } from '@ordering/domain/ordering/scheduling';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import { listStudents } from '../../accounts';
import { menuSchedule, menusOfLines, publishedMenu } from '../cart-menus';
import { submittedToCartItems } from '../order-lines';
import { schedulingError } from '../scheduling-error';
import type { K12Student, PlannedOrder, SubmissionInput } from './types';

/** Lines grouped by menu, in the order the menus first appear in the cart. */
function byMenu(items: readonly CartItem[]): CartItem[][] {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) {
    const group = groups.get(item.menu_id) ?? [];
    group.push(item);
    groups.set(item.menu_id, group);
  }
  return [...groups.values()];
}

/** A student as its K-12 orders are delivered: to the school and classroom of the parent's own student profile. */
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-CA') === b.trim().toLocaleLowerCase('en-CA');

/**
 * One order per date AND student, each delivered at K-12's delivery time on its date (the
 * cutoff and the rest of the window are checked per date by validate-orders). Every student must be one of the
 * signed-in parent's at this program: the date's own `items` go to the student `checkout.delivery.student` names
 * (matched by name, as the spec matches schools), `students[id].items` to that student; anything else refuses the
 * whole checkout before anything is written.
 */
async function k12Orders(db: Executor, input: SubmissionInput): Promise<PlannedOrder[]> {
  const perDate = input.body.data.rotationalMenuOrders ?? {};
  // Login is the cart rules' to refuse (k12_requires_login, with its own message); a guest has no students.
  const mine = input.userId === null ? [] : await listStudents(db, input.userId, input.entry.restaurantId);
  const named = input.body.data.checkout.delivery?.student?.trim();
  const byName = (): K12Student => {
    if (!named) throw new AppError(400, 'error.k12StudentRequired');
    const found = mine.find((s) => sameName(s.name, named));
    if (!found) throw new AppError(404, 'error.studentNotFound');
    return found;
  };
  const byId = (studentId: string): K12Student => {
    const found = mine.find((s) => s.id === studentId);
    if (!found) throw new AppError(404, 'error.studentNotFound');
    return found;
  };
  const planned: PlannedOrder[] = [];
  for (const [date, day] of Object.entries(perDate).sort(([a], [b]) => a.localeCompare(b))) {
    const groups: [K12Student, CartItem[]][] = [];
    if (day.items.length > 0)
      groups.push([input.userId === null ? guestStudent(input, named) : byName(), day.items.map(toCartItem)]);
    for (const [studentId, lines] of Object.entries(day.students ?? {})) {
      if (lines.items.length === 0) continue;
      const student = input.userId === null ? guestStudent(input, studentId) : byId(studentId);
      const same = groups.find(([s]) => s.id === student.id);
      if (same) same[1].push(...lines.items.map(toCartItem));
      else groups.push([student, lines.items.map(toCartItem)]);
    }
    // Only what the date's cycle serves can be ordered for it (the rotation is the menu of that day). A guest where
    // login is required is refused by the cart rules first, with the message that says why.
    const served = servedOn(input.entry.data, date);
    const guestRefused = input.userId === null && input.entry.data.order_options.k12_requires_login;
    for (const [, items] of guestRefused ? [] : groups) {
      // A date outside the ordering window (past, a weekend, before the cutoff) says so, before what it serves.
      refuseClosedDate(input, date, items);
      const off = items.find((i) => !served || i.menu_id !== served.menuId || !served.itemIds.has(i.id));
      if (off) {
        throw new AppError(426, 'error.itemUnavailable', {}, { invalid_items: [{ id: off.id, date }] });
      }
    }
    for (const [student, items] of groups) {
      planned.push({
        menu: menusOfLines(input.entry, items)[0]!,
        items,
        pickupTime: k12DeliveryAt(input.entry.data, date),
        date,
        student,
      });
    }
  }
  return planned;
}

function refuseClosedDate(input: SubmissionInput, date: string, items: readonly CartItem[]) {
  const menu = publishedMenu(input.entry, items[0]?.menu_id);
  if (!menu) return;
  const closed = checkCartMenu({
    ...menuSchedule(input.entry, menu),
    orderType: 'school',
    date,
    now: input.now,
  });
  // Capacity is the validate step's, at the order's own slot; here only the day's window.
  if (closed && closed.reason !== 'slot_full') throw schedulingError(closed);
}

/**
 * A guest (where the program lets guests order, k12_requires_login false) has no profiles: the student is as the
 * checkout's delivery names it.
 */
const guestStudent = (input: SubmissionInput, name: string | undefined): K12Student => {
  const delivery = input.body.data.checkout.delivery;
  return {
    id: '',
    name: name ?? '',
    school: delivery?.school ?? '',
    grade: delivery?.grade ?? null,
    classroom: delivery?.classroom ?? null,
    teacher: delivery?.teacher ?? null,
  };
};

/**
 * The time of an order: the one sent, except for an order the checkout marks "as soon as possible"
 * (`pickup.scheduled: false`), whose time is the server's now plus the longest lead of its menus. The browser's
 * pickup_time for ASAP comes from the device's clock, which may be hours off; the diner chose no time, so no
 * time of the device's may refuse or delay the order. A chosen slot keeps its time and every check on it.
 */
function orderTime(input: SubmissionInput, items: readonly CartItem[]): Date {
  if (input.body.data.checkout.pickup?.scheduled !== false) return new Date(input.body.pickup_time);
  const lead = Math.max(0, ...menusOfLines(input.entry, items).map(menuLeadMinutes));
  return new Date(input.now.getTime() + lead * 60_000);
}

export async function planOrders(db: Executor, input: SubmissionInput): Promise<PlannedOrder[]> {
  const { body, entry } = input;
  const rotational = body.data.rotationalMenuOrders;
  const planned =
    input.kind === 'k12' && rotational && Object.keys(rotational).length > 0
      ? await k12Orders(db, input)
      : (() => {
          const items = submittedToCartItems(entry.data, body.data.items);
          const date = body.data.date ?? null;
          // A hub's kitchens each get their own order, whichever call placed it.
          const groups = entry.data.restaurant.marketplace_hub ? byMenu(items) : [items];
          return groups
            .filter((g) => g.length > 0)
            .map((g) => ({
              menu: menusOfLines(input.entry, g)[0]!,
              items: g,
              pickupTime: orderTime(input, g),
              date,
            }));
        })();
  if (planned.length === 0) throw new AppError(400, 'error.cartEmpty');
  return planned;
}
