/**
 * The member identifier kept on the account: saved only when the restaurant's provider knows it, read back
 * from another device's session, removed by a failed look-up or on request; one per user and restaurant, never
 * another user's; anonymous callers get 401 with code 201. And the data file as served lists no promo codes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import {
  type AccountsTestApp,
  BISTRO,
  buildAccountsTestApp,
  call,
  signUp,
  type TestUser,
} from '../accounts/accounts-test-kit';
import { importDataFile } from '../restaurants';

const PLATEAU = 111;
const repoRoot = join(import.meta.dirname, '../../../../..');

let t: AccountsTestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const plateau = JSON.parse(readFileSync(join(repoRoot, 'demo/slice-co-plateau.json'), 'utf8'));
  expect((await importDataFile(t.handle.db, plateau)).ok).toBe(true);
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, restaurant = PLATEAU) => ({ token: user.token, restaurant });

describe('member identifier on the account', () => {
  it('keeps a known identifier in the provider’s spelling, per user and restaurant', async () => {
    expect((await call(t.app, 'GET', '/api/auth/user-membership', undefined, as(a))).json()).toEqual({
      identifier: null,
    });
    const saved = await call(t.app, 'PUT', '/api/auth/user-membership', { identifier: ' elb-1001 ' }, as(a));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ identifier: 'ELB-1001' });
    // Another device: the same session's user reads it back; another user has none.
    expect((await call(t.app, 'GET', '/api/auth/user-membership', undefined, as(a))).json()).toEqual({
      identifier: 'ELB-1001',
    });
    expect((await call(t.app, 'GET', '/api/auth/user-membership', undefined, as(b))).json()).toEqual({
      identifier: null,
    });
    // Saving again replaces it (one per restaurant).
    await call(t.app, 'PUT', '/api/auth/user-membership', { identifier: 'SPH-2002' }, as(a));
    expect((await call(t.app, 'GET', '/api/auth/user-membership', undefined, as(a))).json()).toEqual({
      identifier: 'SPH-2002',
    });
  });

  it('refuses an unknown identifier with 2202 in the diner’s language and removes the one kept', async () => {
    await call(t.app, 'PUT', '/api/auth/user-membership', { identifier: 'ELB-1001' }, as(b));
    const refused = await call(
      t.app,
      'PUT',
      '/api/auth/user-membership',
      { identifier: 'NOPE-0000' },
      { ...as(b), locale: 'fr-CA' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(2202);
    expect(refused.json().message).toMatch(/[a-zé]/);
    expect((await call(t.app, 'GET', '/api/auth/user-membership', undefined, as(b))).json()).toEqual({
      identifier: null,
    });
  });

  it('forgets it on request', async () => {
    const u = await signUp(t.app);
    await call(t.app, 'PUT', '/api/auth/user-membership', { identifier: 'ELB-1001' }, as(u));
    const gone = await call(t.app, 'DELETE', '/api/auth/user-membership', undefined, as(u));
    expect(gone.json()).toEqual({ identifier: null });
    expect((await call(t.app, 'GET', '/api/auth/user-membership', undefined, as(u))).json()).toEqual({
      identifier: null,
    });
  });

  it('refuses a restaurant without a membership program (409) and anonymous callers (401, code 201)', async () => {
    const none = await call(
      t.app,
      'PUT',
      '/api/auth/user-membership',
      { identifier: 'ELB-1001' },
      as(a, BISTRO),
    );
    expect(none.statusCode).toBe(409);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { identifier: 'ELB-1001' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, method, '/api/auth/user-membership', body, { restaurant: PLATEAU });
      expect(res.statusCode, `${method} ${res.body}`).toBe(401);
      expect(res.json().code).toBe(201);
    }
  });

  it('refuses an empty identifier as bad input (400), never a 500', async () => {
    const res = await call(t.app, 'PUT', '/api/auth/user-membership', { identifier: '   ' }, as(a));
    expect(res.statusCode).toBe(400);
  });
});

describe('promo codes are not published', () => {
  // PIZZANIGHT runs from November 2026 to January 2027 in the file as imported (imported files keep their dates).
  beforeAll(() => startClockAt('2026-11-25T17:00:00Z'));
  afterAll(() => startClockAt(undefined));

  it('serves the data file without its promo codes, which still apply when typed', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/slice-co-plateau/data.json' });
    expect(file.statusCode).toBe(200);
    expect(file.json().promo_codes).toBeUndefined();
    expect(file.body).not.toContain('PIZZANIGHT');
    const info = await call(
      t.app,
      'POST',
      '/api/orders/get-discount-info',
      { code: 'pizzanight' },
      {
        restaurant: PLATEAU,
      },
    );
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ code: 'PIZZANIGHT' });
  });
});
