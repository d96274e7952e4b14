/**
 * Where the key sealing two-factor secrets comes from (decision 0049): TWO_FACTOR_KEY, or else a random key made
 * once in DATA_DIR/two-factor.key (the embedded database's installation, and each test app's own folder). Read
 * when first needed, once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseSecretBoxKey, SECRET_BOX_KEY_BYTES } from '../../lib/secret-box';

export const TWO_FACTOR_KEY_FILE = 'two-factor.key';

export function twoFactorKeySource(options: {
  key: Buffer | undefined;
  dataDir: string;
}): () => Promise<Buffer> {
  let loaded: Promise<Buffer> | undefined;
  return () => {
    if (options.key) return Promise.resolve(options.key);
    loaded ??= readOrCreateKeyFile(path.join(options.dataDir, TWO_FACTOR_KEY_FILE)).catch(
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
}

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    // `wx`: of two first uses at once, one writes and the other reads what it wrote.
    await fs.writeFile(file, `${randomBytes(SECRET_BOX_KEY_BYTES).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretBoxKey(await fs.readFile(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hexadecimal digits)`);
  return key;
}
