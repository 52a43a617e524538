import { describe, expect, it } from 'vitest';
import { translateError } from './messages';
import { passwordErrors, validatePassword } from './password';

describe('Password rules (1 uppercase, 1 lowercase, 1 number, 1 special from @$!%*?&, 8 characters)', () => {
  it.each([
    ['Abcdef1!', []],
    ['Abcdefg1&', []],
    ['abcdef1!', ['passwordUppercase']],
    ['ABCDEF1!', ['passwordLowercase']],
    ['Abcdefg!', ['passwordNumber']],
    ['Abcdefg1', ['passwordSpecial']],
    ['Abcdef1#', ['passwordSpecial']],
    ['Ab1!', ['passwordLength']],
    ['', ['passwordUppercase', 'passwordLowercase', 'passwordNumber', 'passwordSpecial', 'passwordLength']],
  ])('%s breaks %o', (password, keys) => {
    expect(passwordErrors(password).map((e) => e.key)).toEqual(keys);
    expect(validatePassword(password)?.key ?? null).toBe(keys[0] ?? null);
  });

  it('has a separate message per rule, in both languages', () => {
    const all = passwordErrors('');
    const en = all.map((e) => translateError('en-CA', e));
    const fr = all.map((e) => translateError('fr-CA', e));
    expect(new Set(en).size).toBe(5);
    expect(new Set(fr).size).toBe(5);
    expect(en).toContain('Password must be at least 8 characters long.');
    expect(en).toContain('Password must contain at least 1 special character (@$!%*?&).');
  });
});
