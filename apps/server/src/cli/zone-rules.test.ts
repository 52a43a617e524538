import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/temp-dirs';
import {
  CHROMIUM_ICU_DATA,
  extractZoneRules,
  isNewerZoneData,
  zoneFileVersion,
  zoneRulesEnv,
} from './zone-rules';

const hasIcupkg = (() => {
  try {
    execFileSync('icupkg', ['--help'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // icupkg --help exits 1 after printing its usage: present all the same.
    return (
      (error as { status?: number }).status !== undefined && (error as { code?: string }).code !== 'ENOENT'
    );
  }
})();
const dir = tempDirs('zone-rules-')();

describe('zone rules newer than Node', () => {
  it.each([
    ['2026e', '2025c', true],
    ['2025c', '2025c', false],
    ['2025b', '2025c', false],
    [null, '2025c', false],
    ['2026a', undefined, true],
  ] as const)('%s over %s -> %s', (candidate, current, newer) => {
    expect(isNewerZoneData(candidate, current)).toBe(newer);
  });

  it('reads the tzdata version of a zoneinfo64.res', () => {
    const res = Buffer.concat([
      Buffer.from('TZVersion', 'utf16le'),
      Buffer.from('2026e', 'utf16le'),
      Buffer.from([0, 0]),
    ]);
    expect(zoneFileVersion(res)).toBe('2026e');
    expect(zoneFileVersion(Buffer.from('no version'))).toBeNull();
  });

  it('no ICU data file: the server keeps its own rules', () => {
    expect(zoneRulesEnv(dir, join(dir, 'missing.dat'))).toEqual({});
  });

  // Needs Debian's chromium (the browser journeys install it) and icu-devtools (npm start installs it).
  it.skipIf(!existsSync(CHROMIUM_ICU_DATA) || !hasIcupkg)(
    "a server started with Chromium's zone files reads Vancouver in November 2026 as the browser does",
    () => {
      const rules = extractZoneRules(CHROMIUM_ICU_DATA, join(dir, 'icu'));
      expect(rules).not.toBeNull();
      const script =
        'process.stdout.write(JSON.stringify([process.versions.tz, new Intl.DateTimeFormat("en-CA",' +
        '{timeZone:"America/Vancouver",hour:"numeric",hourCycle:"h23"}).format(new Date("2026-11-25T20:00:00Z"))]))';
      const [tz, hour] = JSON.parse(
        execFileSync(process.execPath, ['-e', script], {
          env: { ...process.env, ICU_TIMEZONE_FILES_DIR: rules?.dir },
          encoding: 'utf8',
        }),
      ) as [string, string];
      expect(tz).toBe(rules?.version);
      // The browser's answer for the same instant, from the same data: the diner and the server agree.
      const browserHour = Number(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', hour: 'numeric', hourCycle: 'h23' })
          .formatToParts(new Date('2026-11-25T20:00:00Z'))
          .find((p) => p.type === 'hour')?.value,
      );
      if (isNewerZoneData(rules?.version ?? null, process.versions.tz)) {
        // Node's own 2025c rules put Vancouver on UTC-8 (12 h); the newer ones differ from them.
        expect(Number(hour)).not.toBe(browserHour);
      }
      // Debian's chromium has shipped either: 2025c keeps Vancouver on UTC-8 (12 h), 2026e on UTC-7 (13 h).
      const hourByVersion: Record<string, number> = { '2025c': 12, '2026e': 13 };
      expect(Object.keys(hourByVersion)).toContain(rules?.version);
      expect(Number(hour)).toBe(hourByVersion[rules?.version ?? '']);
    },
  );
});
