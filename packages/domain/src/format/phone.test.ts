import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, validatePhone } from './phone';

describe('Phone: digits only, leading 1 stripped at 11 digits, dash groups', () => {
  it.each([
    ['4165550100', '4165550100', '416-555-0100'],
    ['(416) 555-0100', '4165550100', '416-555-0100'],
    ['1 416 555 0100', '4165550100', '416-555-0100'],
    ['+1-416-555-0100', '4165550100', '416-555-0100'],
    ['24165550100', '24165550100', '241-655-5010'],
    ['416', '416', '416'],
    ['4165', '4165', '416-5'],
    ['416555', '416555', '416-555'],
    ['', '', ''],
  ])('%s -> digits %s, shown %s', (input, digits, shown) => {
    expect(phoneDigits(input)).toBe(digits);
    expect(formatPhone(input)).toBe(shown);
  });
});

describe('Order-notification phone of 12 characters', () => {
  it.each([
    ['416-555-0100', null],
    ['14165550100', null],
    ['416555010', 'phone'],
    ['24165550100', 'phone'],
    ['', 'phone'],
  ])('%s -> %s', (input, key) => {
    expect(validatePhone(input)?.key ?? null).toBe(key);
  });
});
