import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'ordering-config-'));

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

  it('requires SESSION_SECRET in production with an external database', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DATA_DIR: tempDir() };
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(/SESSION_SECRET is required in production/);
    expect(readConfig({ ...env, SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });

  it('has no staff token any more: staff sign in with their accounts', () => {
    expect(readConfig({ DATA_DIR: tempDir(), STAFF_TOKEN: 's'.repeat(24) })).not.toHaveProperty('staffToken');
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(readConfig({ DATA_DIR: tempDir() }).trustProxy).toEqual([]);
    expect(readConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' }).trustProxy).toEqual([]);
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
