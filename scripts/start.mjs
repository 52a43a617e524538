// `npm start`: install what is missing, build the web app, migrate, load the demo restaurants, serve.
import { join } from 'node:path';
import {
  demoSlugs,
  ensureDependencies,
  ensureWebBuild,
  log,
  onNode24,
  root,
  runOrExit,
  start,
  zoneRulesDir,
} from './lib.mjs';

// Node 24 for this script and everything it starts, also where the machine's own Node is older (decision 030).
await onNode24(import.meta.url);

ensureDependencies();
ensureWebBuild();

// The demo (DEMO=1): the embedded database unless DATABASE_URL says otherwise, the demo restaurants and accounts,
// and production's libraries (React's server renderer among them) without a deployment's required settings.
const demoEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO: '1' };

log('Migrating the database and loading the demo restaurants…');
runOrExit('npm', ['run', '--silent', 'seed:demo'], { env: demoEnv });

const port = process.env.PORT ?? '3000';
const zoneRules = zoneRulesDir(process.env.DATA_DIR ?? join(root, '.data'));
const server = start(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...demoEnv,
    PORT: port,
    ...(zoneRules ? { ICU_TIMEZONE_FILES_DIR: zoneRules } : {}),
  },
});

async function announce() {
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const lines = demoSlugs().map((slug) => `    ${base}/${slug}`);
  process.stdout.write(
    `\n  Ordering platform running at ${base}\n\n  Demo restaurants:\n${lines.join('\n')}\n\n` +
      `  Workplace cafeterias: ${base}/cantine\n  API docs: ${base}/api/docs\n` +
      '  Staff sign in with their accounts (staff.owner@example.com, staff.manager@example.com, staff@example.com;\n' +
      '  password Staff-2026!): see the README for the staff API.\n\n',
  );
}
announce();

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
