import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { LOCK_FILE } from './data-dir-lock';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-lock-'));
  folders.push(dir);
  return dir;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the embedded database lock', () => {
  it('refuses a second open of one folder until the first is closed, then opens it again', async () => {
    const dir = folder();
    const first = await openPglite(dir);
    const lock = path.join(dir, LOCK_FILE);
    expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    await expect(openPglite(dir)).rejects.toThrow(
      `The embedded database in ${dir} is in use by another Arena server (process ${process.pid}).`,
    );
    // The refusal left the first one's lock and database alone.
    await first.ping();
    await first.close();
    expect(fs.existsSync(lock)).toBe(false);
    const again = await openPglite(dir);
    await again.ping();
    await again.close();
  });

  it('takes over a lock whose process is gone, or that says nothing readable, and removes only its own', async () => {
    // One folder for both: the second open finds the database the first made (PGlite's initdb is the slow part).
    const dir = folder();
    for (const left of [`${deadPid()}\n`, 'garbage']) {
      fs.writeFileSync(path.join(dir, LOCK_FILE), left);
      const database = await openPglite(dir);
      expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      // Someone else's lock written after ours (ours was wrongly judged stale) is not ours to remove.
      fs.writeFileSync(path.join(dir, LOCK_FILE), '1\n');
      await database.close();
      expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe('1\n');
    }
  });
});
