import { describe, expect, it } from 'vitest';
import { type ProductionOrder, productionSheet } from './k12-production';

const bowl = (quantity = 1, options = 'White milk, Apple') => ({
  itemId: 'bowl',
  name: 'Teriyaki bowl',
  options,
  quantity,
});
const milk = { itemId: 'milk', name: 'Milk', options: '', quantity: 1 };
const order = (over: Partial<ProductionOrder>): ProductionOrder => ({
  date: '2026-12-14',
  school: 'Northview Public School',
  grade: '3',
  classroom: '103',
  teacher: 'Mme Gagnon',
  student: 'Maya',
  lines: [bowl()],
  ...over,
});

describe('productionSheet', () => {
  it('counts per date, school and classroom, dates in order', () => {
    const sheet = productionSheet([
      order({ date: '2026-12-15' }),
      order({ student: 'Zoé', lines: [bowl(2), milk] }),
      order({
        school: 'Maplewood Middle School',
        grade: '7',
        classroom: '301',
        teacher: 'Mr. Nguyen',
        student: 'Leo',
        lines: [bowl(1, 'Chocolate milk, Apple')],
      }),
      order({}),
    ]);
    expect(sheet.map((d) => [d.date, d.orders])).toEqual([
      ['2026-12-14', 3],
      ['2026-12-15', 1],
    ]);
    const day = sheet[0]!;
    // The cooks' totals: an item whatever its options.
    expect(day.items).toEqual([
      { item_id: 'milk', name: 'Milk', options: '', quantity: 1 },
      { item_id: 'bowl', name: 'Teriyaki bowl', options: '', quantity: 4 },
    ]);
    expect(day.schools.map((s) => [s.school, s.orders])).toEqual([
      ['Maplewood Middle School', 1],
      ['Northview Public School', 2],
    ]);
    const north = day.schools[1]!;
    expect(north.items).toEqual([
      { item_id: 'milk', name: 'Milk', options: '', quantity: 1 },
      { item_id: 'bowl', name: 'Teriyaki bowl', options: 'White milk, Apple', quantity: 3 },
    ]);
    expect(north.classrooms).toEqual([
      {
        grade: '3',
        classroom: '103',
        teacher: 'Mme Gagnon',
        students: ['Maya', 'Zoé'],
        items: north.items,
      },
    ]);
    expect(day.schools[0]?.items).toEqual([
      { item_id: 'bowl', name: 'Teriyaki bowl', options: 'Chocolate milk, Apple', quantity: 1 },
    ]);
  });

  it.each([
    ['no orders', [], 0],
    ['one order', [order({})], 1],
  ])('%s', (_name, orders, dates) => {
    expect(productionSheet(orders)).toHaveLength(dates);
  });

  it('sorts classrooms by grade then room, numbers as numbers', () => {
    const sheet = productionSheet([
      order({ grade: '10', classroom: '2', student: 'A' }),
      order({ grade: '3', classroom: '12', student: 'B' }),
      order({ grade: '3', classroom: '9', student: 'C' }),
    ]);
    expect(sheet[0]?.schools[0]?.classrooms.map((c) => `${c.grade}/${c.classroom}`)).toEqual([
      '3/9',
      '3/12',
      '10/2',
    ]);
  });
});
