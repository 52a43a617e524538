import { describe, expect, it } from 'vitest';
import { loginAfterExpiry } from './session-expiry';

describe('where an expired session goes', () => {
  it.each([
    [
      '/maple-table/checkout',
      '?tableNum=4&takeout=false',
      '/login?tableNum=4&takeout=false&restaurant=maple-table',
    ],
    ['/maple-table', '', '/login?restaurant=maple-table'],
    ['/profile/receipts', '?restaurant=maple-table', '/login?restaurant=maple-table'],
    ['/profile', '', '/login'],
    ['/', '', '/login'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(loginAfterExpiry(pathname, search)).toBe(expected);
  });
});
