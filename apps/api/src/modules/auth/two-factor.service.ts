/**
 * Two-factor sign-in by authenticator app (TOTP, RFC 6238; decision 0049): set-up, turning it on with a first code
 * (answering ten single-use recovery codes), turning it off, and checking a second factor for the sign-in.
 */
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@arena/shared/two-factor';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, rateLimited, unauthenticated } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { sha256 } from '../../lib/tokens';
import { matchTotpStep, newTotpSecret, otpauthUrl } from '../../lib/totp';
import { findUserById } from '../users/users.service';
import type { AuthRateLimits } from './auth.rules';
import { refuseUnlessStepUpPassed, type StepUpResult } from './step-up';
import {
  acceptTotpStep,
  clearTwoFactor,
  countRecoveryCodesLeft,
  markSessionSecondFactor,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  storePendingSecret,
  useRecoveryCode,
} from './two-factor.repository';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Arena';

/** A second factor as a form sends it: the app's code or one recovery code. */
export interface SecondFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
  /** A passkey's answer to the step-up's options (decision 0053); a step-up only, never the sign-in's code. */
  passkey?: unknown;
}

export interface TwoFactorServiceDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  limits: Pick<AuthRateLimits, 'twoFactorPerUser'>;
  /** The AES-256-GCM key the secrets are sealed with (two-factor-key.ts). */
  key: () => Promise<Buffer>;
  /**
   * Checks a passkey's step-up answer in the caller's transaction and uses its challenge up (passkeys.service.ts,
   * decision 0053).
   */
  passkeyStepUp?: (tx: DbOrTx, userId: number, response: unknown, now: Date) => Promise<boolean>;
  /** How many passkeys the account holds: a passkey is a second factor too (decision 0057). */
  passkeyCount?: (tx: DbOrTx, userId: number) => Promise<number>;
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters of a 32-letter alphabet (80 bits), shown as XXXX-XXXX-XXXX-XXXX. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** As typed: case, spaces and dashes do not matter. 80 random bits make a plain SHA-256 enough to store. */
export function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${code.toUpperCase().replace(/[^A-Z0-9]/g, '')}`);
}

function sealContext(userId: number): string {
  return `user:${userId}:totp`;
}

export function isTwoFactorOn(user: UserRow): boolean {
  return user.twoFactorEnabledAt !== null && user.twoFactorSecret !== null;
}

export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { db, clock } = deps;

  async function limitUser(userId: number): Promise<void> {
    const result = await deps.limiter.consume(`two-factor:user:${userId}`, deps.limits.twoFactorPerUser);
    if (!result.allowed) throw rateLimited(result.retryAfterMs);
  }

  async function secretOf(user: UserRow): Promise<string> {
    return openSecret(await deps.key(), user.twoFactorSecret!, sealContext(user.id));
  }

  async function currentUser(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw unauthenticated();
    return user;
  }

  async function checkPasskey(tx: DbOrTx, userId: number, response: unknown, now: Date) {
    return deps.passkeyStepUp ? deps.passkeyStepUp(tx, userId, response, now) : false;
  }

  const service = {
    async status(userId: number): Promise<TwoFactorStatus> {
      const user = await currentUser(userId);
      const enabled = isTwoFactorOn(user);
      return {
        enabled,
        enabled_at: enabled ? user.twoFactorEnabledAt!.toISOString() : null,
        recovery_codes_left: enabled ? await countRecoveryCodesLeft(db, userId) : 0,
        passkeys: (await deps.passkeyCount?.(db, userId)) ?? 0,
      };
    },

    /** A new secret waiting for its first code; a set-up started again replaces the one waiting. */
    async setup(userId: number): Promise<{ secret: string; otpauthUrl: string }> {
      const user = await currentUser(userId);
      if (isTwoFactorOn(user))
        throw new AppError('conflict', 'TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = newTotpSecret();
      const sealed = sealSecret(await deps.key(), secret, sealContext(userId));
      if (!(await storePendingSecret(db, userId, sealed, clock.now()))) {
        throw new AppError('conflict', 'TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.alreadyOn);
      }
      return { secret, otpauthUrl: otpauthUrl({ issuer: TOTP_ISSUER, account: user.email, secret }) };
    },

    /** Confirms the pending secret with a first code: on, and ten new recovery codes, shown this once. */
    async enable(session: { userId: number; sessionId: number }, code: string): Promise<string[]> {
      await limitUser(session.userId);
      const user = await currentUser(session.userId);
      if (isTwoFactorOn(user))
        throw new AppError('conflict', 'TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.alreadyOn);
      if (!user.twoFactorSecret) throw invalid('TWO_FACTOR_NO_SETUP', TWO_FACTOR_MESSAGES.noSetup);
      const now = clock.now();
      const step = matchTotpStep(await secretOf(user), code, now);
      if (step === null) throw invalid('TWO_FACTOR_CODE_WRONG', TWO_FACTOR_MESSAGES.wrongCode);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const sealed = user.twoFactorSecret!;
        if (!(await markTwoFactorEnabled(tx, { userId: user.id, sealed, step, now }))) {
          // Turned on by another request, or a new set-up replaced the key this code was checked against.
          throw invalid('TWO_FACTOR_NO_SETUP', TWO_FACTOR_MESSAGES.noSetup);
        }
        await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
        await markSessionSecondFactor(tx, session.sessionId, now);
      });
      return codes;
    },

    /** Off, with the password and a second factor (the app's code, a recovery code or a passkey). */
    async disable(userId: number, input: { password: string } & SecondFactor): Promise<void> {
      await limitUser(userId);
      const user = await currentUser(userId);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw invalid('PASSWORD_WRONG', TWO_FACTOR_MESSAGES.wrongPassword);
      }
      if (!isTwoFactorOn(user))
        throw new AppError('conflict', 'TWO_FACTOR_NOT_ON', TWO_FACTOR_MESSAGES.notOn);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const passed =
          input.passkey !== undefined
            ? await checkPasskey(tx, user.id, input.passkey, now)
            : await service.checkSecondFactor(tx, user, input, now);
        if (!passed) throw invalid('TWO_FACTOR_CODE_WRONG', TWO_FACTOR_MESSAGES.wrongCode);
        await clearTwoFactor(tx, user.id, now);
      });
    },

    /**
     * Whether the account has a second factor: two-factor sign-in by app on, or a passkey (decision 0057). The
     * console opens only to an admin who has one.
     */
    async hasSecondFactor(tx: DbOrTx, user: UserRow): Promise<boolean> {
      return isTwoFactorOn(user) || ((await deps.passkeyCount?.(tx, user.id)) ?? 0) > 0;
    },

    /**
     * A step-up inside the caller's transaction (deleting the account, a withdrawal, the PayPal e-mail, the console's
     * own check): 'off' for an account without a second factor (neither the app nor a passkey), 'missing' when none
     * was given ('passkey-missing' when passkeys are its only factor), else whether the one given passed (and is used up). The app's code or a recovery code (when the app
     * is on), or a passkey's answer (decision 0053) meet it.
     */
    async stepUp(tx: DbOrTx, userId: number, factor: SecondFactor, now: Date): Promise<StepUpResult> {
      const user = await findUserById(tx, userId);
      if (!user || !(await service.hasSecondFactor(tx, user))) return 'off';
      if (factor.passkey !== undefined)
        return (await checkPasskey(tx, userId, factor.passkey, now)) ? 'passed' : 'wrong';
      if (factor.code === undefined && factor.recovery_code === undefined)
        return isTwoFactorOn(user) ? 'missing' : 'passkey-missing';
      return (await service.checkSecondFactor(tx, user, factor, now)) ? 'passed' : 'wrong';
    },

    /**
     * The console's step-up (decision 0057): the factor given is checked and used up, and this session records the
     * check, so payouts and refunds are open to it for the next 15 minutes. Counted against the account's limit.
     */
    async stepUpSession(session: { userId: number; sessionId: number }, factor: SecondFactor): Promise<Date> {
      await limitUser(session.userId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const result = await service.stepUp(tx, session.userId, factor, now);
        if (result === 'off') throw invalid('TWO_FACTOR_NONE', TWO_FACTOR_MESSAGES.noSecondFactor);
        if (result === 'missing') throw invalid('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.stepUpMissing);
        refuseUnlessStepUpPassed(result);
        await markSessionSecondFactor(tx, session.sessionId, now);
      });
      return now;
    },

    /**
     * Checks a second factor and uses it up in `tx`: a TOTP step is accepted once (never one at or before the
     * last accepted), a recovery code once. The caller counts the try against the account's limit first.
     */
    async checkSecondFactor(tx: DbOrTx, user: UserRow, factor: SecondFactor, now: Date): Promise<boolean> {
      if (!isTwoFactorOn(user)) return false;
      if (factor.code !== undefined) {
        const step = matchTotpStep(await secretOf(user), factor.code, now);
        return step !== null && (await acceptTotpStep(tx, user.id, step));
      }
      if (factor.recovery_code !== undefined) {
        return useRecoveryCode(tx, user.id, recoveryCodeHash(factor.recovery_code), now);
      }
      return false;
    },

    limitUser,
  };
  return service;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
