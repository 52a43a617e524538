import { describe, expect, test } from 'vitest';
import { isAllowed, longFunctions, scan, staleEntries } from './long-functions.mjs';

/** A function whose body holds `count` statements, one a line. */
const body = (count) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('long-functions', () => {
  test('counts declarations, arrows, methods and wrapped components by the name a reader knows', () => {
    const source = [
      `export function Screen() {\n${body(99)}\n}`, // 101 lines
      `export const useThing = () => {\n${body(99)}\n};`,
      `const Card = memo(function () {\n${body(99)}\n});`,
      `const api = {\n  load() {\n${body(99)}\n  },\n};`,
      `export function Short() {\n${body(98)}\n}`, // 100 lines: at the limit, not over
      `const inline = '{ function fake() {';`,
    ].join('\n');
    expect(longFunctions('x.tsx', source).map(({ name, lines }) => [name, lines])).toEqual([
      ['Screen', 101],
      ['useThing', 101],
      ['Card', 101],
      ['load', 101],
    ]);
  });

  test('a long callback inside a short component counts on its own, under its own line', () => {
    const source = `export function List() {\n  return items.map((item) => {\n${body(99)}\n  });\n}`;
    expect(longFunctions('list.tsx', source)).toEqual([
      { name: 'List', line: 1, lines: 103 },
      { name: 'anonymous', line: 2, lines: 101 },
    ]);
  });

  test('sorts the longest first and allows only a listed file and name', () => {
    const files = {
      'a.tsx': `export function A() {\n${body(120)}\n}`,
      'b.tsx': `export function B() {\n${body(150)}\n}`,
    };
    const found = scan(Object.keys(files), (file) => files[file]);
    expect(found.map(({ file, name }) => `${file} ${name}`)).toEqual(['b.tsx B', 'a.tsx A']);
    const allowed = [{ file: 'a.tsx', name: 'A' }];
    expect(found.map((entry) => isAllowed(entry, allowed))).toEqual([false, true]);
    expect(isAllowed({ file: 'other.tsx', name: 'A' }, allowed)).toBe(false);
    // An entry whose function was split is named, so the list loses it.
    expect(staleEntries(found, [...allowed, { file: 'c.tsx', name: 'C' }])).toEqual([
      { file: 'c.tsx', name: 'C' },
    ]);
  });
});
