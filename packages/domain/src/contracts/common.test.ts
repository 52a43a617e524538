import { describe, expect, it } from 'vitest';
import { cartItem } from './cart';
import { id, jsonObject, MAX_JSON_DEPTH, MAX_JSON_TEXT, text } from './common';

function nestedOptions(depth: number) {
  // A value whose options hold a group whose value holds options... `depth` groups deep.
  let groups: unknown[] = [];
  for (let level = 0; level < depth; level++) {
    groups = [
      { id: `g${level}`, values: [{ id: `v${level}`, quantity: 1, adjustedPrice: 0, options: groups }] },
    ];
  }
  return {
    id: '1',
    menu_id: '1',
    section_id: null,
    orderId: 1,
    quantity: 1,
    orderPrice: 1,
    orderOptions: groups,
  };
}

function nestedJson(depth: number) {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

describe('contract text', () => {
  it.each([
    ['NUL', 'a\u0000b', false],
    ['lone high surrogate', 'a\uD83Db', false],
    ['lone high surrogate at the end', 'ab\uD83D', false],
    ['lone low surrogate', '\uDE00ab', false],
    ['a pair (an emoji)', 'café 😀', true],
    ['plain', 'hello', true],
  ])('%s', (_name, value, ok) => {
    expect(text(100).safeParse(value).success).toBe(ok);
    expect(id.safeParse(value).success).toBe(ok);
  });
});

describe('nesting bounds', () => {
  it('accepts option groups nested a few levels deep', () => {
    expect(cartItem.safeParse(nestedOptions(3)).success).toBe(true);
  });
  it('refuses option groups nested 300 deep, with a message, without overflowing the stack', () => {
    const result = cartItem.safeParse(nestedOptions(300));
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => /nest at most/.test(i.message))).toBe(true);
  });
  it('bounds free-form JSON values in depth and text', () => {
    expect(jsonObject.safeParse(nestedJson(MAX_JSON_DEPTH - 1)).success).toBe(true);
    expect(jsonObject.safeParse(nestedJson(100_000)).success).toBe(false);
    expect(jsonObject.safeParse({ token: 'x\u0000' }).success).toBe(false);
    expect(jsonObject.safeParse({ '\uD800': 1 }).success).toBe(false);
    // An Apple Pay token's encrypted data is kilobytes of base64.
    expect(jsonObject.safeParse({ paymentData: { data: 'A'.repeat(8000) } }).success).toBe(true);
    expect(jsonObject.safeParse({ data: 'A'.repeat(MAX_JSON_TEXT + 1) }).success).toBe(false);
  });
});
