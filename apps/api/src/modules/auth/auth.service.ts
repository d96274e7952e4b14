/** Accounts: registration, sessions, password change and the e-mailed OTP reset (decision 0004). */
import { passwordResetEmail } from './reset-email';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '@arena/shared/auth';
import type { LanguageCode } from '@arena/shared/language';
import { TWO_FACTOR_MESSAGES, type LoginTwoFactorInput } from '@arena/shared/two-factor';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, rateLimited, unauthenticated } from '../../http/errors';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { randomOtp, randomPlayerId, randomToken, safeEqual, sha256 } from '../../lib/tokens';
import { recordSignUpConsents } from './consents.repository';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTaken,
  isNameTaken,
  markEmailVerified,
  updatePasswordHash,
} from '../users/users.service';
import {
  closeOpenResets,
  consumeVerifiedReset,
  findOpenReset,
  findUserBySessionHash,
  insertReset,
  insertSession,
  markResetVerified,
  liveSessionIds,
  recordFailedAttempt,
} from './auth.repository';
import { LAST_SEEN_STEP_MS, touchSession } from './account-sessions.repository';
import {
  consumeChallenge,
  findOpenChallenge,
  insertChallenge,
  recordChallengeFailure,
} from './two-factor.repository';
import { isTwoFactorOn, type TwoFactorService } from './two-factor.service';
import {
  AUTH_MESSAGES,
  LOGIN_CHALLENGE_MAX_ATTEMPTS,
  LOGIN_CHALLENGE_TTL_MS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  RESET_WINDOW_MS,
  SESSION_TTL_MS,
  type AuthRateLimits,
} from './auth.rules';
import type { SessionRevocations } from './session-revocations';

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: AuthRateLimits;
  /** Every sign-out goes through it, so the sessions' live streams close (decision 0031). */
  sessions: SessionRevocations;
  /** Log OTPs: only when MAIL_LOG_CODES=1 asks for it in development with no SMTP (config.mailLogCodes). */
  logOtp: boolean;
  /** The second factor of accounts that have one (decision 0049). */
  twoFactor: TwoFactorService;
  /** Records and mails a new account's e-mail verification link, in the sign-up's transaction (decision 0054). */
  sendVerificationLink: (tx: Tx, user: UserRow) => Promise<void>;
}

/** What a password sign-in answers: a session, or (two-factor sign-in on) a challenge waiting for the code. */
export type LoginResult =
  { kind: 'session'; token: string; user: UserRow } | { kind: 'two_factor_required'; challenge: string };

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

export interface AuthenticatedSession {
  user: UserRow;
  sessionId: number;
  expiresAt: Date;
  /** When this session last passed a second factor (sign-in or step-up); the console's payouts ask (decision 0057). */
  secondFactorAt: Date | null;
}

function otpHash(email: string, otp: string): string {
  return sha256(`${email}:${otp}`);
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock } = deps;

  async function limit(key: string, rule: RateLimitRule): Promise<void> {
    const result = await deps.limiter.consume(key, rule);
    if (!result.allowed) throw rateLimited(result.retryAfterMs);
  }

  async function startSession(
    user: UserRow,
    remember: boolean,
    meta: RequestMeta,
    secondFactorAt: Date | null = null,
  ): Promise<string> {
    const token = randomToken();
    const ttl = remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.standard;
    await insertSession(db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(clock.now().getTime() + ttl),
      createdAt: clock.now(),
      // Signing in is a use: the session's first minute of requests writes nothing more (decision 0050).
      lastSeenAt: clock.now(),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
      secondFactorAt,
    });
    return token;
  }

  const challengeExpired = () =>
    invalid('TWO_FACTOR_CHALLENGE_EXPIRED', TWO_FACTOR_MESSAGES.challengeExpired);

  return {
    /**
     * `language`: the language the sign-up was made in (its request's `Accept-Language`, one of the six or null),
     * kept as the account's so its first e-mail, the verification link, is already in it (decision 0062). English is
     * what an account without a choice reads, and the page shows it when nothing else fits, so an English sign-up
     * stays without a choice, as before.
     */
    async register(
      input: RegisterInput,
      meta: RequestMeta,
      language: LanguageCode | null = null,
    ): Promise<UserRow> {
      await limit(`register:ip:${meta.ip}`, deps.limits.registerPerIp);
      const email = input.email.toLowerCase();
      const errors: string[] = [];
      if (await isNameTaken(db, input.name)) errors.push(AUTH_MESSAGES.nameTaken);
      if (await isEmailTaken(db, email)) errors.push(AUTH_MESSAGES.emailTaken);
      if (errors.length > 0) throw new AppError('invalid', 'ACCOUNT_TAKEN', errors[0]!, { errors });

      const passwordHash = await hashPassword(input.password);
      for (let attempt = 0; ; attempt++) {
        try {
          // The account, its agreement to the terms and privacy policy (decision 0051) and its verification link
          // (and mail, decision 0054) exist together or not at all.
          return await db.transaction(async (tx) => {
            const user = await insertUser(tx, {
              name: input.name,
              email,
              passwordHash,
              playerId: randomPlayerId(),
              emailVerifiedAt: null,
              language: language === 'en' ? null : language,
            });
            await recordSignUpConsents(tx, user.id);
            await deps.sendVerificationLink(tx, user);
            return user;
          });
        } catch (error) {
          const constraint = violatedUniqueConstraint(error);
          // A concurrent sign-up took the name or e-mail between the check and the insert.
          if (constraint === 'users_email_unique') throw invalid('ACCOUNT_TAKEN', AUTH_MESSAGES.emailTaken);
          if (constraint === 'users_name_lower_unique')
            throw invalid('ACCOUNT_TAKEN', AUTH_MESSAGES.nameTaken);
          if (constraint === 'users_player_id_unique' && attempt < 5) continue;
          throw error;
        }
      }
    },

    async login(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
      const email = input.email.toLowerCase();
      await limit(`login:ip:${meta.ip}`, deps.limits.loginPerIp);
      await limit(`login:account:${email}`, deps.limits.loginPerAccount);
      const user = await findUserByEmail(db, email);
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw invalid('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw invalid('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      if (user.bannedAt) throw invalid('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
      if (isTwoFactorOn(user)) {
        // No session yet: the challenge's token (kept only as a hash) carries the sign-in to its code.
        const challenge = randomToken();
        const now = clock.now();
        await insertChallenge(db, {
          userId: user.id,
          tokenHash: sha256(challenge),
          remember: input.remember ?? false,
          expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS),
          now,
        });
        return { kind: 'two_factor_required', challenge };
      }
      const token = await startSession(user, input.remember ?? false, meta);
      return { kind: 'session', token, user };
    },

    /**
     * Completes a password sign-in with its second factor: the challenge works once, for 5 minutes and 5 codes;
     * the session it opens records the second factor.
     */
    async loginWithSecondFactor(
      input: LoginTwoFactorInput,
      meta: RequestMeta,
    ): Promise<{ token: string; user: UserRow }> {
      await limit(`login-two-factor:ip:${meta.ip}`, deps.limits.loginPerIp);
      const now = clock.now();
      const challenge = await findOpenChallenge(
        db,
        sha256(input.challenge),
        now,
        LOGIN_CHALLENGE_MAX_ATTEMPTS,
      );
      if (!challenge) throw challengeExpired();
      await deps.twoFactor.limitUser(challenge.userId);
      const user = await findUserById(db, challenge.userId);
      if (!user || !isTwoFactorOn(user)) throw challengeExpired();
      if (user.bannedAt) throw invalid('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
      const accepted = await db.transaction(async (tx) => {
        if (!(await deps.twoFactor.checkSecondFactor(tx, user, input, now))) return false;
        // The code is used up only with the challenge: a challenge spent meanwhile rolls both back.
        if (!(await consumeChallenge(tx, challenge.id, now, LOGIN_CHALLENGE_MAX_ATTEMPTS)))
          throw challengeExpired();
        return true;
      });
      if (!accepted) {
        await recordChallengeFailure(db, challenge.id);
        throw invalid('TWO_FACTOR_CODE_WRONG', TWO_FACTOR_MESSAGES.wrongCode);
      }
      const token = await startSession(user, challenge.remember, meta, now);
      return { token, user };
    },

    /**
     * Opens a session for an account whose sign-in was checked elsewhere (a passkey, decision 0053); the passkey
     * with user verification is two factors, so the session records its second factor.
     */
    async startSecondFactorSession(user: UserRow, remember: boolean, meta: RequestMeta): Promise<string> {
      return startSession(user, remember, meta, clock.now());
    },

    /** The session behind a bearer token, or a 403 for a missing, unknown, expired or revoked one. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession> {
      if (!token) throw unauthenticated();
      const now = clock.now();
      const found = await findUserBySessionHash(db, sha256(token), now);
      if (!found) throw unauthenticated();
      // My Account's devices list shows when each session was last used: kept to the minute, one write a minute.
      if (!found.lastSeenAt || now.getTime() - found.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS)
        await touchSession(db, found.sessionId, now);
      return found;
    },

    async logout(session: AuthenticatedSession): Promise<void> {
      await deps.sessions.endSessions((_tx, revoke) =>
        revoke({ userId: session.user.id, now: clock.now(), only: session.sessionId }),
      );
    },

    /** Of these sessions, those still live (the streams' periodic check, decision 0031). */
    liveSessionIds(ids: number[]): Promise<number[]> {
      return liveSessionIds(db, ids, clock.now());
    },

    async requestPasswordReset(rawEmail: string, meta: RequestMeta): Promise<void> {
      const email = rawEmail.toLowerCase();
      await limit(`forgot:ip:${meta.ip}`, deps.limits.forgotPerIp);
      await limit(`forgot:email:${email}`, deps.limits.forgotPerEmail);
      const user = await findUserByEmail(db, email);
      // Same answer for unknown e-mails: the caller learns nothing about who has an account.
      if (!user || user.bannedAt) return;
      const otp = randomOtp();
      const now = clock.now();
      // The code's mail is queued with the reset itself: it exists exactly when the reset does, and a slow or
      // failing SMTP server delays it (the outbox worker retries) without failing this request.
      await db.transaction(async (tx) => {
        await closeOpenResets(tx, email, now);
        await insertReset(tx, {
          email,
          otpHash: otpHash(email, otp),
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        });
        await deps.mailer.send(
          {
            to: email,
            // In the account's language (decision 0062); English when it chose none.
            ...passwordResetEmail(user.language, user.name, otp),
            secrets: [otp],
          },
          tx,
        );
      });
      // At warn, so it shows at the usual log levels and stands out as the secret it is.
      if (deps.logOtp) deps.log.warn({ email, otp }, 'password reset OTP (MAIL_LOG_CODES=1)');
    },

    async verifyOtp(rawEmail: string, otp: string, meta: RequestMeta): Promise<void> {
      const email = rawEmail.toLowerCase();
      await limit(`otp:ip:${meta.ip}`, deps.limits.otpPerIp);
      const now = clock.now();
      const reset = await findOpenReset(db, email);
      if (!reset || reset.expiresAt <= now || reset.verifiedAt) {
        throw invalid('OTP_INVALID', AUTH_MESSAGES.otpInvalid);
      }
      if (!safeEqual(reset.otpHash, otpHash(email, otp))) {
        await recordFailedAttempt(db, reset.id, OTP_MAX_ATTEMPTS, now);
        throw invalid('OTP_INVALID', AUTH_MESSAGES.otpInvalid);
      }
      await markResetVerified(db, reset.id, now);
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const email = input.email.toLowerCase();
      const now = clock.now();
      const user = await findUserByEmail(db, email);
      const passwordHash = await hashPassword(input.new_password);
      await deps.sessions.endSessions(async (tx, revoke) => {
        const allowed = await consumeVerifiedReset(tx, email, new Date(now.getTime() - RESET_WINDOW_MS), now);
        if (!allowed || !user) throw invalid('RESET_NOT_VERIFIED', AUTH_MESSAGES.resetNotAllowed);
        await updatePasswordHash(tx, user.id, passwordHash, now);
        // The code came to this address and was typed back: the address is the player's (decision 0054).
        await markEmailVerified(tx, user.id, email, now);
        await revoke({ userId: user.id, now });
      });
    },

    async changePassword(session: AuthenticatedSession, input: ChangePasswordInput): Promise<void> {
      await limit(`change-password:user:${session.user.id}`, deps.limits.changePasswordPerUser);
      const user = await findUserById(db, session.user.id);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw invalid('CURRENT_PASSWORD_WRONG', AUTH_MESSAGES.currentPasswordWrong);
      }
      if (input.new_password === input.current_password)
        throw invalid('SAME_PASSWORD', AUTH_MESSAGES.samePassword);
      const passwordHash = await hashPassword(input.new_password);
      const now = clock.now();
      await deps.sessions.endSessions(async (tx, revoke) => {
        await updatePasswordHash(tx, user.id, passwordHash, now);
        // Every other device is signed out; this one stays signed in.
        await revoke({ userId: user.id, now, except: session.sessionId });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
