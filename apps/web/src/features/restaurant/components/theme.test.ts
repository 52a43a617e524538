import { describe, expect, it } from 'vitest';
import { contrastOn } from './theme';

describe('text colour on the brand colour', () => {
  it.each([
    ['#b4532a', '#ffffff'],
    ['#1f6f5c', '#ffffff'],
    ['#14b8a6', '#111111'],
    ['#ffffff', '#111111'],
    ['#000000', '#ffffff'],
  ])('%s takes %s', (brand, text) => {
    expect(contrastOn(brand)).toBe(text);
  });
});
