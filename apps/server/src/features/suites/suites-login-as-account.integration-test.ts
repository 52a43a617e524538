/**
 * What a login-as session may not do with the suite owner's account (decisions 095 and 098): change anything of it
 * (profile, e-mail, password, students, subsidy code, membership), or read the owner's records at another
 * restaurant through the account calls. Setup and helpers: suites-test-kit.ts (the clock is Wednesday 9 December
 * 2026, 10:00 in Toronto).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students, userMemberships, users } from '../../db/schema';
import { BISTRO, call, SCHOOL } from '../accounts/accounts-test-kit';
import { get, inject, operatorLogin, ownerToken, STADIUM, t, useSuitesApp } from './suites-test-kit';

useSuitesApp();

const OWNER = 'suite.owner@example.com';
const CANNOT_CHANGE =
  'An operator logged in as a suite owner cannot change the owner’s account: only the owner can.';
const CANNOT_CHANGE_FR =
  'Un opérateur connecté au nom du propriétaire d’une loge ne peut pas modifier le compte du propriétaire\u00a0: seul le propriétaire le peut.';
const OTHER_VENUE = 'An operator logged in as a suite owner can act only at the venue of the suite’s event.';

/** The operator signs in with login-operator and logs in as the owner of today's Suite 101, as the screens do. */
async function loginAsOwner() {
  const op = await operatorLogin('operator@example.com', 'Operator-2026!');
  expect(op.statusCode, op.body).toBe(200);
  const res = await inject(
    'POST',
    '/api/auth/login-as',
    { eventSuiteId: get('0:Suite 101').id },
    { 'x-operator-token': op.json().token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; hasPassword: boolean };
}

async function ownerRow() {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, OWNER));
  if (!row) throw new Error('no demo suite owner');
  return row;
}

describe('a login-as session changes nothing of the owner’s account', () => {
  it('cannot give an owner without a password the operator’s e-mail and password, in English or French', async () => {
    const before = await ownerRow();
    // An owner who signed up with Google, Apple or Facebook: no password.
    await t.handle.db.update(users).set({ passwordHash: null }).where(eq(users.id, before.id));
    try {
      const loginAs = await loginAsOwner();
      expect(loginAs.hasPassword).toBe(false);
      const takeOver = { email: 'operator.owns.it@example.com', password: 'Taken-2026!' };
      const en = await call(t.app, 'POST', '/api/auth/edit-user', takeOver, {
        token: loginAs.token,
        restaurant: STADIUM,
      });
      expect(en.statusCode).toBe(403);
      expect(en.json()).toEqual({ code: 403, message: CANNOT_CHANGE });
      const fr = await call(t.app, 'POST', '/api/auth/edit-user', takeOver, {
        token: loginAs.token,
        restaurant: STADIUM,
        locale: 'fr-CA',
      });
      expect(fr.statusCode).toBe(403);
      expect(fr.json()).toEqual({ code: 403, message: CANNOT_CHANGE_FR });
      // Nothing written: the same e-mail, still no password, the owner's own session alive.
      const after = await ownerRow();
      expect(after).toMatchObject({ email: OWNER, passwordHash: null });
      const own = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: ownerToken });
      expect(own.statusCode, own.body).toBe(200);
      const signIn = await call(t.app, 'POST', '/api/auth/login-native', takeOver);
      expect(signIn.statusCode).toBe(401);
    } finally {
      await t.handle.db
        .update(users)
        .set({ passwordHash: before.passwordHash })
        .where(eq(users.id, before.id));
    }
  });

  it('cannot change the owner’s name, phone or preferences either', async () => {
    const { token } = await loginAsOwner();
    const before = await ownerRow();
    for (const body of [
      { firstName: 'Operator' },
      { phoneNumber: '416-555-0199' },
      { locale: 'fr-CA' },
      { defaultTip: 25 },
    ]) {
      const res = await call(t.app, 'POST', '/api/auth/edit-user', body, { token, restaurant: STADIUM });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().message).toBe(CANNOT_CHANGE);
    }
    const after = await ownerRow();
    expect(after).toMatchObject({
      firstName: before.firstName,
      phoneNumber: before.phoneNumber,
      locale: before.locale,
      defaultTipPercent: before.defaultTipPercent,
      updatedAt: before.updatedAt,
    });
  });

  it('writes no student, subsidy code or membership of the owner, and reads what ordering needs', async () => {
    const { token } = await loginAsOwner();
    const owner = await ownerRow();
    const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
      const res = await call(t.app, method, url, body, { token, restaurant: STADIUM });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
      expect(res.json().message, url).toBe(CANNOT_CHANGE);
    };
    await write('POST', '/api/auth/students', { name: 'Léa' });
    await write('POST', '/api/auth/add-subsidy-code', { subsidyCode: 'NVSUPPORT50' });
    await write('POST', '/api/auth/delete-subsidy-code');
    await write('PUT', '/api/auth/user-membership', { identifier: 'M-1001' });
    await write('DELETE', '/api/auth/user-membership');
    expect(await t.handle.db.select().from(students).where(eq(students.userId, owner.id))).toEqual([]);
    expect(
      await t.handle.db.select().from(userMemberships).where(eq(userMemberships.userId, owner.id)),
    ).toEqual([]);
    expect((await ownerRow()).subsidyCode).toBe(owner.subsidyCode);
    // At the venue, the profile, the snapshot, the credits, the students and the receipts are read.
    for (const [method, url] of [
      ['POST', '/api/auth/get-native-user-info'],
      ['POST', '/api/auth/get-user-snapshot'],
      ['GET', '/api/auth/user-credits'],
      ['GET', '/api/auth/students'],
      ['POST', '/api/auth/get-past-receipts'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'GET' ? undefined : {}, {
        token,
        restaurant: STADIUM,
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  });
});

describe('a login-as session’s account calls are held to its venue', () => {
  it('refuses the owner’s records at another restaurant, the session in a header or in the body', async () => {
    // The owner's own student at the school, which the operator's session must not read.
    const mine = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: 'Léa', school: 'Maplewood Middle School' },
      { token: ownerToken, restaurant: SCHOOL },
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const { token } = await loginAsOwner();
    for (const [method, url, restaurant, body] of [
      ['POST', '/api/auth/get-past-receipts', BISTRO, {}],
      ['GET', '/api/auth/students', SCHOOL, undefined],
      ['POST', `/api/auth/delete-student/${mine.json().student.id}`, SCHOOL, undefined],
      ['GET', '/api/auth/user-credits', SCHOOL, undefined],
      ['POST', '/api/auth/get-user-snapshot', BISTRO, undefined],
      ['POST', '/api/auth/get-native-user-info', BISTRO, {}],
      ['POST', '/api/auth/edit-user', BISTRO, { firstName: 'Operator' }],
    ] as const) {
      const res = await call(t.app, method, url, body, { token, restaurant });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      if (!url.includes('edit-user') && !url.includes('delete-student'))
        expect(res.json().message, url).toBe(OTHER_VENUE);
    }
    const fr = await call(t.app, 'GET', '/api/auth/students', undefined, {
      token,
      restaurant: SCHOOL,
      locale: 'fr-CA',
    });
    expect(fr.json().message).toBe(
      'Un opérateur connecté au nom du propriétaire d’une loge ne peut agir qu’au lieu de l’événement de la loge.',
    );
    // The token in the body, as the specification's startup call sends it.
    const viaBody = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      { token },
      { restaurant: BISTRO },
    );
    expect(viaBody.statusCode, viaBody.body).toBe(403);
    // Naming no restaurant, the receipts of every restaurant are not answered.
    const everywhere = await call(t.app, 'POST', '/api/auth/get-past-receipts', {}, { token });
    expect(everywhere.statusCode).toBe(400);
    expect(everywhere.json().code).toBe(400);
    // The student is still there; the owner's own session reads it and their receipts anywhere.
    const still = await call(t.app, 'GET', '/api/auth/students', undefined, {
      token: ownerToken,
      restaurant: SCHOOL,
    });
    expect(still.json().students).toHaveLength(1);
    const own = await call(t.app, 'POST', '/api/auth/get-past-receipts', {}, { token: ownerToken });
    expect(own.statusCode, own.body).toBe(200);
  });
});
