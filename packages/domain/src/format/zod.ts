/**
 * The form validators as zod schemas for react-hook-form + zod on the web (and any server form): the same rules,
 * with the message already translated for the form's locale. An issue also carries the message key and params in
 * `params`, for screens that translate themselves.
 *
 *   const schema = z.object({ email: emailField('fr-CA'), phone: phoneField('fr-CA') });
 */
import { z } from 'zod';
import { validateCardNumber } from './card';
import { validateExpiry } from './expiry';
import { type FormError, translateError } from './messages';
import { validatePassword } from './password';
import { validatePhone } from './phone';
import { validatePostalCode } from './postal-code';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';
import {
  validateEmail,
  validateInteger,
  validateMaxLength,
  validateMinLength,
  validateMinValue,
  validateName,
  validateNumeric,
} from './validators';

export { isSafeText };

export const validateSafeText: (value: string) => FormError | null = (value) =>
  isSafeText(value) ? null : { key: 'unsafeText' };

/**
 * A string of at most `max` characters with no NUL or lone surrogate: the one text type of the API contracts, so
 * every text field of every request refuses them with a 400.
 */
export function safeString(max: number) {
  return z.string().max(max).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });
}

export type StringValidator = (value: string) => FormError | null;

export interface FieldOptions {
  /** Default true: an empty value gets "This field is required."; when false an empty value is accepted. */
  required?: boolean;
  /** Default 2000: longer input is rejected before any other rule runs. */
  maxLength?: number;
}

/** A string field that runs `validators` in order and reports the first failure, translated for `locale`. */
export function stringField(
  locale: string,
  validators: readonly StringValidator[],
  options: FieldOptions = {},
) {
  const required = options.required ?? true;
  const maxLength = options.maxLength ?? 2000;
  return z.string().superRefine((value, ctx) => {
    const report = (error: FormError) => {
      ctx.addIssue({ code: 'custom', message: translateError(locale, error), params: { ...error } });
    };
    if (value.trim() === '') {
      if (required) report({ key: 'required' });
      return;
    }
    for (const check of [(v: string) => validateMaxLength(v, maxLength), validateSafeText, ...validators]) {
      const error = check(value);
      if (error) {
        report(error);
        return;
      }
    }
  });
}

export const requiredField = (locale: string, options?: FieldOptions) => stringField(locale, [], options);
export const emailField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validateEmail], { maxLength: 254, ...options });
export const nameField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validateName], { maxLength: 100, ...options });
export const phoneField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validatePhone], options);
export const postalCodeField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validatePostalCode], options);
export const cardNumberField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validateCardNumber], options);
export const expiryField = (locale: string, now: Date, zone?: string, options?: FieldOptions) =>
  stringField(locale, [(v) => validateExpiry(v, now, zone)], options);
export const passwordField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validatePassword], options);
export const lengthField = (locale: string, min: number, max: number, options?: FieldOptions) =>
  stringField(locale, [(v) => validateMinLength(v, min), (v) => validateMaxLength(v, max)], options);
export const numericField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validateNumeric], options);
export const integerField = (locale: string, options?: FieldOptions) =>
  stringField(locale, [validateInteger], options);
export const minValueField = (locale: string, min: number, options?: FieldOptions) =>
  stringField(locale, [validateNumeric, (v) => validateMinValue(v, min)], options);
