/**
 * argon2id with the OWASP minimum parameters (19 MiB, 2 passes). Test runs may ask for its smallest cost instead
 * (PASSWORD_HASHING=test, refused outside NODE_ENV=test; decision 0066): a hash names its own cost, so a check
 * reads it from the stored hash whatever the setting.
 */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (2), which isolated modules cannot import.
const ARGON2ID = 2;
const COSTS = {
  owasp: { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { algorithm: ARGON2ID, memoryCost: 256, timeCost: 1, parallelism: 1 },
} as const;

export type PasswordHashing = keyof typeof COSTS;

let cost: PasswordHashing = 'owasp';

/** The cost of the hashes made from now on in this process (the app sets it from its configuration). */
export function usePasswordHashing(hashing: PasswordHashing): void {
  cost = hashing;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, COSTS[cost]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches; it must not turn a login into a 500.
    return false;
  }
}

const dummyHashes = new Map<PasswordHashing, Promise<string>>();
/** Spends the same time as a real check, so an unknown e-mail is not revealed by a fast answer. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  // At the cost of real hashes made now, so the unknown e-mail's check takes as long as a known one's.
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) dummyHashes.set(cost, (dummyHash = hashPassword('dummy-password-for-timing')));
  await verifyPassword(await dummyHash, password);
}
