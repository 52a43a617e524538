/**
 * The generic form validators, with the spec's form messages (RULES-ordering-format.md). Each returns `null` when
 * the value is valid, else the message key and its params (translate with `translate` in ./messages).
 */
import type { FormError } from './messages';

type Value = string | number | null | undefined;

const text = (value: Value): string => (value === null || value === undefined ? '' : String(value));

export function validateRequired(value: Value | boolean): FormError | null {
  if (typeof value === 'boolean') return value ? null : { key: 'required' };
  return text(value).trim() === '' ? { key: 'required' } : null;
}

// One @, no spaces, a dot in the domain, a 2+ letter top-level domain: what a mail server will accept in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function validateEmail(value: string): FormError | null {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v) ? null : { key: 'email' };
}

// Letters of any language, joined by single spaces, apostrophes, hyphens or periods (Anne-Marie, O'Neil, St. John).
const NAME = /^\p{L}+(?:[ '\u2019.-]{1,2}\p{L}+)*\.?$/u;

export function validateName(value: string): FormError | null {
  const v = value.trim();
  return v.length <= 100 && NAME.test(v) ? null : { key: 'name' };
}

export function validateMinLength(value: string, length: number): FormError | null {
  return [...value].length < length ? { key: 'minLength', params: { length } } : null;
}

export function validateMaxLength(value: string, length: number): FormError | null {
  return [...value].length > length ? { key: 'maxLength', params: { length } } : null;
}

/** Accepts "12", "-3", "12.5" and the French decimal comma "12,5". */
export function parseNumber(value: Value): number | null {
  const v = text(value).trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : null;
}

export function validateNumeric(value: Value): FormError | null {
  return parseNumber(value) === null ? { key: 'numeric' } : null;
}

export function validateInteger(value: Value): FormError | null {
  const n = parseNumber(value);
  if (n === null) return { key: 'numeric' };
  return Number.isInteger(n) && !/[.,]/.test(text(value)) ? null : { key: 'integer' };
}

/** Strictly higher, as the message says ("Must be higher than {min}"). */
export function validateMinValue(value: Value, min: number): FormError | null {
  const n = parseNumber(value);
  if (n === null) return { key: 'numeric' };
  return n > min ? null : { key: 'minValue', params: { min } };
}

/** `field1` and `field2` are the labels shown in the message ("End time must be greater than Start time"). */
export function validateGreaterThan(
  value: Value,
  other: Value,
  labels: { field1: string; field2: string },
): FormError | null {
  const a = parseNumber(value);
  const b = parseNumber(other);
  if (a === null) return { key: 'numeric' };
  if (b === null) return null;
  return a > b ? null : { key: 'greaterThan', params: labels };
}
