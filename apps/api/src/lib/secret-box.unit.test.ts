import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseSecretBoxKey, sealSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user:7')).not.toBe(sealed);
    expect(openSecret(key, sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another context or a changed text', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user:7');
    expect(() => openSecret(randomBytes(32), sealed, 'user:7')).toThrow();
    expect(() => openSecret(key, sealed, 'user:8')).toThrow();
    const at = sealed.length - 8;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => openSecret(key, flipped, 'user:7')).toThrow();
    expect(() => openSecret(key, 'plain', 'user:7')).toThrow('not a sealed secret');
  });

  it('reads a 32-byte key as hex or base64 and nothing shorter', () => {
    expect(parseSecretBoxKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretBoxKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretBoxKey(key.toString('base64url'))).toEqual(key);
    expect(parseSecretBoxKey('abc')).toBeNull();
    expect(parseSecretBoxKey(randomBytes(16).toString('hex'))).toBeNull();
  });
});
