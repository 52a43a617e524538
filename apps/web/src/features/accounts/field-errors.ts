import { type AccountFieldsInput, accountFieldErrors } from '@ordering/domain/accounts/account-fields';
import { translateError } from '@ordering/domain/format/messages';

/**
 * The account form's errors by field, worded by the domain's catalogue (the server applies the same rules): the
 * password lists every rule it breaks, one per line.
 */
export function accountErrors(
  input: AccountFieldsInput,
  required: readonly (keyof AccountFieldsInput)[],
  locale: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, error } of accountFieldErrors(input, required)) {
    const text = translateError(locale, error);
    out[field] = out[field] ? `${out[field]} ${text}` : text;
  }
  return out;
}
