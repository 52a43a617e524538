// The machine's floor under the bench's cheapest rows: the very bytes and headers the server answered for ping, the
// menu file (identity and brotli) and a cart's costs, answered again by a bare node:http server in a process of its
// own (which reads and parses the cart's body, and prices nothing), loaded the same way. What a route costs beyond
// that floor is the server's; what the floor costs is the machine's (the kernel copying 176 KB through the loopback,
// the load generator reading it), whatever the server does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds } from './bench-report.mjs';
import { log, start } from './lib.mjs';

// Headers of the connection, not of the answer: node:http writes its own.
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer as it left the server: status, headers and the body's bytes as sent (still compressed). */
function rawAnswer(url, { method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          ),
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}

// The floor's server: each path answers its stored answer, once it has read and parsed the request's body (a JSON
// body is parsed, as any server of it must).
const FLOOR_SERVER = `
const answers = JSON.parse(require('node:fs').readFileSync(process.env.FLOOR_ANSWERS, 'utf8'));
for (const answer of Object.values(answers)) answer.body = Buffer.from(answer.body, 'base64');
require('node:http')
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const answer = answers[req.url];
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  })
  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/**
 * Each scenario (name, path, headers) answered by the server at `base`, then by the floor server with the same
 * bytes; `cannon` is the bench's load run. Rows of req/s and server CPU a request for the floor.
 */
export async function benchFloor(base, scenarios, cannon) {
  const answers = {};
  for (const [i, scenario] of scenarios.entries())
    answers[`/${i}`] = await rawAnswer(`${base}${scenario.request.path}`, scenario.request);
  const port = String(3950 + Math.floor(Math.random() * 40));
  // In a file: the menu file's bytes are more than one environment variable may hold.
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  writeFileSync(join(dir, 'answers.json'), JSON.stringify(answers));
  const floor = start(process.execPath, ['-e', FLOOR_SERVER], {
    env: { ...process.env, FLOOR_ANSWERS: join(dir, 'answers.json'), FLOOR_PORT: port },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      floor.stdout.once('data', resolve);
      floor.once('exit', (code) => reject(new Error(`the floor's server exited (${code})`)));
    });
    const rows = [];
    for (const [i, scenario] of scenarios.entries()) {
      const url = `http://127.0.0.1:${port}/${i}`;
      const { method = 'GET', headers = {}, body } = scenario.request;
      const load = { url, method, headers, ...(body === undefined ? {} : { body }) };
      await cannon({ ...load, duration: 2 });
      const before = cpuSeconds(floor.pid);
      const r = await cannon(load);
      rows.push({
        route: scenario.name,
        bytes: Buffer.from(answers[`/${i}`].body, 'base64').length,
        'floor req/s': Math.round(r.requests.average),
        'floor CPU us/req': Math.round(
          ((cpuSeconds(floor.pid) - before) * 1e6) / Math.max(1, r.requests.total),
        ),
      });
    }
    return rows;
  } catch (error) {
    log(`the floor was not measured: ${error.message}`);
    return [];
  } finally {
    floor.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
