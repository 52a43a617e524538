import { describe, expect, it } from 'vitest';
import { withClauses } from './statement';

describe('withClauses', () => {
  it("renumbers each clause's placeholders after the values before it", () => {
    const combined = withClauses(
      [
        ['a', { text: 'insert into t (x) values ($1) returning x', values: [1] }],
        ['b', { text: 'update u set y = $2 where z = $1', values: ['z', 'y'] }],
      ],
      { text: 'select $1 from a', values: ['last'] },
    );
    expect(combined).toEqual({
      text: 'with a as (insert into t (x) values ($1) returning x), b as (update u set y = $3 where z = $2) select $4 from a',
      values: [1, 'z', 'y', 'last'],
    });
  });

  it('numbers a clause after the values of the one before, whatever their number, the same text or not', () => {
    const clause = { text: 'select 1', values: [] as unknown[] };
    const main = { text: 'select $1', values: ['m'] };
    const withTwo = withClauses([['a', { text: 'select $1 + $2', values: [1, 2] }]], main);
    const withOne = withClauses([['a', { text: 'select $1 + $2', values: [1] }]], main);
    expect(withTwo.text).toBe('with a as (select $1 + $2) select $3');
    expect(withOne.text).toBe('with a as (select $1 + $2) select $2');
    expect(withClauses([['a', clause]], main).text).toBe('with a as (select 1) select $1');
  });

  it('is the main statement alone without clauses', () => {
    expect(withClauses([], { text: 'select $1', values: [1] })).toEqual({ text: 'select $1', values: [1] });
  });
});
