/**
 * The embedded database's folder belongs to one process at a time. PGlite keeps no lock of its own: a second process
 * opening the same files (a second `npm start`, a seed while the demo runs) writes over the first's, and the folder
 * is corrupt from then on (a unique index holding a row twice, say). So the process that opens it writes its identity
 * into `owner` there first, and a process finding another's that is still running refuses to open it. A file left by
 * a process that is gone (killed, the machine restarted) is taken over.
 *
 * A process is named by its pid and, where /proc tells it, its start time: after a restart (a container's, whose pids
 * repeat) the same pid is another process, not the owner.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** `pid:start time` (clock ticks since boot, /proc/<pid>/stat's 22nd field), or the pid alone without /proc. */
function identityOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's parenthesis start at the third: the start time is the 20th of them.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${pid}:${start}`;
  } catch {
    return null;
  }
}

const hasProc = identityOf(process.pid) !== null;

function running(owner: string): boolean {
  const pid = Number(owner.split(':')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
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
  // Twice at most: a file left by a process that is gone is removed, then created anew; a process racing for it
  // meanwhile wins the `wx` creation, and this one finds it running.
  for (let attempt = 0; attempt < 2; attempt++) {
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
    // An empty file is one a racing process has created and not written yet: it is that process's.
    if (owner === '' || (owner !== null && running(owner))) throw new EmbeddedDatabaseInUse(dir, owner);
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
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

function readOwner(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}
