import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { testDataFile } from '../testing/data-files';
import { tempDirs } from '../testing/temp-dirs';

const tempDir = tempDirs('ordering-import-');

// The CLI as a user runs it: a real process on its own embedded database in a temporary folder.
function runImport(dataDir: string, ...files: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, INIT_CWD: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/cli/import.ts'), ...files],
    {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      // A fresh embedded database migrated from nothing, under tsx: slow on a busy machine, never stuck.
      timeout: 150_000,
    },
  );
}

describe('npm run import', () => {
  it('publishes a valid file, then rejects a broken one printing every bad path and writing nothing', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'good.json'), JSON.stringify(testDataFile({ slug: 'cli-bistro', id: 777 })));
    const broken = testDataFile({ slug: 'cli-bistro', id: 777, itemPrice: 20 }) as ReturnType<
      typeof testDataFile
    > & {
      restaurant: Record<string, unknown>;
    };
    broken.restaurant.tax_rate = { tax1: 7 };
    (broken.menus[0]!.sections[0]!.items[0]! as Record<string, unknown>).calories = { kcal: 1 };
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
    writeFileSync(join(dir, 'not-json.json'), '{ "restaurant": ');

    const good = runImport(dir, 'good.json');
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('✓ good.json: created "cli-bistro" (id 777), published version 1');

    const bad = runImport(dir, 'broken.json', 'not-json.json');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('✗ broken.json: rejected, nothing was written.');
    // In plain words (data-file-issues.ts, as the publish route says them in English), not zod's.
    expect(bad.stderr).toContain('restaurant.tax_rate.tax1: Must be at most 1.');
    expect(bad.stderr).toContain('menus[0].sections[0].items[0].calories: Invalid value.');
    expect(bad.stderr).not.toMatch(/Too big|Invalid input/);
    expect(bad.stderr).toContain('✗ not-json.json: cannot read it as JSON');

    // The broken file changed nothing: importing the good one again is version 2, not 3.
    const again = runImport(dir, 'good.json');
    expect(again.stdout).toContain('replaced "cli-bistro" (id 777), published version 2');
  }, 400_000);

  it('explains its usage when given no file', () => {
    const res = runImport(tempDir());
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Usage: npm run import -- path/to/restaurant.json');
    // Starting tsx alone took over 20 s (the default) once with the machine's load above 20.
  }, 150_000);
});
