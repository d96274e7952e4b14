/**
 * Passkeys (WebAuthn with @simplewebauthn/server; decision 0053): registering one in My Account, listing and
 * removing them, and signing in with one without a password. A passkey with user verification is two factors:
 * the sign-in's session records its second factor.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_MAX_PER_USER, PASSKEY_MESSAGES, type Passkey } from '@arena/shared/passkeys';
import type { Db, DbOrTx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, notFound, rateLimited, unauthenticated } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { findUserById } from '../users/users.service';
import { AUTH_MESSAGES, type AuthRateLimits } from './auth.rules';
import {
  consumeWebauthnChallenge,
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  insertWebauthnChallenge,
  listPasskeys,
  recordPasskeyUse,
  type PasskeyRow,
} from './passkeys.repository';

/** A ceremony's challenge works once, for this long. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
export const RP_NAME = 'Arena';

export interface PasskeysServiceDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  limits: Pick<AuthRateLimits, 'passkeyLoginPerIp' | 'twoFactorPerUser'>;
  /** PUBLIC_URL: the relying party is its hostname, the expected origin its origin. */
  publicUrl: string;
}

export function toPasskeyDto(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device_type: row.deviceType,
    backed_up: row.backedUp,
  };
}

/** The challenge the browser signed, read from its clientDataJSON (verified against the stored one afterwards). */
function challengeOf(response: { response: Record<string, unknown> }): string | null {
  const clientDataJSON = response.response.clientDataJSON;
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { db, clock } = deps;
  const url = new URL(deps.publicUrl);
  const rpID = url.hostname;
  const expectedOrigin = url.origin;

  const notVerified = () => invalid('PASSKEY_NOT_VERIFIED', PASSKEY_MESSAGES.notVerified);
  const challengeExpired = () => invalid('PASSKEY_CHALLENGE_EXPIRED', PASSKEY_MESSAGES.challengeExpired);

  /**
   * A passkey's answer to `challenge` checked against its stored key: signature, origin, relying party, user
   * verification and a counter moving forward (throws when the answer is malformed or the counter went back).
   */
  function verifyAssertion(
    response: AuthenticationResponseJSON,
    challenge: string,
    passkey: { credentialId: string; publicKey: string; signCount: number; transports: string[] },
  ) {
    return verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  }

  async function currentUser(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user || user.deletedAt) throw unauthenticated();
    return user;
  }

  async function storeChallenge(
    userId: number | null,
    challenge: string,
    kind: 'registration' | 'authentication',
  ) {
    const now = clock.now();
    await insertWebauthnChallenge(db, {
      userId,
      challenge,
      kind,
      expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS),
      now,
    });
  }

  return {
    rpID,
    expectedOrigin,

    /** How many passkeys the account holds (a passkey is a second factor, decision 0057). */
    count(tx: DbOrTx, userId: number): Promise<number> {
      return countPasskeys(tx, userId);
    },

    async list(userId: number): Promise<Passkey[]> {
      return (await listPasskeys(db, userId)).map(toPasskeyDto);
    },

    /** Options for navigator.credentials.create: a discoverable credential, user verification required. */
    async registrationOptions(userId: number) {
      const user = await currentUser(userId);
      const existing = await listPasskeys(db, userId);
      if (existing.length >= PASSKEY_MAX_PER_USER)
        throw invalid('PASSKEY_TOO_MANY', PASSKEY_MESSAGES.tooMany);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        // The WebAuthn user handle: the account's id, never its e-mail.
        userID: new TextEncoder().encode(`arena-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      });
      await storeChallenge(user.id, options.challenge, 'registration');
      return options;
    },

    /** Verifies the browser's registration answer against a challenge of this player's, and keeps the passkey. */
    async register(userId: number, input: { name: string; response: unknown }): Promise<Passkey> {
      await currentUser(userId);
      const response = input.response as RegistrationResponseJSON;
      const challenge = challengeOf(response as unknown as { response: Record<string, unknown> });
      if (!challenge) throw notVerified();
      const now = clock.now();
      if (!(await consumeWebauthnChallenge(db, { challenge, kind: 'registration', userId, now })))
        throw challengeExpired();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        throw notVerified();
      }
      if (!verification.verified) throw notVerified();
      const info = verification.registrationInfo;
      if ((await countPasskeys(db, userId)) >= PASSKEY_MAX_PER_USER)
        throw invalid('PASSKEY_TOO_MANY', PASSKEY_MESSAGES.tooMany);
      try {
        const row = await insertPasskey(db, {
          userId,
          credentialId: info.credential.id,
          publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
          signCount: info.credential.counter,
          transports: info.credential.transports ?? response.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: input.name,
          createdAt: now,
        });
        return toPasskeyDto(row);
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'passkeys_credential_id_unique')
          throw new AppError('conflict', 'PASSKEY_ALREADY_REGISTERED', PASSKEY_MESSAGES.alreadyRegistered);
        throw error;
      }
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deletePasskey(db, userId, id))) throw notFound('The passkey');
    },

    /** Options for a step-up (decision 0053): the player's passkeys only, the challenge bound to the player. */
    async stepUpOptions(userId: number) {
      await currentUser(userId);
      const existing = await listPasskeys(db, userId);
      if (existing.length === 0) throw invalid('PASSKEY_NONE', PASSKEY_MESSAGES.none);
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
        allowCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
      });
      await storeChallenge(userId, options.challenge, 'authentication');
      return options;
    },

    /**
     * A step-up's answer, in the caller's transaction: a step-up challenge of this player's used up, one of the
     * player's passkeys, the signature, origin, rpID, user verification and a counter moving forward.
     */
    async verifyStepUp(tx: DbOrTx, userId: number, raw: unknown, now: Date): Promise<boolean> {
      const response = raw as AuthenticationResponseJSON;
      if (typeof response !== 'object' || response === null || typeof response.response !== 'object')
        return false;
      const challenge = challengeOf(response as unknown as { response: Record<string, unknown> });
      if (!challenge) return false;
      if (!(await consumeWebauthnChallenge(tx, { challenge, kind: 'authentication', userId, now })))
        return false;
      const passkey = await findPasskeyByCredentialId(tx, response.id);
      if (!passkey || passkey.userId !== userId) return false;
      try {
        const verification = await verifyAssertion(response, challenge, passkey);
        if (!verification.verified) return false;
        return recordPasskeyUse(tx, {
          id: passkey.id,
          expectedCount: passkey.signCount,
          newCount: verification.authenticationInfo.newCounter,
          now,
        });
      } catch {
        return false;
      }
    },

    /** Options for navigator.credentials.get: no account named, the authenticator offers its passkeys. */
    async loginOptions(ip: string) {
      const result = await deps.limiter.consume(`passkey-login:ip:${ip}`, deps.limits.passkeyLoginPerIp);
      if (!result.allowed) throw rateLimited(result.retryAfterMs);
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      });
      await storeChallenge(null, options.challenge, 'authentication');
      return options;
    },

    /**
     * Verifies a sign-in's answer: a challenge of a sign-in, used once; a registered passkey; the signature, the
     * origin and the relying party; user verification; a counter moving forward (when the authenticator keeps
     * one). Answers the account to open a session for.
     */
    async verifyLogin(input: { response: unknown }, ip: string): Promise<UserRow> {
      const limited = await deps.limiter.consume(`passkey-login:ip:${ip}`, deps.limits.passkeyLoginPerIp);
      if (!limited.allowed) throw rateLimited(limited.retryAfterMs);
      const response = input.response as AuthenticationResponseJSON;
      const challenge = challengeOf(response as unknown as { response: Record<string, unknown> });
      if (!challenge) throw notVerified();
      const now = clock.now();
      if (!(await consumeWebauthnChallenge(db, { challenge, kind: 'authentication', userId: null, now })))
        throw challengeExpired();
      const passkey = await findPasskeyByCredentialId(db, response.id);
      if (!passkey) throw invalid('PASSKEY_UNKNOWN', PASSKEY_MESSAGES.unknownPasskey);
      // Failed signatures count against the account as wrong second-factor codes do.
      const perUser = await deps.limiter.consume(
        `two-factor:user:${passkey.userId}`,
        deps.limits.twoFactorPerUser,
      );
      if (!perUser.allowed) throw rateLimited(perUser.retryAfterMs);
      let verification;
      try {
        verification = await verifyAssertion(response, challenge, passkey);
      } catch {
        // A counter going backwards (a cloned authenticator) lands here too.
        throw notVerified();
      }
      if (!verification.verified) throw notVerified();
      const user = await findUserById(db, passkey.userId);
      if (!user || user.deletedAt) throw invalid('PASSKEY_UNKNOWN', PASSKEY_MESSAGES.unknownPasskey);
      if (user.bannedAt) throw invalid('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
      const recorded = await recordPasskeyUse(db, {
        id: passkey.id,
        expectedCount: passkey.signCount,
        newCount: verification.authenticationInfo.newCounter,
        now,
      });
      if (!recorded) throw notVerified();
      return user;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
