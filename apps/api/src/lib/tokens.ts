import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Six random digits; never starts with 0 because the OTP page sends the code as an integer. */
export function randomOtp(): string {
  return String(randomInt(100_000, 1_000_000));
}

const PLAYER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short public player id such as AR-7KQ2MX9P (no 0/O or 1/I to misread). */
export function randomPlayerId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += PLAYER_ID_ALPHABET[randomInt(PLAYER_ID_ALPHABET.length)];
  return `AR-${id}`;
}
