/**
 * Social login through the IdentityProvider adapters, against a fake provider on 127.0.0.1 (its key set and a
 * Graph API), with the real verification code; and the built-in sandbox, consent page to signed-in profile.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityConfigError, identityProvidersFromEnv } from '../../adapters/identity/providers';
import { userIdentities, users } from '../../db/schema';
import { type AccountsTestApp, buildAccountsTestApp, call, signUp, TEST_SECRET } from './accounts-test-kit';

let fake: Server;
let base: string;
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let keys: { google: Key; apple: Key; stranger: Key };
const jwks: Record<string, JWK[]> = {};
/** Facebook tokens the fake Graph API knows: token -> debug data and profile. */
const facebookTokens = new Map<string, { appId: string; valid: boolean; profile: Record<string, string> }>();

let t: AccountsTestApp;
let sandboxOnly: AccountsTestApp;

beforeAll(async () => {
  const pairs = await Promise.all([
    generateKeyPair('RS256'),
    generateKeyPair('ES256'),
    generateKeyPair('RS256'),
  ]);
  keys = { google: pairs[0].privateKey, apple: pairs[1].privateKey, stranger: pairs[2].privateKey };
  jwks.google = [{ ...(await exportJWK(pairs[0].publicKey)), kid: 'g1', alg: 'RS256' }];
  jwks.apple = [{ ...(await exportJWK(pairs[1].publicKey)), kid: 'a1', alg: 'ES256' }];
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/jwks') return json(200, { keys: jwks.google });
    if (url.pathname === '/apple/jwks') return json(200, { keys: jwks.apple });
    const token = facebookTokens.get(
      url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? '',
    );
    if (url.pathname === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== 'fb-app|fb-secret') return json(400, { error: 'bad app' });
      if (!token) return json(200, { data: { is_valid: false } });
      return json(200, { data: { is_valid: token.valid, app_id: token.appId, user_id: token.profile.id } });
    }
    if (url.pathname === '/graph/me') return token ? json(200, token.profile) : json(401, { error: 'no' });
    json(404, {});
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await buildAccountsTestApp({
    extra: {
      identityProviders: identityProvidersFromEnv(
        {
          GOOGLE_CLIENT_ID: 'google-client',
          GOOGLE_ISSUER: 'https://accounts.google.test',
          GOOGLE_JWKS_URL: `${base}/google/jwks`,
          APPLE_CLIENT_ID: 'apple-client',
          APPLE_ISSUER: 'https://appleid.apple.test',
          APPLE_JWKS_URL: `${base}/apple/jwks`,
          FACEBOOK_APP_ID: 'fb-app',
          FACEBOOK_APP_SECRET: 'fb-secret',
          FACEBOOK_GRAPH_URL: `${base}/graph`,
        },
        TEST_SECRET,
      ),
    },
  });
  sandboxOnly = await buildAccountsTestApp();
});
afterAll(async () => {
  await t.close();
  await sandboxOnly.close();
  await new Promise((resolve) => fake.close(resolve));
});

let subjectSeq = 0;
async function idToken(
  provider: 'google' | 'apple',
  claims: Record<string, unknown> = {},
  o: { issuer?: string; audience?: string; key?: Key; expiresIn?: string } = {},
) {
  const issuer = provider === 'google' ? 'https://accounts.google.test' : 'https://appleid.apple.test';
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({
      alg: provider === 'google' ? 'RS256' : 'ES256',
      kid: provider === 'google' ? 'g1' : 'a1',
    })
    .setIssuer(o.issuer ?? issuer)
    .setAudience(o.audience ?? `${provider}-client`)
    .setSubject(String(claims.sub ?? `subject-${++subjectSeq}`))
    .setIssuedAt()
    .setExpirationTime(o.expiresIn ?? '5m')
    .sign(o.key ?? keys[provider]);
}

describe('Google and Apple: ID tokens verified against the provider key set', () => {
  it('creates an account without a password on first sign-in, then signs the same identity in again', async () => {
    const token = await idToken('google', {
      sub: 'g-123',
      email: 'Grace@Example.com',
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const first = await call(t.app, 'POST', '/api/auth/login-google', { idToken: token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      hasPassword: false,
    });
    expect(first.cookies.find((c) => c.name === 'ordering_user')?.value).toBe(first.json().token);
    const again = await call(t.app, 'POST', '/api/auth/login-google', { idToken: token });
    expect(again.json().id).toBe(first.json().id);
    const [linked] = await t.handle.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'g-123'));
    expect(linked).toMatchObject({ provider: 'google', email: 'grace@example.com' });
    // No password: a native login cannot open it.
    const native = await call(t.app, 'POST', '/api/auth/login-native', {
      email: 'grace@example.com',
      password: 'Anything-1!',
    });
    expect(native.statusCode).toBe(401);
  });

  it('links a first sign-in to the account with the same verified e-mail', async () => {
    const a = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/login-apple', {
      idToken: await idToken('apple', { email: a.email, email_verified: 'true' }),
      firstName: 'Ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, hasPassword: true });
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong issuer', { issuer: 'https://evil.test' }],
    ['a key the provider does not publish', { key: 'stranger' as const }],
    ['an expired token', { expiresIn: '-10m' }],
  ])('refuses %s with 401', async (_, o) => {
    const token = await idToken('google', { email: 'x@example.com' }, {
      ...o,
      key: 'key' in o ? keys.stranger : undefined,
    } as never);
    const res = await call(t.app, 'POST', '/api/auth/login-google', { idToken: token }, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      message:
        'Nous n’avons pas pu vous connecter avec Google. Veuillez vérifier les autorisations du compte.',
    });
  });

  it('refuses a Google token at the Apple call, garbage, and no token', async () => {
    const google = await idToken('google', { email: 'y@example.com' });
    for (const body of [{ idToken: google }, { idToken: 'not.a.jwt' }, {}]) {
      expect((await call(t.app, 'POST', '/api/auth/login-apple', body)).statusCode).toBe(401);
    }
  });

  it('needs a verified e-mail for a new account, and register:false refuses to create one', async () => {
    const unverified = await call(t.app, 'POST', '/api/auth/login-google', {
      idToken: await idToken('google', { email: 'u@example.com', email_verified: false }),
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe('Google did not share a verified e-mail address.');
    const noRegister = await call(t.app, 'POST', '/api/auth/login-google', {
      idToken: await idToken('google', { email: 'new-person@example.com' }),
      register: false,
    });
    expect(noRegister.statusCode).toBe(404);
    const [none] = await t.handle.db.select().from(users).where(eq(users.email, 'new-person@example.com'));
    expect(none).toBeUndefined();
  });
});

describe('Facebook: the access token checked with the Graph API', () => {
  it('signs in a token issued to this app and reads the profile', async () => {
    facebookTokens.set('fb-good', {
      appId: 'fb-app',
      valid: true,
      profile: { id: 'fb-1', email: 'fb.user@example.com', first_name: 'Fay', last_name: 'Book' },
    });
    const res = await call(t.app, 'POST', '/api/auth/login-facebook', { accessToken: 'fb-good' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'fb.user@example.com', firstName: 'Fay', lastName: 'Book' });
  });

  it('refuses a token of another app, an invalid token and an unknown one', async () => {
    facebookTokens.set('fb-other-app', {
      appId: 'someone-else',
      valid: true,
      profile: { id: 'fb-2', email: 'other@example.com', first_name: 'O', last_name: 'A' },
    });
    facebookTokens.set('fb-invalid', {
      appId: 'fb-app',
      valid: false,
      profile: { id: 'fb-3', email: 'inv@example.com', first_name: 'I', last_name: 'V' },
    });
    for (const accessToken of ['fb-other-app', 'fb-invalid', 'fb-unknown']) {
      const res = await call(t.app, 'POST', '/api/auth/login-facebook', { accessToken });
      expect(res.statusCode, accessToken).toBe(401);
    }
  });

  it('needs both Facebook settings', () => {
    expect(() => identityProvidersFromEnv({ FACEBOOK_APP_ID: 'x' }, TEST_SECRET)).toThrow(
      IdentityConfigError,
    );
  });
});

describe('the sandbox provider', () => {
  it('consent page -> ID token in the fragment -> "Continue with Google" signs in through the same verification', async () => {
    const page = await sandboxOnly.app.inject({
      method: 'GET',
      url: '/api/auth/sandbox/authorize?provider=google&redirect_uri=/login%3FsuiteOperator%3Dtrue&state=s1&lang=fr',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Se connecter avec Google (bac à sable)');
    const link = /href="(\/api\/auth\/sandbox\/consent\?[^"]+)"/
      .exec(page.body)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(link).toContain('identity=sandbox-diner');
    const consent = await sandboxOnly.app.inject({ method: 'GET', url: link as string });
    expect(consent.statusCode).toBe(302);
    const location = consent.headers.location as string;
    expect(location.startsWith('/login?suiteOperator=true#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe('s1');
    const login = await call(sandboxOnly.app, 'POST', '/api/auth/login-google', {
      idToken: fragment.get('id_token'),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ email: 'diner@example.com', firstName: 'Dana' });
    // A sandbox token for Google is not accepted as an Apple one, nor by an app with real Google configured.
    const apple = await call(sandboxOnly.app, 'POST', '/api/auth/login-apple', {
      idToken: fragment.get('id_token'),
    });
    expect(apple.statusCode).toBe(401);
    const real = await call(t.app, 'POST', '/api/auth/login-google', { idToken: fragment.get('id_token') });
    expect(real.statusCode).toBe(401);
  });

  it('publishes its key set, and never redirects to another site', async () => {
    const set = await sandboxOnly.app.inject({ method: 'GET', url: '/api/auth/sandbox/jwks' });
    expect(set.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(set.json().keys[0].d).toBeUndefined();
    for (const target of ['https://evil.test/', '//evil.test/x', '/\\evil.test']) {
      const res = await sandboxOnly.app.inject({
        method: 'GET',
        url: `/api/auth/sandbox/consent?identity=sandbox-diner&redirect_uri=${encodeURIComponent(target)}`,
      });
      expect(res.statusCode, target).toBe(400);
    }
  });

  it('SANDBOX_LOGIN=off leaves unconfigured providers unavailable', () => {
    const off = identityProvidersFromEnv({ SANDBOX_LOGIN: 'off' }, TEST_SECRET);
    expect(off.get('google')).toBeUndefined();
    expect(off.sandbox).toBeNull();
    expect(identityProvidersFromEnv({}, TEST_SECRET).sandboxed).toEqual(['google', 'facebook', 'apple']);
  });
});
