/** Public files (banners, profile pictures) under DATA_DIR/storage, served at /storage/<path>. */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** Writes a file at a relative path such as "games/fc-25.png" and answers that path. */
  put(relativePath: string, content: Buffer): Promise<string>;
  remove(relativePath: string): Promise<void>;
  /** The stored file's content, or null when there is none (or the path is not a storage path). */
  read(relativePath: string): Promise<Buffer | null>;
}

export function storageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (relativePath: string) => {
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`path escapes the storage folder: ${relativePath}`);
    return full;
  };
  return {
    async put(relativePath, content) {
      const full = resolve(relativePath);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${full}.${process.pid}.tmp`;
      await fs.writeFile(temporary, content);
      await fs.rename(temporary, full);
      return relativePath;
    },
    async remove(relativePath) {
      await fs.rm(resolve(relativePath), { force: true });
    },
    async read(relativePath) {
      let full: string;
      try {
        full = resolve(relativePath);
      } catch {
        return null; // not a path inside the storage folder: there is no such file
      }
      return fs
        .readFile(full)
        .catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    },
  };
}
