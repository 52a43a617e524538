import { describe, expect, it } from 'vitest';
import { rotationalDays, rotationalLines } from './rotational-lines';

describe('rotationalLines', () => {
  it.each([
    ['nothing', {}, [], {}],
    [
      'dates in order, each student apart',
      {
        '2026-12-15': { items: [], students: { maya: { items: ['c'] } } },
        '2026-12-14': { items: ['a'], students: { maya: { items: ['b'] }, leo: { items: [] } } },
      },
      ['a', 'b', 'c'],
      { '2026-12-14': ['a'], '2026-12-14 (maya)': ['b'], '2026-12-15 (maya)': ['c'] },
    ],
  ])('%s', (_name, orders, items, perDate) => {
    expect(rotationalLines(orders as never)).toEqual({ items, perDate });
  });
});

describe('rotationalDays', () => {
  it('each date in order, every student’s lines together, empty dates left out', () => {
    const orders = {
      '2026-12-16': { items: [], students: { leo: { items: [] } } },
      '2026-12-15': { items: [], students: { maya: { items: ['c'] } } },
      '2026-12-14': { items: ['a'], students: { maya: { items: ['b'] } } },
    };
    expect(rotationalDays(orders as never)).toEqual([
      { date: '2026-12-14', items: ['a', 'b'] },
      { date: '2026-12-15', items: ['c'] },
    ]);
  });
});
