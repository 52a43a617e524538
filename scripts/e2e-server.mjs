// The server the browser journeys run against: production build of the web app, a fresh embedded database
// in a temporary directory, the demo restaurants loaded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOrExit, start } from './lib.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ordering-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' };
delete env.DATABASE_URL;
runOrExit('npx', ['tsx', 'apps/server/src/cli/seed.ts'], { env });
const server = start(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...env, PORT: process.env.E2E_PORT ?? '3210', HOST: '127.0.0.1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
