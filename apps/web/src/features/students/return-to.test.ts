import { describe, expect, it } from 'vitest';
import { afterSave } from './return-to';

describe('afterSave', () => {
  it.each([
    ['the list by default', '?restaurant=nv', 'nv', 's1', '/profile/students?restaurant=nv'],
    [
      'the K-12 screen with the new student and the week',
      '?restaurant=nv&from=k12&selectedWeek=2026-11-30',
      'nv',
      's1',
      '/nv?selectedWeek=2026-11-30&student=s1',
    ],
    ['the K-12 screen on cancel', '?restaurant=nv&from=k12', 'nv', null, '/nv'],
    ['the list when no restaurant is known', '?from=k12', null, 's1', '/profile/students?from=k12'],
  ])('%s', (_name, search, slug, id, expected) => {
    expect(afterSave(search, slug, id)).toBe(expected);
  });
});
