// `npm test`: every check, in order of speed: lint, types, unit + API tests, web build, browser journeys.
// Prints one closing line "N passed, N failed" (tests counted across Vitest and Playwright).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureWebBuild, log, onNode24, root, run } from './lib.mjs';

// Node 24 for this script and everything it starts, also where the machine's own Node is older (decision 030).
await onNode24(import.meta.url);

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });

ensureDependencies();

const failures = [];
let passed = 0;
let failed = 0;
const failedTests = []; // repeated at the very end, where a CI log's tail shows them

function step(name, fn) {
  if (!wants(name)) return;
  log(`${name}`);
  const ok = fn();
  if (!ok) failures.push(name);
}

step(
  'lint',
  () =>
    run('npx', ['biome', 'check', '.']) === 0 &&
    run('node', ['scripts/lint-features.mjs']) === 0 &&
    run('node', ['scripts/check-comments.mjs', '--check']) === 0,
);

step('types', () => run('npm', ['run', 'typecheck', '--silent']) === 0);

step('unit', () => {
  // The server's tests of menu pages drawn on the server use the web build (its renderer).
  ensureWebBuild();
  const report = join(out, 'vitest.json');
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed += r.numPassedTests ?? 0;
    for (const file of r.testResults ?? []) {
      for (const a of file.assertionResults ?? []) {
        if (a.status !== 'failed') continue;
        const why = (a.failureMessages ?? []).join('\n').split('\n').slice(0, 3).join(' | ');
        failedTests.push(`${file.name.replace(`${root}/`, '')} > ${a.fullName}: ${why}`);
      }
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
        failedTests.push(`${file.name.replace(`${root}/`, '')}: ${String(file.message ?? '').slice(0, 300)}`);
      }
    }
    failed += (r.numFailedTests ?? 0) + (code !== 0 && (r.numFailedTests ?? 0) === 0 ? 1 : 0);
  } else if (code !== 0) failed += 1;
  return code === 0;
});

step('e2e', () => {
  ensureChromium();
  ensureWebBuild();
  const report = join(out, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const s = r.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const last = (t.results ?? []).at(-1);
          const why = String(last?.error?.message ?? '')
            .split('\n')
            .slice(0, 2)
            .join(' | ');
          failedTests.push(
            `e2e/${spec.file} > ${[...path, spec.title].join(' > ')} [${t.projectName}]: ${why}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of r.suites ?? []) walk(suite, []);
    failed += s.unexpected ?? 0;
    if (code !== 0 && !(s.unexpected > 0)) failed += 1;
  } else if (code !== 0) failed += 1;
  return code === 0;
});

writeFileSync(join(out, 'summary.json'), JSON.stringify({ passed, failed, failures, names: failedTests }));
for (const line of failedTests) process.stdout.write(`\n✗ ${line.slice(0, 600)}`);
if (failures.length > 0) process.stdout.write(`\nFailed steps: ${failures.join(', ')}\n`);
process.stdout.write(
  `${passed} passed, ${failed + (failures.length > 0 && failed === 0 ? failures.length : 0)} failed\n`,
);
process.exit(failures.length > 0 ? 1 : 0);
