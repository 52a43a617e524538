/**
 * Test helpers for the account calls: an app with a public origin and a known secret, and a caller that signs up,
 * logs in and calls as a given user. Each request comes from its own client address unless one is given, so the
 * per-client rate limits are exercised only where a test means to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../../app';
import { repoRoot } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { testDataFile } from '../../testing/data-files';
import { openTestDatabase } from '../../testing/test-db';
import { importDataFile } from '../restaurants';

export const TEST_SECRET = 'accounts-test-secret-0123456789abcdef';
export const TEST_ORIGIN = 'http://localhost:3000';
export const BISTRO = 9001;
/** northview-schools: K-12 with schools and the NVSUPPORT50 subsidy code. */
export const SCHOOL = 104;

export interface AccountsTestApp {
  app: App;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function buildAccountsTestApp(
  options: { publicOrigin?: string | undefined; extra?: Partial<Parameters<typeof buildApp>[0]> } = {},
): Promise<AccountsTestApp> {
  const handle = await openTestDatabase();
  const app = await buildApp({
    db: handle.db,
    listen: handle.listen,
    version: 'test',
    config: {
      cantineHosts: [],
      production: false,
      publicOrigin: 'publicOrigin' in options ? options.publicOrigin : TEST_ORIGIN,
      webDistDir: join(repoRoot, 'apps/server/src/testing/fixtures/web-dist'),
      demoImagesDir: join(repoRoot, 'demo/images'),
      sessionSecret: TEST_SECRET,
    },
    ...options.extra,
  });
  await app.ready();
  expect((await importDataFile(handle.db, testDataFile({ id: BISTRO }))).ok).toBe(true);
  const school = JSON.parse(readFileSync(join(repoRoot, 'demo/northview-schools.json'), 'utf8'));
  expect((await importDataFile(handle.db, school)).ok).toBe(true);
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

let clientSeq = 0;
/** A fresh client address per request (10.x.y.z). */
export const nextClient = () => {
  clientSeq++;
  return `10.${(clientSeq >> 16) & 255}.${(clientSeq >> 8) & 255}.${clientSeq & 255}`;
};

export interface CallOptions {
  token?: string | undefined;
  cookie?: string | undefined;
  restaurant?: number | undefined;
  locale?: string;
  ip?: string;
  origin?: string;
}

/** The session cookie an answer set, if any. */
export const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'ordering_user');

export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  o: CallOptions = {},
) {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.cookie) headers.cookie = `ordering_user=${o.cookie}`;
  if (o.restaurant !== undefined) headers['x-restaurant-id'] = String(o.restaurant);
  if (o.locale) headers.locale = o.locale;
  if (o.origin) headers.origin = o.origin;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: o.ip ?? nextClient(),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

let userSeq = 0;
export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function signUp(app: App, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  userSeq++;
  const body = {
    email: `user${userSeq}-${Date.now()}@example.com`,
    password: 'Secret-2026!',
    firstName: 'Test',
    lastName: `User${String.fromCharCode(65 + (userSeq % 26))}`,
    phoneNumber: '416-555-0100',
    ...overrides,
  };
  const res = await call(app, 'POST', '/api/auth/register-user', body);
  expect(res.statusCode, res.body).toBe(200);
  const profile = res.json() as { id: string; token: string };
  return {
    id: profile.id,
    email: String(body.email).toLowerCase(),
    password: String(body.password),
    token: profile.token,
  };
}

/** The accounts app of the test file that calls `useAccountsTestApp()`: a live binding, set in its beforeAll. */
export let t: AccountsTestApp;

/** Builds the test file's accounts app before its tests and closes it after them. */
export function useAccountsTestApp(): void {
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
}
