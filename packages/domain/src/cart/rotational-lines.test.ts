import { describe, expect, it } from 'vitest';
import { rotationalLines } from './rotational-lines';

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
