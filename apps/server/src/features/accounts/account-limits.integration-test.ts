/**
 * What one account may repeat: guesses of the current password from a signed-in session, student
 * profiles added and changed (a cap per parent and program, and a write rate), each refused with a translated answer.
 */
import { describe, expect, it } from 'vitest';
import { call, SCHOOL, signUp, t, useAccountsTestApp } from './accounts-test-kit';
import { MAX_STUDENTS } from './students.service';

useAccountsTestApp();

const student = (token: string, name: string) =>
  call(
    t.app,
    'POST',
    '/api/auth/students',
    { name, school: 'Maplewood Middle School' },
    { token, restaurant: SCHOOL, locale: 'fr-CA' },
  );

describe('guessing the current password from a signed-in session', () => {
  it('allows 10 tries per 15 minutes per account, then refuses even the right password; others are unaffected', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const change = (user: typeof a, currentPassword: string) =>
      call(
        t.app,
        'POST',
        '/api/auth/edit-user',
        { password: 'Changed-2026!', currentPassword },
        { token: user.token },
      );
    for (let i = 0; i < 10; i++) expect((await change(a, `wrong-${i}`)).statusCode).toBe(400);
    const refused = await change(a, a.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A call without the current password (a name change) is not a guess.
    const rename = await call(t.app, 'POST', '/api/auth/edit-user', { firstName: 'Ana' }, { token: a.token });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await change(b, b.password)).statusCode).toBe(200);
  });
});

describe('student profiles', () => {
  it(`holds at most ${MAX_STUDENTS} per parent and program, refused in the parent's language`, async () => {
    const parent = await signUp(t.app);
    for (let i = 0; i < MAX_STUDENTS; i++)
      expect((await student(parent.token, `Élève ${i}`)).statusCode).toBe(200);
    const over = await student(parent.token, 'Un de trop');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `Vous pouvez ajouter jusqu’à ${MAX_STUDENTS}\u00a0élèves. Retirez-en un pour en ajouter un autre.`,
    );
    const list = await call(t.app, 'GET', '/api/auth/students', undefined, {
      token: parent.token,
      restaurant: SCHOOL,
    });
    expect(list.json().students).toHaveLength(MAX_STUDENTS);
  });

  it('lets two additions at once pass the cap together never', async () => {
    const parent = await signUp(t.app);
    for (let i = 0; i < MAX_STUDENTS - 1; i++) await student(parent.token, `Élève ${i}`);
    const [x, y] = await Promise.all([student(parent.token, 'X'), student(parent.token, 'Y')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
  });

  it('takes at most 60 writes per 15 minutes per parent', async () => {
    const parent = await signUp(t.app);
    const made = (await student(parent.token, 'Sam')).json().student.id as string;
    const rename = (name: string) =>
      call(
        t.app,
        'PUT',
        `/api/auth/students/${made}`,
        { name, school: 'Maplewood Middle School' },
        { token: parent.token, restaurant: SCHOOL },
      );
    for (let i = 0; i < 59; i++) expect((await rename(`Sam ${i}`)).statusCode).toBe(200);
    const refused = await rename('Sam again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 15\u00a0min.');
    // Another parent still writes.
    expect((await student((await signUp(t.app)).token, 'Lou')).statusCode).toBe(200);
  });
});
