/**
 * A K-12 cart (`rotationalMenuOrders`, per date and per student) as the lines set-costs prices: every line, in date
 * order, and the same lines per date and student, where the spec's meal limits apply ("for
 * K-12 it is applied per date"; each child's lunch is its own order).
 */
export interface RotationalOrdersLike<T> {
  [date: string]: { items: T[]; students?: Record<string, { items: T[] }> | undefined };
}

export function rotationalLines<T>(orders: RotationalOrdersLike<T>): {
  items: T[];
  perDate: Record<string, T[]>;
} {
  const items: T[] = [];
  const perDate: Record<string, T[]> = {};
  for (const group of rotationalGroups(orders)) {
    perDate[group.studentId === null ? group.date : `${group.date} (${group.studentId})`] = [...group.items];
    items.push(...group.items);
  }
  return { items, perDate };
}

/**
 * The cart's orders-to-be, in the order of `rotationalLines().items`: per date, the date's own lines (a student named
 * at checkout, `studentId` null) then each student's. Each is the order a submission places for it.
 */
export function rotationalGroups<T>(
  orders: RotationalOrdersLike<T>,
): { date: string; studentId: string | null; items: T[] }[] {
  const groups: { date: string; studentId: string | null; items: T[] }[] = [];
  for (const date of Object.keys(orders).sort()) {
    const day = orders[date];
    if (!day) continue;
    if (day.items.length > 0) groups.push({ date, studentId: null, items: day.items });
    for (const [studentId, lines] of Object.entries(day.students ?? {})) {
      if (lines.items.length > 0) groups.push({ date, studentId, items: lines.items });
    }
  }
  return groups;
}

/** The same cart per date, every student's lines together: what each day's ordering window is checked on. */
export function rotationalDays<T>(orders: RotationalOrdersLike<T>): { date: string; items: T[] }[] {
  return Object.keys(orders)
    .sort()
    .map((date) => {
      const day = orders[date]!;
      return { date, items: [...day.items, ...Object.values(day.students ?? {}).flatMap((s) => s.items)] };
    })
    .filter((day) => day.items.length > 0);
}
