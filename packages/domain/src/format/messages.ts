/**
 * Form messages (RULES-ordering-format.md): the English is the spec's exact
 * wording where the spec gives one; the others (phone, password rules, e-mail in use) are ours, said the same way.
 * Validators return `{ key, params }`; screens and the server translate with `translate(locale, key, params)`.
 */
import { type Catalog, type MessageParams, translateFrom } from '../i18n/translate';

export const FORM_MESSAGES = {
  postalCode: {
    'en-CA': 'Please enter a valid postal/zip code.',
    'fr-CA': 'Veuillez entrer un code postal ou un code ZIP valide.',
  },
  required: { 'en-CA': 'This field is required.', 'fr-CA': 'Ce champ est obligatoire.' },
  email: { 'en-CA': "This email isn't valid.", 'fr-CA': 'Cette adresse courriel n’est pas valide.' },
  minLength: {
    'en-CA': 'This field must have at least {length} characters.',
    'fr-CA': 'Ce champ doit contenir au moins {length} caractères.',
  },
  maxLength: {
    'en-CA': 'This field can have up to {length} characters.',
    'fr-CA': 'Ce champ peut contenir jusqu’à {length} caractères.',
  },
  minValue: { 'en-CA': 'Must be higher than {min}', 'fr-CA': 'Doit être supérieur à {min}' },
  numeric: { 'en-CA': 'Must be numeric', 'fr-CA': 'Doit être un nombre' },
  integer: { 'en-CA': 'No decimals', 'fr-CA': 'Aucune décimale' },
  expiry: { 'en-CA': 'This expiry date is invalid.', 'fr-CA': 'Cette date d’expiration n’est pas valide.' },
  card: { 'en-CA': 'This credit card is invalid.', 'fr-CA': 'Cette carte de crédit n’est pas valide.' },
  name: { 'en-CA': "This name isn't valid.", 'fr-CA': 'Ce nom n’est pas valide.' },
  greaterThan: {
    'en-CA': '{field1} must be greater than {field2}',
    'fr-CA': '{field1} doit être supérieur à {field2}',
  },
  orderIdRequired: { 'en-CA': 'The order id is required', 'fr-CA': 'Le numéro de commande est obligatoire' },
  phone: {
    'en-CA': "This phone number isn't valid.",
    'fr-CA': 'Ce numéro de téléphone n’est pas valide.',
  },
  passwordUppercase: {
    'en-CA': 'Password must contain at least 1 uppercase letter.',
    'fr-CA': 'Le mot de passe doit contenir au moins 1 lettre majuscule.',
  },
  passwordLowercase: {
    'en-CA': 'Password must contain at least 1 lowercase letter.',
    'fr-CA': 'Le mot de passe doit contenir au moins 1 lettre minuscule.',
  },
  passwordNumber: {
    'en-CA': 'Password must contain at least 1 number.',
    'fr-CA': 'Le mot de passe doit contenir au moins 1 chiffre.',
  },
  passwordSpecial: {
    'en-CA': 'Password must contain at least 1 special character (@$!%*?&).',
    'fr-CA': 'Le mot de passe doit contenir au moins 1 caractère spécial (@$!%*?&).',
  },
  passwordLength: {
    'en-CA': 'Password must be at least {length} characters long.',
    'fr-CA': 'Le mot de passe doit contenir au moins {length} caractères.',
  },
  emailInUse: { 'en-CA': 'Email already in use.', 'fr-CA': 'Cette adresse courriel est déjà utilisée.' },
  unsafeText: {
    'en-CA': 'This field contains characters that are not allowed.',
    'fr-CA': 'Ce champ contient des caractères non autorisés.',
  },
} satisfies Catalog<string>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** What a validator returns when the value is rejected; `null` means valid. */
export interface FormError {
  key: FormMessageKey;
  params?: MessageParams;
}

export function translate(
  locale: string | null | undefined,
  key: FormMessageKey,
  params?: MessageParams,
): string {
  return translateFrom(FORM_MESSAGES, locale, key, params);
}

export function translateError(locale: string | null | undefined, error: FormError): string {
  return translate(locale, error.key, error.params);
}
