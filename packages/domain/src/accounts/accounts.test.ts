import { describe, expect, it } from 'vitest';
import { accountFieldErrors, normalizeEmail, normalizePhone } from './account-fields';
import { cardForCheckout } from './saved-cards';
import { placeStudent, studentProblems } from './student';
import { matchSubsidyCode } from './subsidy-code';

const valid = {
  email: 'Ada@Example.com',
  password: 'Diner-2026!',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '416-555-0100',
};
const all = ['email', 'password', 'firstName', 'lastName', 'phoneNumber'] as const;

describe('accountFieldErrors', () => {
  it('accepts a valid registration', () => {
    expect(accountFieldErrors(valid, all)).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-email' }, [{ field: 'email', error: { key: 'email' } }]],
    [{ firstName: 'R2D2' }, [{ field: 'firstName', error: { key: 'name' } }]],
    [{ lastName: '' }, [{ field: 'lastName', error: { key: 'required' } }]],
    [{ phoneNumber: '555-0100' }, [{ field: 'phoneNumber', error: { key: 'phone' } }]],
    [{ password: 'Abcdefg1' }, [{ field: 'password', error: { key: 'passwordSpecial' } }]],
    [{ password: '' }, [{ field: 'password', error: { key: 'required' } }]],
  ])('reports %j', (change, expected) => {
    expect(accountFieldErrors({ ...valid, ...change }, all)).toEqual(expected);
  });

  it('reports every password rule broken, each with its own message', () => {
    expect(accountFieldErrors({ password: 'abc' }, []).map((e) => e.error.key)).toEqual([
      'passwordUppercase',
      'passwordNumber',
      'passwordSpecial',
      'passwordLength',
    ]);
  });

  it('checks only what an edit sends', () => {
    expect(accountFieldErrors({ firstName: 'Grace' }, [])).toEqual([]);
    expect(accountFieldErrors({ phoneNumber: null }, [])).toEqual([]);
  });

  it('normalizes e-mail and phone', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normalizePhone('+1 (416) 555-0100')).toBe('4165550100');
  });
});

describe('cardForCheckout', () => {
  const card = (paymentCardId: string | null, isDefault: boolean) => ({ paymentCardId, isDefault });
  it.each([
    [[], null],
    [[card('a', false), card('b', true)], 'b'],
    [[card('a', false), card('b', false)], 'a'],
    [[card('', true), card('b', false)], 'b'],
    [[card(null, true)], null],
  ])('%j -> %s', (cards, expected) => {
    expect(cardForCheckout(cards)?.paymentCardId ?? null).toBe(expected);
  });
});

describe('placeStudent', () => {
  const schools = [
    {
      name: 'Northview Public School',
      grades: 'JK, SK, 1, 2',
      classrooms: '101, 102',
      teachers: 'Ms. Patel',
    },
    { name: 'Maplewood Middle School', grades: '7, 8', classrooms: '301', teachers: 'Mr. Nguyen' },
  ];
  it('matches the school by name and keeps values from its lists', () => {
    expect(
      placeStudent(schools, {
        school: 'maplewood middle school',
        grade: '7',
        classroom: '301',
        teacher: 'mr. nguyen',
      }),
    ).toEqual({ school: 'Maplewood Middle School', grade: '7', classroom: '301', teacher: 'Mr. Nguyen' });
  });
  it('clears grade, classroom and teacher not in the school lists', () => {
    expect(
      placeStudent(schools, {
        school: 'Northview Public School',
        grade: '9',
        classroom: '301',
        teacher: 'X',
      }),
    ).toEqual({ school: 'Northview Public School', grade: null, classroom: null, teacher: null });
  });
  it('chooses a single school automatically', () => {
    expect(placeStudent(schools.slice(0, 1), { grade: 'SK' })?.school).toBe('Northview Public School');
  });
  it('names what keeps a student from being saved, in form order', () => {
    expect(studentProblems(schools, { name: ' Ada ', school: 'Northview Public School' })).toEqual([]);
    expect(studentProblems(schools, { name: '  ', school: '' })).toEqual(['name', 'school']);
    expect(studentProblems(schools, { name: 'Ada', school: 'Elsewhere' })).toEqual(['school']);
    expect(studentProblems(schools.slice(0, 1), { name: '' })).toEqual(['name']);
  });
  it('refuses an unknown school', () => {
    expect(placeStudent(schools, { school: 'Elsewhere' })).toBeNull();
    expect(placeStudent([], { school: 'Northview Public School' })).toBeNull();
  });
});

describe('matchSubsidyCode', () => {
  const subsidies = [
    { is_active: true, target_users: 'codes' as const, codes: ['NVSUPPORT50'] },
    { is_active: false, target_users: 'codes' as const, codes: ['OLD'] },
    { is_active: true, target_users: 'all' as const, codes: ['OPEN'] },
  ];
  it.each([
    [' nvsupport50 ', 'NVSUPPORT50'],
    ['OLD', null],
    ['OPEN', null],
    ['', null],
    ['NOPE', null],
  ])('%s -> %s', (code, expected) => {
    expect(matchSubsidyCode(subsidies, code)).toBe(expected);
  });
});
