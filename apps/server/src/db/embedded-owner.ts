/**
 * The embedded database's folder belongs to one process at a time. PGlite keeps no lock of its own: a second process
 * opening the same files (a second `npm start`, a seed while the demo runs) writes over the first's, and the folder
 * is corrupt from then on (a unique index holding a row twice, say). So the process that opens it writes its identity
 * into `owner` there first, and a process finding another's that is still running refuses to open it. A file left by
 * a process that is gone (killed, the machine restarted) is taken over.
 *
 * A process is named by its pid and, where /proc tells it, its start time and pid namespace: after a restart the
 * same pid is another process, not the owner; a file written from another namespace (another container sharing the
 * folder) cannot be told gone from here, so it is refused, the message naming the file to delete.
 */
import { linkSync, readFileSync, readlinkSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class EmbeddedDatabaseInUse extends Error {
  constructor(dir: string, owner: string) {
    super(
      `the embedded database in ${dir} is open in another process (pid ${owner.split(':')[0]}), ` +
        'another `npm start` or server perhaps: stop it first, or set DATA_DIR to another folder. ' +
        '(Two processes writing it would corrupt it. If no such process runs, delete ' +
        `${join(dir, OWNER)}.)`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

const OWNER = 'owner';
/** The folders this process holds: opening one twice here is refused too. */
const held = new Set<string>();

/** The pid namespace of `pid` (its number), '' where /proc does not tell. */
function namespaceOf(pid: number | 'self'): string {
  try {
    return readlinkSync(`/proc/${pid}/ns/pid`).replace(/\D/g, '');
  } catch {
    return '';
  }
}

/**
 * `pid:start time:pid namespace` (the start in clock ticks since boot, /proc/<pid>/stat's 22nd field), or the pid
 * alone without /proc.
 */
function identityOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's parenthesis start at the third: the start time is the 20th of them.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${pid}:${start}:${namespaceOf(pid)}`;
  } catch {
    return null;
  }
}

const hasProc = identityOf(process.pid) !== null;
const myNamespace = namespaceOf('self');

function running(owner: string): boolean {
  const [pidText, , namespace] = owner.split(':');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Written from another pid namespace (another container on the same folder): its pid says nothing here, so it is
  // taken as running; the message says which file to delete if it is not.
  if (hasProc && namespace && namespace !== myNamespace) return true;
  if (hasProc) return identityOf(pid) === owner;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process, or throws EmbeddedDatabaseInUse. Answers the release (also run at exit), which
 * removes the file only while it is still this process's.
 */
export function holdEmbeddedFolder(dir: string): () => void {
  const file = join(dir, OWNER);
  const me = identityOf(process.pid) ?? String(process.pid);
  if (held.has(file)) throw new EmbeddedDatabaseInUse(dir, me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, me, { flag: 'wx' });
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === me) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    if (owner === null) continue;
    // An empty file is one a racing process has created and not written yet: it is that process's.
    if (owner === '' || running(owner)) throw new EmbeddedDatabaseInUse(dir, owner);
    takeOver(file, owner, dir);
  }
  throw new EmbeddedDatabaseInUse(dir, readOwner(file) ?? '?');
}

/** For a command: the folder in use said in one line (after `prefix`), and exit 1; anything else thrown on. */
export function exitIfInUse(prefix: string) {
  return (err: unknown): never => {
    if (!(err instanceof EmbeddedDatabaseInUse)) throw err;
    process.stderr.write(`\n${prefix}: ${err.message}\n\n`);
    process.exit(1);
  };
}

/**
 * Removes the file of an owner that is gone, and only that file: it is moved aside first (a rename is atomic), so a
 * process that took the folder over meanwhile, its own file in place, is not removed with it; its file is put back.
 */
function takeOver(file: string, gone: string, dir: string): void {
  const aside = `${file}.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readOwner(aside);
  if (moved === gone) {
    unlinkSync(aside);
    return;
  }
  try {
    linkSync(aside, file);
  } catch {
    // A third process has written its own meanwhile: the folder is its, as refused below.
  } finally {
    unlinkSync(aside);
  }
  throw new EmbeddedDatabaseInUse(dir, moved ?? '?');
}

function readOwner(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}
