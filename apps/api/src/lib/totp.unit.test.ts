import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp';

/** RFC 6238's SHA-1 seed, the ASCII of "12345678901234567890". */
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_SEED);

/** RFC 6238 Appendix B, SHA-1 rows: Unix time (seconds) and the 8-digit TOTP. */
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('encodes the RFC seed as the base32 key an authenticator app is given, and reads it back', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET)).toEqual(RFC_SEED);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SEED);
    expect(() => base32Decode('GEZ1')).toThrow('not a base32 character');
  });

  it.each(RFC_VECTORS)('at T=%i gives %s with 8 digits, and its last 6 digits with 6', (seconds, code) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(RFC_SECRET, at, 8)).toBe(code);
    expect(hotp(RFC_SEED, totpStep(at), 8)).toBe(code);
    expect(totpCode(RFC_SECRET, at)).toBe(code.slice(-6));
  });

  it('accepts the code of the step before, the current one and the one after, and no other', () => {
    const at = new Date(1111111111 * 1000);
    const step = totpStep(at);
    const codeAt = (offset: number) => hotp(RFC_SEED, step + offset);
    expect(matchTotpStep(RFC_SECRET, codeAt(0), at)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, codeAt(-1), at)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, codeAt(1), at)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, codeAt(-2), at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, codeAt(2), at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '12345', at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL naming Arena and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const text = otpauthUrl({ issuer: 'Arena', account: 'a.b+c@arena.test', secret });
    expect(text.startsWith('otpauth://totp/Arena:a.b%2Bc%40arena.test?')).toBe(true);
    const url = new URL(text);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret,
      issuer: 'Arena',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
