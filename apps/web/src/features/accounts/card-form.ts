/**
 * The saved-card form's rules (card formatting and validation as the checkout's):
 * the number formatted as typed and checked (type, length, Luhn), expiry MMYY or MM/YY not past, CVD 3 or
 * 4 digits, the billing postal code optional but valid when given. The server's tokenizer applies the same rules.
 */

import { validateCardNumber, validateCvd } from '@ordering/domain/format/card';
import { validateExpiry } from '@ordering/domain/format/expiry';
import { type FormError, translateError } from '@ordering/domain/format/messages';
import { validatePostalCode } from '@ordering/domain/format/postal-code';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvd: string;
  postalCode: string;
}

export function cardFormErrors(values: CardFormValues, now: Date, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  const say = (field: keyof CardFormValues, error: FormError | null) => {
    if (error) out[field] = translateError(locale, error);
  };
  say(
    'cardNumber',
    values.cardNumber.trim() === '' ? { key: 'required' } : validateCardNumber(values.cardNumber),
  );
  say('expiry', values.expiry.trim() === '' ? { key: 'required' } : validateExpiry(values.expiry, now));
  say('cvd', validateCvd(values.cvd, values.cardNumber));
  if (values.postalCode.trim() !== '') say('postalCode', validatePostalCode(values.postalCode));
  return out;
}
