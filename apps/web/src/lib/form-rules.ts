/**
 * The diner's forms check with react-hook-form and the zod resolver (`@hookform/resolvers/zod`), as the checkout
 * does (features/checkout/checkout-schema.ts): the rules are the domain's checks, which answer messages by field, so
 * the schema only turns each message into an issue on its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** A zod schema whose issues are the messages `errorsOf` finds, each on its field, in the order it gives them. */
export function rulesSchema<T>(errorsOf: (values: T) => Record<string, string>) {
  return z.custom<T>().superRefine((values, check) => {
    for (const [field, message] of Object.entries(errorsOf(values)))
      check.addIssue({ code: 'custom', path: [field], message });
  });
}

/** react-hook-form's resolver for those rules. */
export function rulesResolver<T extends FieldValues>(
  errorsOf: (values: T) => Record<string, string>,
): Resolver<T> {
  return zodResolver(rulesSchema<T>(errorsOf)) as Resolver<T>;
}

/** The form's errors as the fields show them: one message a field. */
export function fieldMessages(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string' && error.message) out[field] = error.message;
  }
  return out;
}

/** Moves the focus to the first field with an error (its input's id is the field's name). */
export function focusFirstError(errors: FieldErrors | Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(first)?.focus();
}
