/** Field errors of the account forms as one 400, worded by the domain's form catalogue in the caller's language. */
import type { FieldError } from '@ordering/domain/accounts/account-fields';
import { translateError } from '@ordering/domain/format/messages';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';

export function fieldErrors(errors: readonly FieldError[], locale: Locale, httpStatus = 400): AppError {
  const error = new AppError(
    400,
    httpStatus,
    'error.invalidInput',
    {},
    errors.map((e) => ({ path: `body.${e.field}`, message: translateError(locale, e.error) })),
  );
  // The toast shows the message: the first broken rule says what to fix.
  const first = errors[0];
  if (first) error.localized = (l) => translateError(l, first.error);
  return error;
}

/**
 * An e-mail already in use, at sign-up or in the profile ("Email already in use"): a field
 * refusal, so code 400 with HTTP 400 and the field in `details`.
 */
export const emailInUse = (locale: Locale) =>
  fieldErrors([{ field: 'email', error: { key: 'emailInUse' } }], locale);
