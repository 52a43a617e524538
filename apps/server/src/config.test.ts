import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { tempDirs } from './testing/temp-dirs';

const tempDir = tempDirs('ordering-config-');

describe('readConfig', () => {
  it('applies the defaults', () => {
    const dataDir = tempDir();
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, production: false });
    expect(config.cantineHosts).toEqual([]);
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('keeps the generated local session secret across restarts', () => {
    const dataDir = tempDir();
    const first = readConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(readConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('parses the cantine hosts list', () => {
    const config = readConfig({
      DATA_DIR: tempDir(),
      CANTINE_HOSTS: ' Cantine.example.ca, ,menu.cantine.ca ',
    });
    expect(config.cantineHosts).toEqual(['cantine.example.ca', 'menu.cantine.ca']);
  });

  describe('in production (NODE_ENV=production)', () => {
    const complete = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://order.example.ca',
    };

    it('starts with DATABASE_URL, SESSION_SECRET and PUBLIC_ORIGIN', () => {
      const config = readConfig({ ...complete, DATA_DIR: tempDir() });
      expect(config).toMatchObject({ production: true, demo: false, databaseUrl: 'postgres://db/x' });
      expect(config.sessionSecret).toBe('x'.repeat(32));
    });

    for (const setting of ['DATABASE_URL', 'SESSION_SECRET', 'PUBLIC_ORIGIN'] as const) {
      it(`refuses to start without ${setting}, naming it and only it`, () => {
        const env = { ...complete, [setting]: ' ', DATA_DIR: tempDir() };
        expect(() => readConfig(env)).toThrow(ConfigError);
        const message = (() => {
          try {
            readConfig(env);
          } catch (err) {
            return (err as Error).message;
          }
          return '';
        })();
        expect(message).toMatch(new RegExp(`- ${setting}:`));
        for (const other of ['DATABASE_URL', 'SESSION_SECRET', 'PUBLIC_ORIGIN'].filter((s) => s !== setting))
          expect(message).not.toMatch(new RegExp(`- ${other}:`));
      });
    }

    it('names every missing setting at once', () => {
      expect(() => readConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
        /these settings:\n {2}- DATABASE_URL: .*\n {2}- SESSION_SECRET: .*\n {2}- PUBLIC_ORIGIN: /,
      );
    });

    it('lets the demo (DEMO=1) run on the embedded database without them', () => {
      const config = readConfig({ NODE_ENV: 'production', DEMO: '1', DATA_DIR: tempDir() });
      expect(config).toMatchObject({ production: true, demo: true, databaseUrl: undefined });
      expect(() => readConfig({ DATA_DIR: tempDir(), DEMO: 'yes' })).toThrow(/DEMO must be 1 or 0/);
    });

    it('refuses a DATABASE_URL that is not PostgreSQL and a PUBLIC_ORIGIN that is not an origin', () => {
      expect(() => readConfig({ ...complete, DATABASE_URL: 'mysql://db/x', DATA_DIR: tempDir() })).toThrow(
        /DATABASE_URL must be a PostgreSQL URL/,
      );
      for (const bad of ['order.example.ca', 'https://order.example.ca/', 'ftp://x'])
        expect(() => readConfig({ ...complete, PUBLIC_ORIGIN: bad, DATA_DIR: tempDir() })).toThrow(
          /PUBLIC_ORIGIN must be an origin/,
        );
    });
  });

  describe('processes', () => {
    it('runs one process of every role with a pool of 10 unless told otherwise', () => {
      expect(readConfig({ DATA_DIR: tempDir() })).toMatchObject({
        webConcurrency: 1,
        role: 'all',
        poolMax: 10,
      });
      expect(
        readConfig({
          DATA_DIR: tempDir(),
          DATABASE_URL: 'postgres://db/x',
          WEB_CONCURRENCY: '4',
          ROLE: 'Web',
          PG_POOL_MAX: '25',
        }),
      ).toMatchObject({ webConcurrency: 4, role: 'web', poolMax: 25 });
      expect(readConfig({ DATA_DIR: tempDir(), ROLE: 'worker' }).role).toBe('worker');
    });

    it('refuses a malformed WEB_CONCURRENCY, ROLE or PG_POOL_MAX, naming it', () => {
      const pg = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db/x' };
      for (const bad of ['0', '2.5', 'auto', '65'])
        expect(() => readConfig({ ...pg, WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY must be/);
      for (const bad of ['api', 'both'])
        expect(() => readConfig({ ...pg, ROLE: bad })).toThrow(/ROLE must be web .*worker .*or all/);
      for (const bad of ['0', 'ten'])
        expect(() => readConfig({ ...pg, PG_POOL_MAX: bad })).toThrow(/PG_POOL_MAX must be/);
    });

    it('gives a statement 15 s unless PG_QUERY_TIMEOUT_MS says, and names a bad one', () => {
      expect(readConfig({ DATA_DIR: tempDir() }).queryTimeoutMs).toBe(15_000);
      expect(readConfig({ DATA_DIR: tempDir(), PG_QUERY_TIMEOUT_MS: ' 60000 ' }).queryTimeoutMs).toBe(60_000);
      for (const bad of ['0', '-5', '1.5', 'soon', '3600001'])
        expect(() => readConfig({ DATA_DIR: tempDir(), PG_QUERY_TIMEOUT_MS: bad })).toThrow(
          /PG_QUERY_TIMEOUT_MS must be a whole number from 1 to 3600000/,
        );
    });

    it('closes the listener at once at SIGTERM unless SHUTDOWN_GRACE_MS says, and names a bad one', () => {
      expect(readConfig({ DATA_DIR: tempDir() }).shutdownGraceMs).toBe(0);
      expect(readConfig({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
      expect(readConfig({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: ' 5000 ' }).shutdownGraceMs).toBe(5000);
      for (const bad of ['-1', '2.5', '5s', '20001'])
        expect(() => readConfig({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: bad })).toThrow(
          /SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 20000/,
        );
    });

    it('bounds the order path on the embedded database and not on PostgreSQL unless ADMISSION_MAX says', () => {
      const pg = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db/x' };
      expect(readConfig({ DATA_DIR: tempDir() }).admissionMax).toBe(256);
      expect(readConfig(pg).admissionMax).toBeNull();
      expect(readConfig({ ...pg, ADMISSION_MAX: '500' }).admissionMax).toBe(500);
      expect(readConfig({ DATA_DIR: tempDir(), ADMISSION_MAX: '0' }).admissionMax).toBeNull();
      for (const bad of ['-1', '2.5', 'many'])
        expect(() => readConfig({ ...pg, ADMISSION_MAX: bad })).toThrow(
          /ADMISSION_MAX must be a whole number from 1 to 100000, or 0 for no bound/,
        );
    });

    it('keeps the embedded database to one process', () => {
      expect(() => readConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '2' })).toThrow(
        /WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database belongs to one process/,
      );
    });
  });

  it('has no staff token any more: staff sign in with their accounts', () => {
    expect(readConfig({ DATA_DIR: tempDir(), STAFF_TOKEN: 's'.repeat(24) })).not.toHaveProperty('staffToken');
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(readConfig({ DATA_DIR: tempDir() }).trustProxy).toEqual([]);
    expect(readConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', DEMO: '1' }).trustProxy).toEqual([]);
    expect(
      readConfig({ DATA_DIR: tempDir(), TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback ' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/9'])
      expect(() => readConfig({ DATA_DIR: tempDir(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('limits sign-in attempts at 30 per address and 10 per e-mail unless told otherwise', () => {
    expect(readConfig({ DATA_DIR: tempDir() }).authLimits).toEqual({ perClient: 30, perEmail: 10 });
    expect(
      readConfig({ DATA_DIR: tempDir(), AUTH_LIMIT_PER_CLIENT: '500', AUTH_LIMIT_PER_EMAIL: ' 50 ' })
        .authLimits,
    ).toEqual({ perClient: 500, perEmail: 50 });
    for (const bad of ['0', '-3', '1.5', 'many'])
      expect(() => readConfig({ DATA_DIR: tempDir(), AUTH_LIMIT_PER_EMAIL: bad })).toThrow(
        /AUTH_LIMIT_PER_EMAIL/,
      );
  });

  it('rejects a short secret and a bad port', () => {
    expect(() => readConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => readConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
  });
});
