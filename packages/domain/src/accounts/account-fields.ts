/**
 * Server-side rules of the account forms: the same validators the screens use, so a rule
 * is never enforced only in the browser. Each broken rule is reported on its field; the password reports every
 * rule it breaks, each with its own message.
 */
import type { FormError } from '../format/messages';
import { passwordErrors } from '../format/password';
import { phoneDigits, validatePhone } from '../format/phone';
import { validateEmail, validateName } from '../format/validators';

export interface FieldError {
  field: string;
  error: FormError;
}

/** One account per e-mail: compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Stored as 10 digits (a leading country 1 dropped); shown in dash groups by `formatPhone`. */
export function normalizePhone(phone: string): string {
  return phoneDigits(phone);
}

export interface AccountFieldsInput {
  email?: string | undefined;
  password?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** An empty phone is allowed where `phoneRequired` is false (social sign-up, profile without a phone). */
  phoneNumber?: string | null | undefined;
}

/**
 * Every field error of an account form, in form order. Fields left `undefined` are not checked (an edit sends only
 * what changes); `required` lists the fields that must be present and non-empty.
 */
export function accountFieldErrors(
  input: AccountFieldsInput,
  required: readonly (keyof AccountFieldsInput)[],
): FieldError[] {
  const errors: FieldError[] = [];
  const check = (field: keyof AccountFieldsInput, validate: (v: string) => FormError[]) => {
    const value = input[field];
    if (value === undefined || value === null || value.trim() === '') {
      if (required.includes(field)) errors.push({ field, error: { key: 'required' } });
      return;
    }
    for (const error of validate(value)) errors.push({ field, error });
  };
  const one = (validator: (v: string) => FormError | null) => (v: string) => {
    const error = validator(v);
    return error ? [error] : [];
  };
  check('email', one(validateEmail));
  check('firstName', one(validateName));
  check('lastName', one(validateName));
  check('phoneNumber', one(validatePhone));
  // Passwords are not trimmed: a space is a character like any other.
  const password = input.password;
  if (password === undefined || password === '') {
    if (required.includes('password')) errors.push({ field: 'password', error: { key: 'required' } });
  } else {
    for (const error of passwordErrors(password)) errors.push({ field: 'password', error });
  }
  return errors;
}
