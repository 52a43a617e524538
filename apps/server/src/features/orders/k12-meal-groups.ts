/**
 * A K-12 cart (`rotationalMenuOrders`) per date and student, as set-costs checks its meal limits: the groups the
 * submission will place as orders (plan-orders.ts), each named as the parent knows the student, so a day short of
 * its meal minimum is named before the parent pays.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import type { SetCostsRequest } from '@ordering/domain/contracts/orders';
import type { Executor } from '../../db/client';
import { listStudents } from '../accounts';
import type { MealGroup } from './cart-rules';

type RotationalOrders = NonNullable<SetCostsRequest['rotationalMenuOrders']>;

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-CA') === b.trim().toLocaleLowerCase('en-CA');

/**
 * Each date's lines per student: the date's own `items` for the student `named` (checkout.delivery.student), each
 * `students[id]` for that student (a guest's key is the name the submission gives it), the same student's together.
 */
export async function k12MealGroups(
  db: Executor,
  input: {
    orders: RotationalOrders;
    named: string | null | undefined;
    userId: number | null;
    restaurantId: number;
  },
): Promise<MealGroup[]> {
  const mine = input.userId === null ? null : await listStudents(db, input.userId, input.restaurantId);
  const named = input.named?.trim() || null;
  const byName = named ? mine?.find((s) => sameName(s.name, named)) : undefined;
  const who = (id: string): { key: string; name: string | null } => {
    if (!mine) return { key: id, name: id };
    const found = mine.find((s) => s.id === id);
    return { key: id, name: found?.name ?? null };
  };
  const groups: MealGroup[] = [];
  for (const date of Object.keys(input.orders).sort()) {
    const day = input.orders[date];
    if (!day) continue;
    const students = new Map<string, { name: string | null; items: CartItem[] }>();
    const add = (key: string, name: string | null, items: readonly CartItem[]) => {
      const same = students.get(key);
      if (same) same.items.push(...items);
      else students.set(key, { name, items: [...items] });
    };
    if (day.items.length > 0)
      add(byName?.id ?? `named:${named ?? ''}`, byName?.name ?? named, day.items.map(toCartItem));
    for (const [id, lines] of Object.entries(day.students ?? {})) {
      if (lines.items.length === 0) continue;
      const student = who(id);
      add(student.key, student.name, lines.items.map(toCartItem));
    }
    for (const { name, items } of students.values()) groups.push({ date, student: name, items });
  }
  return groups;
}
