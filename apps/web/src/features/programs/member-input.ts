/**
 * The access-code drawer's field ("Membership form"): what the restaurant asks for
 * (`membership_customization.input_type`) and the message for a value that cannot be one. The provider's "no such
 * member" is the server's answer (2202), said as "profile not found".
 */
export type MemberInputType = 'text' | 'email' | 'phone' | 'number';

export type MemberInputError =
  | 'required'
  | 'invalidName'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidAccount';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// A member number or card: letters, digits and the separators printed on cards.
const ACCOUNT = /^[\p{L}\p{N}][\p{L}\p{N} ._#/-]*$/u;
// A name: letters, spaces, hyphens and apostrophes.
const NAME = /^\p{L}[\p{L} .'’-]*$/u;

export function memberInputError(type: MemberInputType, raw: string): MemberInputError | null {
  const value = raw.trim();
  if (!value) return 'required';
  if (value.length > 200) return type === 'email' ? 'invalidEmail' : 'invalidAccount';
  switch (type) {
    case 'email':
      return EMAIL.test(value) ? null : 'invalidEmail';
    case 'phone': {
      const digits = value.replace(/\D/g, '');
      const shaped = /^\+?[\d\s().-]+$/.test(value);
      return shaped && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))
        ? null
        : 'invalidPhone';
    }
    case 'number':
      return /^\d{1,30}$/.test(value.replace(/[\s-]/g, '')) ? null : 'invalidAccount';
    default:
      // A value without digits is a name some programs identify members by; with digits, a member number.
      if (/\p{N}/u.test(value)) return ACCOUNT.test(value) ? null : 'invalidAccount';
      return NAME.test(value) ? null : 'invalidName';
  }
}

/** What the input element is for a type: keyboard and autofill follow what is asked. */
export function memberInputAttributes(type: MemberInputType): {
  type: string;
  inputMode: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete: string;
} {
  switch (type) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'phone':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
    case 'number':
      return { type: 'text', inputMode: 'numeric', autoComplete: 'off' };
    default:
      return { type: 'text', inputMode: 'text', autoComplete: 'off' };
  }
}
