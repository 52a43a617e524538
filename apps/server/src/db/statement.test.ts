import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toSql, withClauses } from './statement';

const render = (statement: Parameters<typeof toSql>[0]) => new PgDialect().sqlToQuery(toSql(statement));

describe('toSql', () => {
  it.each([
    ['no parameter', { text: 'select 1', values: [] }, 'select 1', []],
    ['in order', { text: 'select $1, $2', values: ['a', 2] }, 'select $1, $2', ['a', 2]],
    ['out of order', { text: 'select $2, $1', values: ['a', 2] }, 'select $1, $2', [2, 'a']],
    ['used twice', { text: 'select $1 where $1 > 0', values: [5] }, 'select $1 where $2 > 0', [5, 5]],
    ['with a cast', { text: 'select $1::jsonb', values: ['{}'] }, 'select $1::jsonb', ['{}']],
  ])('keeps each value with its placeholder: %s', (_name, statement, sql, params) => {
    expect(render(statement)).toMatchObject({ sql, params });
  });

  it('refuses a placeholder without a value', () => {
    expect(() => toSql({ text: 'select $1, $2', values: [1] })).toThrow(RangeError);
  });
});

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
