import { describe, expect, it } from 'vitest';
import { translateError } from './messages';
import {
  validateEmail,
  validateGreaterThan,
  validateInteger,
  validateMaxLength,
  validateMinLength,
  validateMinValue,
  validateName,
  validateNumeric,
  validateRequired,
} from './validators';

const key = (e: { key: string } | null) => e?.key ?? null;

describe('required ("This field is required.")', () => {
  it.each([
    ['x', null],
    ['  ', 'required'],
    ['', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [0, null],
    [true, null],
    [false, 'required'],
  ] as const)('%o -> %s', (value, out) => {
    expect(key(validateRequired(value))).toBe(out);
  });
});

describe('e-mail ("This email isn\'t valid.")', () => {
  it.each([
    ['ana@example.com', null],
    [' ana.b+tag@mail.example.ca ', null],
    ['ana@example', 'email'],
    ['ana@@example.com', 'email'],
    ['ana example@x.com', 'email'],
    ['@example.com', 'email'],
    ['ana@.com', 'email'],
    ['ana@example.c', 'email'],
    [`${'a'.repeat(250)}@x.com`, 'email'],
  ])('%s -> %s', (value, out) => {
    expect(key(validateEmail(value))).toBe(out);
  });
});

describe('name ("This name isn\'t valid.")', () => {
  it.each([
    ['Anne-Marie', null],
    ["O'Neil", null],
    ['Zoë Tremblay', null],
    ['St. John', null],
    ['Jean-François Côté', null],
    ['R2D2', 'name'],
    ['Ana  <script>', 'name'],
    ['', 'name'],
    ['-Ana', 'name'],
    ['a'.repeat(101), 'name'],
  ])('%s -> %s', (value, out) => {
    expect(key(validateName(value))).toBe(out);
  });
});

describe('min and max length', () => {
  it.each([
    ['abc', 3, null],
    ['ab', 3, 'minLength'],
    ['éé', 2, null],
  ])('min %s/%i -> %s', (value, length, out) => {
    expect(key(validateMinLength(value, length))).toBe(out);
  });

  it.each([
    ['abc', 3, null],
    ['abcd', 3, 'maxLength'],
  ])('max %s/%i -> %s', (value, length, out) => {
    expect(key(validateMaxLength(value, length))).toBe(out);
  });

  it('says the spec messages with the length', () => {
    expect(translateError('en-CA', validateMinLength('a', 3)!)).toBe(
      'This field must have at least 3 characters.',
    );
    expect(translateError('en-CA', validateMaxLength('abcd', 3)!)).toBe(
      'This field can have up to 3 characters.',
    );
  });
});

describe('numeric or decimal ("Must be numeric") and integer ("No decimals")', () => {
  it.each([
    ['12', null, null],
    ['-3', null, null],
    ['12.5', null, 'integer'],
    ['12,5', null, 'integer'],
    ['12.0', null, 'integer'],
    [7, null, null],
    ['1e3', 'numeric', 'numeric'],
    ['abc', 'numeric', 'numeric'],
    ['', 'numeric', 'numeric'],
  ] as const)('%s -> numeric %s, integer %s', (value, numeric, integer) => {
    expect(key(validateNumeric(value))).toBe(numeric);
    expect(key(validateInteger(value))).toBe(integer);
  });
});

describe('min value ("Must be higher than {min}")', () => {
  it.each([
    ['5', 0, null],
    ['0', 0, 'minValue'],
    ['-1', 0, 'minValue'],
    ['x', 0, 'numeric'],
  ])('%s > %i -> %s', (value, min, out) => {
    expect(key(validateMinValue(value, min))).toBe(out);
  });

  it('says the spec message', () => {
    expect(translateError('en-CA', validateMinValue('0', 0)!)).toBe('Must be higher than 0');
  });
});

describe('greater than ("{field1} must be greater than {field2}")', () => {
  const labels = { field1: 'Maximum', field2: 'Minimum' };
  it.each([
    ['10', '5', null],
    ['5', '5', 'greaterThan'],
    ['4', '5', 'greaterThan'],
    ['4', '', null],
    ['x', '5', 'numeric'],
  ])('%s vs %s -> %s', (a, b, out) => {
    expect(key(validateGreaterThan(a, b, labels))).toBe(out);
  });

  it('says the spec message with both labels', () => {
    expect(translateError('en-CA', validateGreaterThan('1', '2', labels)!)).toBe(
      'Maximum must be greater than Minimum',
    );
  });
});
