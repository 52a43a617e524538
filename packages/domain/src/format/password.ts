/**
 * Password rules: at least 1 uppercase letter, 1 lowercase letter,
 * 1 number, 1 special character from @$!%*?& and 8 characters, each with its own message.
 */
import type { FormError } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '@$!%*?&';

const RULES: readonly { test: (p: string) => boolean; error: FormError }[] = [
  { test: (p) => /\p{Lu}/u.test(p), error: { key: 'passwordUppercase' } },
  { test: (p) => /\p{Ll}/u.test(p), error: { key: 'passwordLowercase' } },
  { test: (p) => /\d/.test(p), error: { key: 'passwordNumber' } },
  { test: (p) => /[@$!%*?&]/.test(p), error: { key: 'passwordSpecial' } },
  {
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
    error: { key: 'passwordLength', params: { length: PASSWORD_MIN_LENGTH } },
  },
];

/** Every rule the password breaks, in the order the form lists them (for a checklist). */
export function passwordErrors(password: string): FormError[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.error);
}

export function validatePassword(password: string): FormError | null {
  return passwordErrors(password)[0] ?? null;
}
