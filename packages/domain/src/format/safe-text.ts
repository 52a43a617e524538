/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL refuses both in text and jsonb (a 500 if they reach it), and no
 * keyboard types them. A surrogate is fine only as half of a pair.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const UNSAFE_TEXT_MESSAGE = 'Contains a NUL character or an unpaired surrogate';
