/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA-1, 30-second steps,
 * 6 digits, as every authenticator app reads an `otpauth://` URL with no options. Written here rather than taken
 * from a package: the algorithm is a page, and its RFC test vectors check it (totp.unit.test.ts).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './tokens';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift, a code typed late). */
export const TOTP_WINDOW = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps take a key. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32, ignoring case, spaces and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`not a base32 character: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226): the code of one counter value, `digits` long (RFC 6238's vectors use 8). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (RFC 6238's T, with T0 = 0). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator app shows at `at` for a base32 secret. */
export function totpCode(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(at), digits);
}

/**
 * The step whose code `code` is, within the window around `at`, or null. The caller refuses a step at or before
 * the last one accepted, so each code works once.
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(at);
  // Newest first: of two matching steps (a one-in-a-million coincidence) the later one is kept.
  for (let step = now + TOTP_WINDOW; step >= now - TOTP_WINDOW; step--) {
    if (safeEqual(hotp(key, step), code)) return step;
  }
  return null;
}

/** The `otpauth://totp/...` URL an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUrl(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const params = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
