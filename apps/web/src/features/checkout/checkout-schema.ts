/**
 * The checkout form's zod schema, for react-hook-form's resolver (`@hookform/resolvers/zod`) and for the wallets'
 * synchronous check: every rule is the domain's (checkoutProblems, through validateCheckout), each problem an issue
 * on its field with the message the diner reads.
 */
import { z } from 'zod';
import { type CheckoutContext, type CheckoutForm, type FieldName, validateCheckout } from './checkout-form';

export type CheckoutErrors = Partial<Record<FieldName, string>>;

export function checkoutSchema(ctx: CheckoutContext, options: { wallet?: boolean } = {}) {
  return z.custom<CheckoutForm>().superRefine((form, check) => {
    for (const [field, message] of Object.entries(validateCheckout(form, ctx, options))) {
      check.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** The issues of a parse as the screen shows them: one message a field, in the order the fields are shown. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') as FieldName;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Synchronous check (a wallet's sheet must open within the click). */
export function checkoutErrors(form: CheckoutForm, ctx: CheckoutContext, options: { wallet?: boolean } = {}) {
  const result = checkoutSchema(ctx, options).safeParse(form);
  return result.success ? {} : issuesByField(result.error.issues);
}
