// `npm run import -- FILE.json [FILE.json...]`: validates each restaurant data file and, when valid, creates or
// replaces the restaurant and publishes the file as its next version. A bad file prints every offending JSON path
// with its reason, and nothing of it is written.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { exitIfInUse } from '../db/embedded-owner';
import { dataFileIssueText, importDataFile } from '../features/restaurants';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  process.stderr.write('Usage: npm run import -- path/to/restaurant.json [more.json...]\n');
  process.exit(2);
}

// `npm run -w` runs in the workspace folder; paths are meant from where the user typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();
const database = await openDatabase(readConfig(process.env)).catch(exitIfInUse('Cannot import'));
let failed = 0;
try {
  await database.migrate();
  for (const file of files) {
    const path = resolve(cwd, file);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      failed++;
      process.stderr.write(`✗ ${file}: cannot read it as JSON (${(err as Error).message})\n`);
      continue;
    }
    const result = await importDataFile(database.db, json);
    if (!result.ok) {
      failed++;
      process.stderr.write(`✗ ${file}: rejected, nothing was written. ${result.issues.length} problem(s):\n`);
      for (const issue of result.issues)
        process.stderr.write(`    ${issue.path}: ${dataFileIssueText('en-CA', issue)}\n`);
      continue;
    }
    process.stdout.write(
      `✓ ${file}: ${result.created ? 'created' : 'replaced'} "${result.slug}" (id ${result.restaurantId}), published version ${result.version}\n`,
    );
  }
} finally {
  await database.close();
}
process.exit(failed > 0 ? 1 : 0);
