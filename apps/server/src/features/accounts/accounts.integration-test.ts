import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { outbox, passwordResets, sessions, users } from '../../db/schema';
import { runOutboxOnce } from '../../outbox/outbox-worker';
import {
  type AccountsTestApp,
  BISTRO,
  buildAccountsTestApp,
  call,
  signUp,
  TEST_ORIGIN,
  TEST_SECRET,
} from './accounts-test-kit';
import { PASSWORD_RESET_MESSAGE, passwordResetHandler } from './password-reset';
import { hashToken } from './sessions';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'ordering_user');

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

describe('sessions', () => {
  it('loads the profile by bearer token, by cookie, and by the token in the body', async () => {
    const a = await signUp(t.app);
    for (const o of [{ token: a.token }, { cookie: a.token, origin: TEST_ORIGIN }]) {
      const res = await call(t.app, 'POST', '/api/auth/get-native-user-info', { userId: a.id }, o);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: a.id, email: a.email });
      expect(res.json().token).toBeUndefined();
    }
    const body = await call(t.app, 'POST', '/api/auth/get-google-user-info', {
      userId: a.id,
      token: a.token,
    });
    expect(body.json()).toMatchObject({ id: a.id });
  });

  it('answers 401 with code 201 on any call with an unknown, expired or revoked session', async () => {
    const a = await signUp(t.app);
    const [user] = await t.handle.db.select().from(users).where(eq(users.publicId, a.id));
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    for (const token of [a.token, 'x'.repeat(43), 'garbage']) {
      // A public call too: the client must learn its session is over.
      const res = await call(t.app, 'GET', `/api/restaurants/by-slug/test-bistro`, undefined, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(201);
    }
    // By cookie, the dead cookie is cleared with the answer.
    const byCookie = await call(t.app, 'GET', '/api/auth/students', undefined, {
      cookie: a.token,
      restaurant: 104,
    });
    expect(byCookie.json().code).toBe(201);
    expect(cookieOf(byCookie)?.value).toBe('');
    const fr = await call(t.app, 'POST', '/api/auth/edit-user', {}, { token: a.token, locale: 'fr-CA' });
    expect(fr.json()).toEqual({ code: 201, message: 'Votre session a expiré. Veuillez vous reconnecter.' });
  });

  it('a stale cookie does not stop a new login', async () => {
    const a = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/logout', {}, { token: a.token });
    const res = await call(
      t.app,
      'POST',
      '/api/auth/login-native',
      { email: a.email, password: a.password },
      { cookie: a.token, origin: TEST_ORIGIN },
    );
    expect(res.statusCode).toBe(200);
  });

  it('renews a session when half of its 30 days are used, and sends the cookie again', async () => {
    const a = await signUp(t.app);
    const hash = hashToken(a.token);
    const sixteenDaysAgo = new Date(Date.now() - 16 * 86_400_000);
    await t.handle.db
      .update(sessions)
      .set({ renewedAt: sixteenDaysAgo, expiresAt: new Date(sixteenDaysAgo.getTime() + 30 * 86_400_000) })
      .where(eq(sessions.tokenHash, hash));
    const res = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      {
        cookie: a.token,
        origin: TEST_ORIGIN,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)?.value).toBe(a.token);
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // A fresh session is not rewritten on every call.
    const again = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: a.token });
    expect(cookieOf(again)).toBeUndefined();
  });

  it('refuses a cookie-authenticated write from another origin (CSRF), not a bearer one', async () => {
    const a = await signUp(t.app);
    const edit = { firstName: 'Changed' };
    for (const origin of ['https://evil.example', undefined]) {
      const res = await call(t.app, 'POST', '/api/auth/edit-user', edit, {
        cookie: a.token,
        ...(origin ? { origin } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'This request did not come from this site.' });
    }
    const ok = await call(t.app, 'POST', '/api/auth/edit-user', edit, {
      cookie: a.token,
      origin: TEST_ORIGIN,
    });
    expect(ok.statusCode).toBe(200);
    const bearer = await call(t.app, 'POST', '/api/auth/edit-user', edit, {
      token: a.token,
      origin: 'https://evil.example',
    });
    expect(bearer.statusCode).toBe(200);
    // Reads by cookie are not writes.
    const read = await call(t.app, 'GET', '/api/auth/students', undefined, {
      cookie: a.token,
      restaurant: 104,
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('edit-user', () => {
  it('edits names, phone, locale, default tip and promo code', async () => {
    const a = await signUp(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        phoneNumber: '514-555-0199',
        locale: 'fr-CA',
        defaultTip: 18,
        promoCode: ' welcome10 ',
      },
      { token: a.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '5145550199',
      locale: 'fr-CA',
      defaultTip: 18,
      promoCode: 'WELCOME10',
    });
  });

  it('refuses bad fields, a blank name and an e-mail already in use', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const bad = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { phoneNumber: '12', firstName: ' ' },
      { token: a.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'body.phoneNumber', message: "This phone number isn't valid." },
      { path: 'body.firstName', message: 'This field is required.' },
    ]);
    const taken = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: b.email, currentPassword: a.password },
      { token: a.token },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Email already in use.');
    const tip = await call(t.app, 'POST', '/api/auth/edit-user', { defaultTip: 101 }, { token: a.token });
    expect(tip.statusCode).toBe(400);
  });

  it('changes the password only with the current one, and signs the other devices out', async () => {
    const a = await signUp(t.app);
    const other = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: a.password,
    });
    const otherToken = other.json().token as string;
    const noCurrent = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { password: 'Newer-2026!' },
      { token: a.token },
    );
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().message).toBe('Your current password is incorrect.');
    const weak = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { password: 'weakweak', currentPassword: a.password },
      { token: a.token },
    );
    expect(weak.statusCode).toBe(400);
    const ok = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { password: 'Newer-2026!', currentPassword: a.password },
      { token: a.token },
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: a.token })).statusCode,
    ).toBe(200);
    const revoked = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: otherToken });
    expect(revoked.json().code).toBe(201);
    const old = await call(t.app, 'POST', '/api/auth/login-native', { email: a.email, password: a.password });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: 'Newer-2026!',
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('forgot-password and reset-password', () => {
  const mail = new LogEmailSender();
  const handlers = {
    [PASSWORD_RESET_MESSAGE]: passwordResetHandler({
      email: mail,
      publicOrigin: TEST_ORIGIN,
      secret: TEST_SECRET,
    }),
  };
  const tokenFromMail = (to: string) => {
    const sent = mail.sent.filter((m) => m.to === to).at(-1);
    const match = /#token=([\w-]{43})/.exec(sent?.text ?? '');
    return match?.[1];
  };

  it('e-mails a single-use reset link through the outbox; the reset signs every device out', async () => {
    const a = await signUp(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/forgot-password',
      { email: a.email.toUpperCase() },
      {
        restaurant: BISTRO,
        locale: 'fr-CA',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // The outbox row holds no usable token.
    const queued = await t.handle.db.select().from(outbox).where(eq(outbox.type, PASSWORD_RESET_MESSAGE));
    expect(JSON.stringify(queued)).not.toMatch(/#token=/);
    await runOutboxOnce(t.handle.db, handlers);
    const sent = mail.sent.find((m) => m.to === a.email);
    expect(sent?.subject).toBe('Réinitialisez votre mot de passe');
    expect(sent?.text).toContain(`${TEST_ORIGIN}/login/reset-password?restaurant=test-bistro#token=`);
    const token = tokenFromMail(a.email)!;
    const weak = await call(t.app, 'POST', '/api/auth/reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { token, password: 'Reset-2026!' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: a.token })).json().code,
    ).toBe(201);
    const again = await call(t.app, 'POST', '/api/auth/reset-password', { token, password: 'Again-2026!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This password reset link is not valid or has expired. Please ask for a new one.',
    );
    const login = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: 'Reset-2026!',
    });
    expect(login.statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const a = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { email: a.email }, { restaurant: BISTRO });
    await runOutboxOnce(t.handle.db, handlers);
    const token = tokenFromMail(a.email)!;
    await t.handle.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const res = await call(t.app, 'POST', '/api/auth/reset-password', { token, password: 'Reset-2026!' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = (await t.handle.db.select().from(outbox)).length;
    const res = await call(
      t.app,
      'POST',
      '/api/auth/forgot-password',
      { email: 'nobody@example.com' },
      {
        restaurant: BISTRO,
      },
    );
    expect(res.json()).toEqual({ ok: true });
    expect((await t.handle.db.select().from(outbox)).length).toBe(before);
  });

  it('needs the restaurant the diner came from', async () => {
    const res = await call(t.app, 'POST', '/api/auth/forgot-password', { email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
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
      expect(blocked.json()).toEqual({
        code: 429,
        message: 'Too many attempts. Please wait a moment and try again.',
      });
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
