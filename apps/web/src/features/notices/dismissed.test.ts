import { beforeEach, describe, expect, it } from 'vitest';
import { dismiss, readDismissed } from './dismissed';

describe('dismissed announcements', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per restaurant, once each', () => {
    expect(readDismissed(101)).toEqual([]);
    dismiss(101, 'holiday-parties');
    dismiss(101, 'holiday-parties');
    dismiss(101, 'takeout-pickup');
    expect(readDismissed(101)).toEqual(['holiday-parties', 'takeout-pickup']);
    expect(readDismissed(112)).toEqual([]);
  });

  it('keep the newest 50', () => {
    for (let i = 0; i < 60; i++) dismiss(101, `a${i}`);
    const kept = readDismissed(101);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('a10');
    expect(kept.at(-1)).toBe('a59');
  });

  it.each([['not json'], ['{"a":1}'], ['[1, "ok", null]']])('read %s as what it can', (stored) => {
    localStorage.setItem('announcements-dismissed:101', stored);
    expect(readDismissed(101)).toEqual(stored.includes('ok') ? ['ok'] : []);
  });
});
