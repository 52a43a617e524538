// `npm start`: install what is missing, build the web app, migrate, load the demo restaurants, serve.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoSlugs, ensureDependencies, ensureWebBuild, log, root, runOrExit, start } from './lib.mjs';

ensureDependencies();
ensureWebBuild();

log('Migrating the database and loading the demo restaurants…');
runOrExit('npx', ['tsx', 'apps/server/src/cli/seed.ts']);

/**
 * Current zone rules for the server (decision 017): the zone files of Debian's Chromium's ICU data, extracted with
 * icupkg (icu-devtools, installed here when missing and possible), when newer than Node's own. Empty when not.
 */
function zoneRulesDir() {
  if (!existsSync('/usr/lib/chromium/icudtl.dat')) return '';
  if (spawnSync('sh', ['-c', 'command -v icupkg']).status !== 0 && process.getuid?.() === 0) {
    log('Installing icupkg (icu-devtools) for current time-zone rules…');
    spawnSync('sh', ['-c', 'apt-get install -y -qq icu-devtools >/dev/null 2>&1'], { stdio: 'ignore' });
  }
  try {
    const dataDir = process.env.DATA_DIR ?? join(root, '.data');
    return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/zone-rules.ts', dataDir], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
}

const port = process.env.PORT ?? '3000';
const zoneRules = process.env.ICU_TIMEZONE_FILES_DIR ?? zoneRulesDir();
const server = start(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
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
