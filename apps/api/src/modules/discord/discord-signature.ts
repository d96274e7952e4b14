/**
 * Discord's HTTP interactions are signed with the application's Ed25519 key: the signature (hex) covers the
 * timestamp header followed by the raw body, byte for byte (decision 0060).
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** A stale or future timestamp is refused too, so a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** The application's public key, as the Developer Portal shows it (64 hex digits). */
export function discordPublicKey(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('DISCORD_PUBLIC_KEY must be 64 hexadecimal digits');
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

export function verifyDiscordSignature(
  key: KeyObject,
  request: { signature: string | undefined; timestamp: string | undefined; rawBody: Buffer },
  now: Date,
): boolean {
  const { signature, timestamp, rawBody } = request;
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp))
    return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > SIGNATURE_MAX_AGE_MS) return false;
  return verify(null, Buffer.concat([Buffer.from(timestamp), rawBody]), key, Buffer.from(signature, 'hex'));
}
