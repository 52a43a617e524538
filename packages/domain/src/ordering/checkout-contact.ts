/**
 * The contact given at checkout (form messages): the same validators the checkout screen
 * uses, so an e-mail the confirmation goes to and a phone the "order ready" text goes to are never accepted by the
 * server only. A field left empty is not checked here: which fields a checkout asks for is the screen's to say
 * (a restaurant may hide them, `hide_guest_info`; a K-12 parent's profile may have no phone).
 */
import type { FieldError } from '../accounts/account-fields';
import { validatePhone } from '../format/phone';
import { validateEmail } from '../format/validators';

export interface CheckoutContact {
  email?: string | null | undefined;
  phone_number?: string | null | undefined;
}

/** Each given field that is not valid, in form order (`email`, then `phone_number`), with its form message key. */
export function contactErrors(contact: CheckoutContact | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const email = contact?.email?.trim() ?? '';
  const phone = contact?.phone_number?.trim() ?? '';
  const emailError = email === '' ? null : validateEmail(email);
  if (emailError) errors.push({ field: 'email', error: emailError });
  const phoneError = phone === '' ? null : validatePhone(phone);
  if (phoneError) errors.push({ field: 'phone_number', error: phoneError });
  return errors;
}
