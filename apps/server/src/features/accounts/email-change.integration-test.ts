/**
 * Changing the account's e-mail: the e-mail is where a reset link goes, so a change needs the
 * current password (when the account has one), signs the other devices out and is told to the old address. Also the
 * words of a sign-in-only call made by a visitor who never signed in (code 201 either way).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { outbox, passwordResets, sessions, users } from '../../db/schema';
import { runOutboxOnce } from '../../outbox/outbox-worker';
import { BISTRO, call, signUp, TEST_ORIGIN, type TestUser, t, useAccountsTestApp } from './accounts-test-kit';
import { EMAIL_CHANGED_MESSAGE, emailChangedHandler } from './email-change-notice';
import { createSession, sessionOpenedAt } from './sessions';

const mail = new LogEmailSender();
useAccountsTestApp();

const deliver = () =>
  runOutboxOnce(t.handle.db, {
    [EMAIL_CHANGED_MESSAGE]: emailChangedHandler({
      email: mail,
      restaurant: (id) => t.app.publishedVersions.getByRestaurantId(id),
    }),
  });

const noticesTo = (to: string) => mail.sent.filter((m) => m.to === to);

const queuedFor = async (email: string) =>
  (await t.handle.db.select().from(outbox).where(eq(outbox.type, EMAIL_CHANGED_MESSAGE))).filter(
    (row) => (row.payload as { email: string }).email === email,
  );

/** A second device signed in to the same account. */
async function otherDevice(a: TestUser): Promise<string> {
  const res = await call(t.app, 'POST', '/api/auth/login-native', { email: a.email, password: a.password });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const profileCode = async (token: string) =>
  (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token })).json().code;

const newAddress = (a: TestUser) => a.email.replace('@', '.new@');

describe('changing the e-mail', () => {
  it('asks for the current password when none is sent, in the request language, and changes nothing', async () => {
    const a = await signUp(t.app);
    const en = await call(t.app, 'POST', '/api/auth/edit-user', { email: newAddress(a) }, { token: a.token });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 400,
      message: 'Enter your current password to change your e-mail.',
      details: [
        { path: 'body.currentPassword', message: 'Enter your current password to change your e-mail.' },
      ],
    });
    const fr = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: newAddress(a), currentPassword: '' },
      { token: a.token, locale: 'fr-CA' },
    );
    expect(fr.json()).toEqual({
      code: 400,
      message: 'Entrez votre mot de passe actuel pour changer votre adresse courriel.',
      details: [
        {
          path: 'body.currentPassword',
          message: 'Entrez votre mot de passe actuel pour changer votre adresse courriel.',
        },
      ],
    });
    const [row] = await t.handle.db.select().from(users).where(eq(users.publicId, a.id));
    expect(row?.email).toBe(a.email);
    expect(await queuedFor(a.email)).toHaveLength(0);
  });

  it('voids a reset link already sent (perhaps to the old address): it no longer opens the account', async () => {
    const a = await signUp(t.app);
    const forgot = await call(
      t.app,
      'POST',
      '/api/auth/forgot-password',
      { email: a.email },
      { restaurant: BISTRO },
    );
    expect(forgot.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(users).where(eq(users.publicId, a.id));
    const open = async () =>
      (await t.handle.db.select().from(passwordResets).where(eq(passwordResets.userId, row!.id))).filter(
        (r) => r.usedAt === null,
      );
    expect(await open()).toHaveLength(1);
    const changed = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: newAddress(a), currentPassword: a.password },
      { token: a.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await open()).toHaveLength(0);
  });

  it('refuses a wrong current password as a password change does', async () => {
    const a = await signUp(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: newAddress(a), currentPassword: 'Wrong-2026!' },
      { token: a.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Your current password is incorrect.',
      details: [{ path: 'body.currentPassword', message: 'Your current password is incorrect.' }],
    });
    expect(
      (await call(t.app, 'POST', '/api/auth/login-native', { email: a.email, password: a.password }))
        .statusCode,
    ).toBe(200);
  });

  it('with the right password: changes it, signs the other devices out and tells the old address', async () => {
    const a = await signUp(t.app);
    const other = await otherDevice(a);
    const to = newAddress(a);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: to.toUpperCase(), currentPassword: a.password },
      { token: a.token, restaurant: BISTRO },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(to);
    // This device stays signed in; the other one is out.
    expect(await profileCode(other)).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: a.token })).statusCode,
    ).toBe(200);
    // The outbox keeps the new address masked only; the notice leaves from the worker, after the commit.
    const [queued] = await queuedFor(a.email);
    expect(queued?.restaurantId).toBe(BISTRO);
    expect(JSON.stringify(queued?.payload)).not.toContain(to);
    expect(noticesTo(a.email)).toHaveLength(0);
    await deliver();
    const sent = noticesTo(a.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your e-mail address was changed');
    expect(sent[0]?.text).toBe(
      `The e-mail address of your account was changed: it is now ${to[0]}•••@example.com.\n\n` +
        'If you made this change, there is nothing to do. If it was not you, contact Test Bistro right away.',
    );
    expect(noticesTo(to)).toHaveLength(0);
    // The account answers to the new address only.
    const login = (email: string) =>
      call(t.app, 'POST', '/api/auth/login-native', { email, password: a.password });
    expect((await login(a.email)).statusCode).toBe(401);
    expect((await login(to)).statusCode).toBe(200);
  });

  it('tells the old address in the account’s language, naming no restaurant when the call names none', async () => {
    const a = await signUp(t.app, { locale: 'fr-CA' });
    const res = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: newAddress(a), currentPassword: a.password },
      { token: a.token, locale: 'en-CA' },
    );
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    const [sent] = noticesTo(a.email);
    expect(sent?.subject).toBe('Votre adresse courriel a été modifiée');
    expect(sent?.text).toBe(
      `L’adresse courriel de votre compte a été modifiée\u00a0: c’est maintenant ${a.email[0]}•••@example.com.\n\n` +
        'Si vous avez fait ce changement, vous n’avez rien à faire. Sinon, contactez le restaurant sans tarder.',
    );
  });

  it('the same address (any case) needs no password and sends nothing, as the profile form always sends it', async () => {
    const a = await signUp(t.app);
    const other = await otherDevice(a);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: ` ${a.email.toUpperCase()} `, firstName: 'Same' },
      { token: a.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileCode(other)).toBeUndefined();
    expect(await queuedFor(a.email)).toHaveLength(0);
  });

  it('asks for the password before saying an address is taken, then refuses it with 400', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const unasked = await call(t.app, 'POST', '/api/auth/edit-user', { email: b.email }, { token: a.token });
    expect(unasked.json().message).toBe('Enter your current password to change your e-mail.');
    const taken = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: b.email, currentPassword: a.password },
      { token: a.token },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      code: 400,
      message: 'Email already in use.',
      details: [{ path: 'body.email', message: 'Email already in use.' }],
    });
    expect(await queuedFor(a.email)).toHaveLength(0);
  });

  it('a social-only account (no password) changes it without one, and the old address is told', async () => {
    const a = await signUp(t.app);
    await t.handle.db.update(users).set({ passwordHash: null }).where(eq(users.publicId, a.id));
    const other = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: a.password,
    });
    expect(other.statusCode).toBe(401);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/edit-user',
      { email: newAddress(a) },
      { token: a.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: newAddress(a), hasPassword: false });
    await deliver();
    expect(noticesTo(a.email).map((m) => m.subject)).toEqual(['Your e-mail address was changed']);
  });

  // Decision 029: a social-only account has no password to confirm, so a session alone (stolen, or left open
  // on a shared device) could move it to another address, or give it a password. It takes a recent sign-in.
  it.each([
    [
      'en-CA',
      { email: 'moved@example.com' },
      'body.email',
      'For your security, sign in again, then make this change within 15 minutes.',
    ],
    [
      'fr-CA',
      { password: 'Another-Pass-2026!' },
      'body.password',
      'Pour votre sécurité, reconnectez-vous, puis faites ce changement dans les 15 minutes.',
    ],
  ] as const)(
    'a social-only account signed in 16 minutes ago is asked to sign in again (%s), and nothing changes',
    async (locale, change, path, message) => {
      const a = await signUp(t.app);
      await t.handle.db.update(users).set({ passwordHash: null }).where(eq(users.publicId, a.id));
      await t.handle.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(
          eq(
            sessions.userId,
            (await t.handle.db.select().from(users).where(eq(users.publicId, a.id)))[0]!.id,
          ),
        );
      const res = await call(t.app, 'POST', '/api/auth/edit-user', change, { token: a.token, locale });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 400, message, details: [{ path, message }] });
      const [row] = await t.handle.db.select().from(users).where(eq(users.publicId, a.id));
      expect(row).toMatchObject({ email: a.email, passwordHash: null });
      expect(await queuedFor(a.email)).toHaveLength(0);
      // Other changes need no sign-in.
      const named = await call(
        t.app,
        'POST',
        '/api/auth/edit-user',
        { firstName: 'Renamed' },
        { token: a.token },
      );
      expect(named.statusCode, named.body).toBe(200);
    },
  );
});

describe('the sign-in a session was opened by', () => {
  // Decision 098: a login-as session was opened by an operator, never by the owner: it is no recent sign-in of theirs.
  it('is the session’s own for the account holder, and none for a login-as session of an operator', async () => {
    const a = await signUp(t.app);
    const operator = await signUp(t.app);
    const [owner] = await t.handle.db.select().from(users).where(eq(users.publicId, a.id));
    const [op] = await t.handle.db.select().from(users).where(eq(users.publicId, operator.id));
    const at = new Date();
    const own = await createSession(t.handle.db, owner!.id, at);
    const loginAs = await createSession(t.handle.db, owner!.id, at, { actingOperatorId: op!.id });
    expect(await sessionOpenedAt(t.handle.db, own.sessionId)).toEqual(at);
    expect(await sessionOpenedAt(t.handle.db, loginAs.sessionId)).toBeNull();
  });
});

describe('a sign-in-only call without any session', () => {
  it('asks a visitor who never signed in to log in (code 201), and keeps "session expired" for a dead token', async () => {
    const anonymous = await call(t.app, 'POST', '/api/auth/edit-user', { firstName: 'X' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 201, message: 'Please log in to continue.' });
    const fr = await call(t.app, 'GET', '/api/auth/students', undefined, {
      restaurant: 104,
      locale: 'fr-CA',
    });
    expect(fr.json()).toEqual({ code: 201, message: 'Veuillez vous connecter pour continuer.' });
    const profile = await call(t.app, 'POST', '/api/auth/get-native-user-info', {});
    expect(profile.json()).toEqual({ code: 201, message: 'Please log in to continue.' });

    const a = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/logout', {}, { token: a.token });
    for (const o of [{ token: a.token }, { cookie: a.token, origin: TEST_ORIGIN }]) {
      const dead = await call(t.app, 'POST', '/api/auth/edit-user', { firstName: 'X' }, o);
      expect(dead.json()).toEqual({ code: 201, message: 'Your session has expired. Please log in again.' });
    }
    const deadInBody = await call(t.app, 'POST', '/api/auth/get-native-user-info', { token: a.token });
    expect(deadInBody.json().message).toBe('Your session has expired. Please log in again.');
  });
});
