/**
 * Current zone rules for the server (decision 017): Node 20's ICU carries tzdata 2025c, older than the browsers'
 * (Chromium here ships 2026e, where America/Vancouver stays on UTC-7 from November 2026). ICU reads zone rules from
 * ICU_TIMEZONE_FILES_DIR before its own data, so the start-up script extracts the four zone files from the ICU data
 * file Debian's Chromium ships (with `icupkg`, Debian's icu-devtools) into a directory kept under DATA_DIR, and starts
 * the server with ICU_TIMEZONE_FILES_DIR set when those rules are newer than Node's. The variable must be set before
 * the process starts: ICU reads it once.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_ICU_DATA = '/usr/lib/chromium/icudtl.dat';
const ZONE_FILES = ['zoneinfo64.res', 'metaZones.res', 'timezoneTypes.res', 'windowsZones.res'] as const;

/** The tzdata version a zoneinfo64.res holds (its TZVersion string, UTF-16), or null. */
export function zoneFileVersion(zoneinfo: Buffer): string | null {
  // The strings of a resource bundle are UTF-16 at even offsets.
  const text = zoneinfo.subarray(0, zoneinfo.length - (zoneinfo.length % 2)).toString('utf16le');
  return /20\d\d[a-z](?![a-z])/.exec(text)?.[0] ?? null;
}

/** tzdata versions compare as text: '2026e' > '2025c'. */
export const isNewerZoneData = (candidate: string | null, current: string | undefined) =>
  candidate !== null && (current === undefined || candidate > current);

/**
 * Extracts the zone files of `icuData` into `targetDir` (once per data file) and answers the directory and its
 * tzdata version, or null when there is no data file or no `icupkg`.
 */
export function extractZoneRules(
  icuData: string,
  targetDir: string,
): { dir: string; version: string } | null {
  if (!existsSync(icuData)) return null;
  const stamp = String(Math.round(statSync(icuData).mtimeMs));
  const dir = join(targetDir, stamp);
  const zoneinfo = join(dir, 'zoneinfo64.res');
  if (!existsSync(zoneinfo)) {
    rmSync(targetDir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const work = join(dir, 'pkg');
    mkdirSync(work);
    // icupkg reads a package only under the name its items carry (icudt78l/...): read it from the table of contents.
    const name = /(icudt\d+[lb])\//.exec(readFileSync(icuData).subarray(0, 65_536).toString('latin1'))?.[1];
    if (!name) return null;
    const pkg = join(work, `${name}.dat`);
    copyFileSync(icuData, pkg);
    for (const file of ZONE_FILES) {
      try {
        execFileSync('icupkg', ['-x', file, pkg, '-d', dir], { stdio: 'ignore' });
      } catch {
        // icupkg exits non-zero over the package's unrelated missing items, having extracted the file asked for.
      }
    }
    rmSync(work, { recursive: true, force: true });
  }
  if (!ZONE_FILES.every((f) => existsSync(join(dir, f)))) return null;
  const version = zoneFileVersion(readFileSync(zoneinfo));
  return version ? { dir, version } : null;
}

/** The environment to start the server with: ICU_TIMEZONE_FILES_DIR when newer rules are at hand, else nothing. */
export function zoneRulesEnv(dataDir: string, icuData = CHROMIUM_ICU_DATA): Record<string, string> {
  try {
    const rules = extractZoneRules(icuData, join(dataDir, 'icu-zone-rules'));
    if (rules && isNewerZoneData(rules.version, process.versions.tz))
      return { ICU_TIMEZONE_FILES_DIR: rules.dir };
  } catch {
    // No icupkg or an unreadable data file: the server keeps Node's own rules.
  }
  return {};
}

// `node --import tsx apps/server/src/cli/zone-rules.ts DATA_DIR` prints the variable for a shell.
if (process.argv[1]?.endsWith('zone-rules.ts') && process.argv[2]) {
  const env = zoneRulesEnv(process.argv[2]);
  process.stdout.write(env.ICU_TIMEZONE_FILES_DIR ?? '');
}
