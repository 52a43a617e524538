/** Accounts: sessions (bearer, cookie, renewal, CSRF) and editing the account (edit-user, the password). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { call, cookieOf, signUp, TEST_ORIGIN, t, useAccountsTestApp } from './accounts-test-kit';
import { hashToken } from './sessions';

useAccountsTestApp();

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
