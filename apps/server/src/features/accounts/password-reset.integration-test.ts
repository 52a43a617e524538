/** Accounts: a forgotten password, reset through a single-use e-mailed link. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { now } from '../../clock';
import { outbox, passwordResets } from '../../db/schema';
import { runOutboxOnce } from '../../outbox/outbox-worker';
import { BISTRO, call, signUp, TEST_ORIGIN, TEST_SECRET, t, useAccountsTestApp } from './accounts-test-kit';
import { PASSWORD_RESET_MESSAGE, passwordResetHandler } from './password-reset';
import { hashToken } from './sessions';

useAccountsTestApp();

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

  it('a reset retires the account’s other open links, the first one used sets the password', async () => {
    const a = await signUp(t.app);
    const ask = () =>
      call(t.app, 'POST', '/api/auth/forgot-password', { email: a.email }, { restaurant: BISTRO });
    expect((await ask()).statusCode).toBe(200);
    await runOutboxOnce(t.handle.db, handlers);
    const linkA = tokenFromMail(a.email)!;
    expect((await ask()).statusCode).toBe(200);
    await runOutboxOnce(t.handle.db, handlers);
    const linkB = tokenFromMail(a.email)!;
    expect(linkB).not.toBe(linkA);
    const first = await call(t.app, 'POST', '/api/auth/reset-password', {
      token: linkA,
      password: 'First-2026!',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(
      t.app,
      'POST',
      '/api/auth/reset-password',
      { token: linkB, password: 'Second-2026!' },
      { locale: 'fr-CA' },
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'Ce lien de réinitialisation n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
    );
    const withB = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: 'Second-2026!',
    });
    expect(withB.statusCode).toBe(401);
    const withA = await call(t.app, 'POST', '/api/auth/login-native', {
      email: a.email,
      password: 'First-2026!',
    });
    expect(withA.statusCode, withA.body).toBe(200);
  });

  it('an expired link is refused', async () => {
    const a = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { email: a.email }, { restaurant: BISTRO });
    await runOutboxOnce(t.handle.db, handlers);
    const token = tokenFromMail(a.email)!;
    await t.handle.db
      .update(passwordResets)
      .set({ expiresAt: new Date(now().getTime() - 1) })
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
