/** Accounts: signing up (register-user), logging in and out, and the login limits per e-mail and per client. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  buildAccountsTestApp,
  call,
  cookieOf,
  signUp,
  TEST_ORIGIN,
  t,
  useAccountsTestApp,
} from './accounts-test-kit';
import { hashToken } from './sessions';

useAccountsTestApp();

describe('register-user', () => {
  it('creates the account, answers the profile with a token and sets the httpOnly, SameSite=Lax cookie', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register-user', {
      email: '  New.Diner@Example.com ',
      password: 'Diner-2026!',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+1 416 555 0100',
      registerAtCheckout: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'new.diner@example.com',
      phoneNumber: '4165550100',
      paymentMethods: [],
      credits: 0,
      students: [],
      subsidyCode: null,
      suiteOperator: false,
      hasPassword: true,
    });
    expect(profile.id).toMatch(/^[\w-]{21}$/);
    expect(profile.token).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'ordering_user');
    expect(cookie).toMatchObject({ value: profile.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    // Only the hash of the token and an argon2id hash of the password are stored.
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, 'new.diner@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await t.handle.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(profile.token)]);
  });

  it('refuses an e-mail already in use, whatever its case, in both languages', async () => {
    const a = await signUp(t.app);
    const en = await call(t.app, 'POST', '/api/auth/register-user', {
      email: a.email.toUpperCase(),
      password: 'Other-2026!',
      firstName: 'Bob',
      lastName: 'Smith',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 400,
      message: 'Email already in use.',
      details: [{ path: 'body.email', message: 'Email already in use.' }],
    });
    const fr = await call(
      t.app,
      'POST',
      '/api/auth/register-user',
      { email: a.email, password: 'Other-2026!', firstName: 'Bob', lastName: 'Smith' },
      { locale: 'fr-CA' },
    );
    expect(fr.json().message).toBe('Cette adresse courriel est déjà utilisée.');
  });

  it('reports every password rule broken, each with its own message', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register-user', {
      email: 'weak@example.com',
      password: 'short',
      firstName: 'Weak',
      lastName: 'Password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Password must contain at least 1 uppercase letter.',
      details: [
        { path: 'body.password', message: 'Password must contain at least 1 uppercase letter.' },
        { path: 'body.password', message: 'Password must contain at least 1 number.' },
        { path: 'body.password', message: 'Password must contain at least 1 special character (@$!%*?&).' },
        { path: 'body.password', message: 'Password must be at least 8 characters long.' },
      ],
    });
    const fr = await call(
      t.app,
      'POST',
      '/api/auth/register-user',
      { email: 'weak@example.com', password: 'Abcdefgh1', firstName: 'Weak', lastName: 'Password' },
      { locale: 'fr-CA' },
    );
    expect(fr.json().message).toBe('Le mot de passe doit contenir au moins 1 caractère spécial (@$!%*?&).');
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email', "This email isn't valid."],
    [{ firstName: '' }, 'body.firstName', 'This field is required.'],
    [{ lastName: '12' }, 'body.lastName', "This name isn't valid."],
    [{ phoneNumber: '555' }, 'body.phoneNumber', "This phone number isn't valid."],
  ])('refuses %j', async (change, path, message) => {
    const res = await call(t.app, 'POST', '/api/auth/register-user', {
      email: 'fields@example.com',
      password: 'Fields-2026!',
      firstName: 'Field',
      lastName: 'Test',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path, message }]);
  });

  it('answers 400, never 500, for a malformed body', async () => {
    for (const payload of [
      {},
      { email: 1 },
      { email: 'a@b.co', password: 'x'.repeat(201) },
      { extra: true },
    ]) {
      const res = await call(t.app, 'POST', '/api/auth/register-user', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describe('login-native, user-exist, logout', () => {
  it('logs in with the e-mail in any case and answers the profile and a cookie', async () => {
    const a = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email.toUpperCase(),
      password: a.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, email: a.email });
    expect(cookieOf(res)?.value).toBe(res.json().token);
    expect(res.json().token).not.toBe(a.token);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const a = await signUp(t.app);
    const wrong = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: 'Wrong-2026!',
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login-native', {
      email: 'nobody@example.com',
      password: 'Wrong-2026!',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'The e-mail or password is incorrect.' });
    }
    const fr = await call(
      t.app,
      'POST',
      '/api/auth/login-native',
      { email: a.email, password: 'Wrong-2026!' },
      { locale: 'fr-CA' },
    );
    expect(fr.json().message).toBe('Le courriel ou le mot de passe est incorrect.');
  });

  it('user-exist says whether an account has the e-mail', async () => {
    const a = await signUp(t.app);
    const yes = await call(t.app, 'POST', '/api/auth/user-exist', { email: ` ${a.email.toUpperCase()}` });
    const no = await call(t.app, 'POST', '/api/auth/user-exist', { email: 'nobody@example.com' });
    expect([yes.json(), no.json()]).toEqual([{ exists: true }, { exists: false }]);
  });

  it('logout revokes the session (later calls answer 201) and clears the cookie', async () => {
    const a = await signUp(t.app);
    const out = await call(t.app, 'POST', '/api/auth/logout', {}, { cookie: a.token, origin: TEST_ORIGIN });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)?.value).toBe('');
    const after = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: a.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 201, message: 'Your session has expired. Please log in again.' });
    // Logging out again (a stale cookie) still succeeds.
    expect((await call(t.app, 'POST', '/api/auth/logout', {}, { token: a.token })).statusCode).toBe(200);
  });

  it('logout revokes the accessToken sent in the body', async () => {
    const a = await signUp(t.app);
    expect((await call(t.app, 'POST', '/api/auth/logout', { accessToken: a.token })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: a.token })).statusCode,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits logins per e-mail across client addresses, and per client address across e-mails', async () => {
    const limited = await buildAccountsTestApp({});
    try {
      const a = await signUp(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await call(limited.app, 'POST', '/api/auth/login-native', {
          email: a.email,
          password: 'Wrong-2026!',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      const blocked = await call(limited.app, 'POST', '/api/auth/login-native', {
        email: a.email,
        password: a.password,
      });
      expect(blocked.statusCode).toBe(429);
      // The diner is told the wait the window still holds, not "a moment": a quarter of an hour here.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(blocked.json()).toEqual({
        code: 429,
        message: 'Too many attempts. Please try again in 15\u00a0min.',
      });
      const enFrancais = await call(
        limited.app,
        'POST',
        '/api/auth/login-native',
        { email: a.email, password: a.password },
        { locale: 'fr-CA' },
      );
      expect(enFrancais.json().message).toBe('Trop de tentatives. Veuillez réessayer dans 15\u00a0min.');
      const ip = '192.0.2.7';
      const fromOne: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await call(
          limited.app,
          'POST',
          '/api/auth/user-exist',
          { email: `u${i}@example.com` },
          { ip },
        );
        fromOne.push(res.statusCode);
      }
      expect(fromOne.filter((c) => c === 429)).toHaveLength(1);
      expect(fromOne.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
