/**
 * One server per embedded database. PGlite keeps its files in `DATA_DIR/pgdata` and assumes it is their only
 * writer: a second server started on the same folder (a second `npm start` on another PORT, say) writes over the
 * first one's pages and corrupts the database. A lock file beside it, naming the owning process, refuses the
 * second server with a sentence saying what to do. A lock left by a process that no longer runs (a crash, kill -9,
 * a restarted container) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

export const LOCK_FILE = 'pgdata.lock';

/** The folders this process has open: opening one twice in one process would corrupt it just the same. */
const heldHere = new Set<string>();

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dataDir: string, file: string, pid: number): ConfigError {
  return new ConfigError(
    `The embedded database in ${path.resolve(dataDir)} is in use by another Arena server (process ${pid}). ` +
      'Stop that server, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
      `If no other server is running, delete ${path.resolve(file)} and start again.`,
  );
}

/**
 * Takes the embedded database's lock in `dataDir` for this process; answers the function that releases it.
 * Throws a ConfigError (printed as one sentence at start) when another running process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, LOCK_FILE);
  if (heldHere.has(file)) throw inUse(dataDir, file, process.pid);
  // Two tries: the second follows the removal of a stale lock. Two servers taking over the same stale lock at the
  // same moment both reach `wx`; only one creates the file, and the other sees a running owner.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        // Only our own lock: never one a later owner wrote after ours was (wrongly) judged stale.
        if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      // Our own pid in a lock we do not hold here: a previous life of this process id (a container's pid 1).
      if (owner !== null && owner !== process.pid && isRunning(owner)) throw inUse(dataDir, file, owner);
      fs.rmSync(file, { force: true });
    }
  }
  throw inUse(dataDir, file, ownerOf(file) ?? 0);
}
