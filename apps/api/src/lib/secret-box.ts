/**
 * Secrets sealed at rest with AES-256-GCM (decision 0049): a value the server must read back (a TOTP secret), stored
 * so that a copy of the database alone does not give it away. The context (e.g. `user:42`) is authenticated with
 * it, so a sealed value copied to another row does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_BOX_KEY_BYTES = 32;

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The plaintext, or an error when the key, the context or the sealed text is not the one it was sealed with. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('not a sealed secret');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** A 32-byte key written as 64 hexadecimal digits or as base64; null when it is neither. */
export function parseSecretBoxKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    if (bytes.length === SECRET_BOX_KEY_BYTES) return bytes;
  }
  return null;
}
