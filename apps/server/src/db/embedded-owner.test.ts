import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { openDatabase } from './client';
import { EmbeddedDatabaseInUse, holdEmbeddedFolder } from './embedded-owner';

const folders: string[] = [];
const children: ChildProcess[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-owner-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process holding `dir`, as a second `npm start` would; answers once it holds it. */
async function otherProcessHolding(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./apps/server/src/db/embedded-owner.ts').then((m) => { m.holdEmbeddedFolder(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the other process ended (${code})`)));
  });
  return child;
}

describe('the embedded database folder belongs to one process', () => {
  it('refuses a folder another running process holds, naming it and what to do, and takes it once that process was killed', async () => {
    const dir = folder();
    const other = await otherProcessHolding(dir);
    expect(() => holdEmbeddedFolder(dir)).toThrow(EmbeddedDatabaseInUse);
    expect(() => holdEmbeddedFolder(dir)).toThrow(
      new RegExp(`open in another process \\(pid ${other.pid}\\).*set DATA_DIR to another folder`),
    );
    // Killed without its exit handlers: its file stays, naming a process that is gone.
    const gone = new Promise((resolve) => other.once('exit', resolve));
    other.kill('SIGKILL');
    await gone;
    const release = holdEmbeddedFolder(dir);
    expect(readFileSync(join(dir, 'owner'), 'utf8')).toMatch(new RegExp(`^${process.pid}(:\\d+:\\d*)?$`));
    release();
  });

  it('takes over a file left by a process whose pid now names another process (a restart)', () => {
    const dir = folder();
    // This very pid, with a start time it never had: the file of a process before a restart.
    writeFileSync(join(dir, 'owner'), `${process.pid}:1`);
    const release = holdEmbeddedFolder(dir);
    release();
    writeFileSync(join(dir, 'owner'), '999999999');
    holdEmbeddedFolder(dir)();
  });

  it('refuses a file written from another pid namespace (another container on the folder): its pid says nothing here', () => {
    const dir = folder();
    holdEmbeddedFolder(dir)();
    const release = holdEmbeddedFolder(dir);
    const me = readFileSync(join(dir, 'owner'), 'utf8');
    release();
    const [pid, start, namespace] = me.split(':');
    // Without /proc there is no namespace to compare: nothing to test.
    if (!namespace) return;
    writeFileSync(join(dir, 'owner'), `${pid}:${start}:${namespace}1`);
    expect(() => holdEmbeddedFolder(dir)).toThrow(EmbeddedDatabaseInUse);
  });

  it('refuses a file another process has created and not yet written', () => {
    const dir = folder();
    writeFileSync(join(dir, 'owner'), '');
    expect(() => holdEmbeddedFolder(dir)).toThrow(EmbeddedDatabaseInUse);
  });

  it('opens the database once per folder in a process, and again once it is closed', async () => {
    const dataDir = folder();
    const config = { databaseUrl: undefined, dataDir };
    const first = await openDatabase(config);
    await expect(openDatabase(config)).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await first.close();
    const again = await openDatabase(config);
    await again.close();
  });
});
