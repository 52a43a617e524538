import { describe, expect, it } from 'vitest';
import { chainPageOf } from './chain-path';

describe('chainPageOf', () => {
  it.each([
    ['slice-co-location-search', { chain: 'slice-co', page: 'location-search' }],
    ['slice-co-coming-soon', { chain: 'slice-co', page: 'coming-soon' }],
    ['a-location-search', { chain: 'a', page: 'location-search' }],
    ['maple-table', null],
    ['location-search', null],
    ['-location-search', null],
    ['Slice-Co-location-search', null],
    ['slice-co-location-search-2', null],
    [undefined, null],
  ])('%s', (segment, page) => {
    expect(chainPageOf(segment)).toEqual(page);
  });
});
