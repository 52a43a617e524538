// The server the browser journeys run against: production build of the web app, a fresh embedded database
// in a temporary directory, the demo restaurants loaded.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOrExit, start, zoneRulesDir } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3210';
// The e-mail provider the server posts to (EMAIL_TRANSPORT=http, the production transport): it keeps what it is
// sent, and a journey reads a recipient's mail from GET /messages?to=… (a password reset link, for one).
// Keep the port in step with mailbox() in e2e/fixtures.ts.
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(port) + 1000);
const mailToken = 'e2e-mail';
const mail = [];
const catcher = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const answer = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    return answer(
      200,
      mail.filter((m) => !to || m.to === to),
    );
  }
  if (request.method !== 'POST') return answer(404, {});
  if (request.headers.authorization !== `Bearer ${mailToken}`) return answer(401, {});
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    try {
      mail.push({ ...JSON.parse(body), at: new Date().toISOString() });
      answer(200, { id: `e2e-mail-${mail.length}` });
    } catch {
      answer(400, {});
    }
  });
});
catcher.listen(mailPort, '127.0.0.1');

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ordering-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', DEMO: '1', DATABASE_URL: '' };
delete env.DATABASE_URL;
runOrExit('npx', ['tsx', 'apps/server/src/cli/seed.ts'], { env });
// The browser's zone rules (Chromium's), as npm start does: the diner's clock and the server's agree (decision 017).
const zoneRules = zoneRulesDir(dataDir);
if (zoneRules) env.ICU_TIMEZONE_FILES_DIR = zoneRules;
const server = start(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    // The origin the browser uses: links in e-mails lead there, and cookie-authenticated writes are checked
    // against it, as in production.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    EMAIL_TRANSPORT: 'http',
    EMAIL_HTTP_URL: `http://127.0.0.1:${mailPort}/send`,
    EMAIL_HTTP_TOKEN: mailToken,
    EMAIL_FROM: 'orders@example.com',
    // Every browser of the suite comes from 127.0.0.1 and the demo accounts sign in dozens of times in 15 minutes:
    // the production limits (30 per address, 10 per e-mail) would refuse the suite's own sign-ins. The limits
    // themselves are tested by the API tests.
    AUTH_LIMIT_PER_CLIENT: '5000',
    AUTH_LIMIT_PER_EMAIL: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  catcher.close();
  // The suite's embedded database (about 40 MB) goes with it, unless the caller named the folder to keep.
  if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
