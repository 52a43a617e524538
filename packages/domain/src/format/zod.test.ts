import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cardNumberField,
  emailField,
  expiryField,
  integerField,
  lengthField,
  minValueField,
  nameField,
  numericField,
  passwordField,
  phoneField,
  postalCodeField,
  requiredField,
} from './zod';

const NOW = new Date('2026-03-15T12:00:00Z');
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('zod form fields for react-hook-form', () => {
  it.each([
    ['required', requiredField('en-CA'), '', 'This field is required.'],
    ['required ok', requiredField('en-CA'), 'x', null],
    ['email', emailField('en-CA'), 'nope', "This email isn't valid."],
    ['email fr', emailField('fr-CA'), 'nope', 'Cette adresse courriel n’est pas valide.'],
    ['email empty', emailField('en-CA'), '', 'This field is required.'],
    ['optional email empty', emailField('en-CA', { required: false }), '', null],
    ['name', nameField('en-CA'), 'R2D2', "This name isn't valid."],
    ['phone', phoneField('en-CA'), '416-555', "This phone number isn't valid."],
    ['postal', postalCodeField('en-CA'), '123', 'Please enter a valid postal/zip code.'],
    ['postal ok', postalCodeField('en-CA'), 'k1k 1y1', null],
    ['card', cardNumberField('en-CA'), '4242-4242-4242-4241', 'This credit card is invalid.'],
    ['card ok', cardNumberField('en-CA'), '4242-4242-4242-4242', null],
    ['expiry', expiryField('en-CA', NOW), '01/26', 'This expiry date is invalid.'],
    ['expiry ok', expiryField('en-CA', NOW), '0426', null],
    ['password', passwordField('en-CA'), 'abcdefg1!', 'Password must contain at least 1 uppercase letter.'],
    ['min length', lengthField('en-CA', 3, 5), 'ab', 'This field must have at least 3 characters.'],
    ['max length', lengthField('en-CA', 3, 5), 'abcdef', 'This field can have up to 5 characters.'],
    ['numeric', numericField('en-CA'), 'abc', 'Must be numeric'],
    ['integer', integerField('en-CA'), '1.5', 'No decimals'],
    ['min value', minValueField('en-CA', 0), '0', 'Must be higher than 0'],
    ['min value fr', minValueField('fr-CA', 0), '0', 'Doit être supérieur à 0'],
    ['huge input', requiredField('en-CA'), 'x'.repeat(2001), 'This field can have up to 2000 characters.'],
    ['not a string', requiredField('en-CA'), 42, expect.any(String)],
  ])('%s', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toEqual(message);
  });

  it('carries the key and params on the issue', () => {
    const result = lengthField('fr-CA', 3, 5).safeParse('ab');
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]! as { params?: unknown };
    expect(issue.params).toEqual({ key: 'minLength', params: { length: 3 } });
  });

  it('works inside an object schema with paths', () => {
    const form = z.object({ email: emailField('en-CA'), phone: phoneField('en-CA') });
    const result = form.safeParse({ email: 'a@b.ca', phone: '12' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['phone'], "This phone number isn't valid."],
    ]);
  });
});

describe('unsafe characters in form fields', () => {
  it('refuses NUL and a lone surrogate with a translated message', () => {
    expect(messageOf(requiredField('en-CA'), 'a\u0000')).toBe(
      'This field contains characters that are not allowed.',
    );
    expect(messageOf(nameField('fr-CA'), 'Jos\uD800')).toBe(
      'Ce champ contient des caractères non autorisés.',
    );
    expect(messageOf(requiredField('en-CA'), 'Zoë 😀')).toBeNull();
  });
});
