/**
 * The K-12 production sheet (staff console): what the kitchen makes and where it goes, per date, per
 * school and per grade and classroom, from the placed orders (cancelled ones left out by the caller). Counts are by
 * item and its chosen options (a "teriyaki bowl, white milk, apple" is bagged as one); each date also totals each
 * item whatever its options, for the cooks.
 */
import { groupBy } from '../group-by';

export interface ProductionLine {
  itemId: string;
  name: string;
  /** The chosen options as one text ("White milk, Apple"); empty without options. */
  options: string;
  quantity: number;
}

export interface ProductionOrder {
  date: string;
  school: string;
  grade: string | null;
  classroom: string | null;
  teacher: string | null;
  student: string;
  lines: readonly ProductionLine[];
}

export interface ProductionCount {
  item_id: string;
  name: string;
  options: string;
  quantity: number;
}

export interface ProductionSheetDate {
  date: string;
  orders: number;
  items: ProductionCount[];
  schools: {
    school: string;
    orders: number;
    items: ProductionCount[];
    classrooms: {
      grade: string | null;
      classroom: string | null;
      teacher: string | null;
      students: string[];
      items: ProductionCount[];
    }[];
  }[];
}

const collator = new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });

function count(lines: readonly ProductionLine[], withOptions: boolean): ProductionCount[] {
  const out = new Map<string, ProductionCount>();
  for (const l of lines) {
    const options = withOptions ? l.options : '';
    const key = `${l.itemId}\u0000${options}`;
    const found = out.get(key);
    if (found) found.quantity += l.quantity;
    else out.set(key, { item_id: l.itemId, name: l.name, options, quantity: l.quantity });
  }
  return [...out.values()].sort(
    (a, b) => collator.compare(a.name, b.name) || collator.compare(a.options, b.options),
  );
}

export function productionSheet(orders: readonly ProductionOrder[]): ProductionSheetDate[] {
  const byDate = [...groupBy(orders, (o) => o.date)].sort(([a], [b]) => a.localeCompare(b));
  return byDate.map(([date, dayOrders]) => ({
    date,
    orders: dayOrders.length,
    items: count(
      dayOrders.flatMap((o) => o.lines),
      false,
    ),
    schools: [...groupBy(dayOrders, (o) => o.school)]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([school, schoolOrders]) => ({
        school,
        orders: schoolOrders.length,
        items: count(
          schoolOrders.flatMap((o) => o.lines),
          true,
        ),
        classrooms: [...groupBy(schoolOrders, (o) => JSON.stringify([o.grade, o.classroom, o.teacher]))]
          .map(([, room]) => ({
            grade: room[0]?.grade ?? null,
            classroom: room[0]?.classroom ?? null,
            teacher: room[0]?.teacher ?? null,
            students: [...new Set(room.map((o) => o.student))].sort(collator.compare),
            items: count(
              room.flatMap((o) => o.lines),
              true,
            ),
          }))
          .sort(
            (a, b) =>
              collator.compare(a.grade ?? '', b.grade ?? '') ||
              collator.compare(a.classroom ?? '', b.classroom ?? '') ||
              collator.compare(a.teacher ?? '', b.teacher ?? ''),
          ),
      })),
  }));
}
