// `npm run seed:demo`: migrates the database and loads every demo restaurant (`demo/<slug>.json`) and the demo
// accounts, whose passwords are published. Run by `npm start`, the e2e server and the benchmark, never by the server
// itself. A demo file whose content is already published is skipped, so restarts add no versions.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { now, startClockAt } from '../clock';
import { ConfigError, readConfig, repoRoot } from '../config';
import { openDatabase } from '../db/client';
import { exitIfInUse } from '../db/embedded-owner';
import { dataFileIssueText, importDataFile } from '../features/restaurants';
import { seedDemoAccounts } from './demo-accounts';
import { moveDemoCalendar } from './demo-calendar';
import { seedDemoExtras } from './demo-extras';

const demoDir = join(repoRoot, 'demo');
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`\nCannot load the demo: ${err.message}\n\n`);
  process.exit(1);
}
// Known owner logins have no place in a real deployment: only the demo's own server (DEMO=1) takes them.
if (config.production && !config.demo) {
  process.stderr.write(
    '\nThe demo restaurants and accounts (published passwords) are not loaded in production (NODE_ENV=production);\n' +
      'DEMO=1 runs a demo built for production on purpose.\n\n',
  );
  process.exit(1);
}
const database = await openDatabase(config).catch(exitIfInUse('Cannot load the demo'));
// On the server's clock (CLOCK_START for the browser journeys): the demo's windows and holidays are placed around
// the server's today, and the stadium's "today" event is the server's today.
startClockAt(process.env.CLOCK_START);
let failed = 0;
try {
  await database.migrate();
  const files = readdirSync(demoDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    const demo = moveDemoCalendar(JSON.parse(readFileSync(join(demoDir, file), 'utf8')), now());
    const result = await importDataFile(database.db, demo, { skipIfUnchanged: true });
    if (!result.ok) {
      failed++;
      process.stderr.write(`✗ demo/${file} is not a valid data file:\n`);
      for (const issue of result.issues)
        process.stderr.write(`    ${issue.path}: ${dataFileIssueText('en-CA', issue)}\n`);
      continue;
    }
    await seedDemoExtras(database.db, result.slug, result.restaurantId);
  }
  process.stdout.write(`Demo data: ${files.length - failed} restaurant(s) loaded.\n`);
  // After the restaurants: the diner's orders and the parent's students belong to them.
  const accounts = await seedDemoAccounts(database.db, now());
  process.stdout.write(
    `Demo accounts (log in at /login):\n${accounts
      .map((a) => `    ${a.email.padEnd(26)} ${a.password.padEnd(15)} ${a.about}`)
      .join('\n')}\n`,
  );
} finally {
  await database.close();
}
process.exit(failed > 0 ? 1 : 0);
