import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { tempDirs } from '../testing/temp-dirs';

const tempDir = tempDirs('ordering-metrics-config-');

const env = (more: Record<string, string>) => ({
  DATA_DIR: tempDir(),
  ...more,
});

describe('the metrics settings', () => {
  it('expose nothing unless told: no token, no port, a port bound to this machine when given', () => {
    expect(readConfig(env({}))).toMatchObject({
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
    });
    expect(readConfig(env({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }))).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    });
  });

  it('refuse a guessable token and a port that is not one, naming the setting', () => {
    expect(() => readConfig(env({ METRICS_TOKEN: 'short' }))).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(readConfig(env({ METRICS_TOKEN: ` ${'t'.repeat(16)} ` })).metricsToken).toBe('t'.repeat(16));
    for (const port of ['0', '70000', 'nine', '94.6'])
      expect(() => readConfig(env({ METRICS_PORT: port })), port).toThrow(/METRICS_PORT must be a port/);
  });
});
