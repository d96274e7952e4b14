/**
 * The login e-mail's change (decision 0029): asked for with the current password, applied only when the new
 * address opens its link, told to the old address with a link that undoes it for 7 days, and ending the
 * account's other sessions. A stolen session token alone can no longer move the account to another address.
 */
import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_UNDO_DAYS,
} from '@arena/shared/profile';
import type { Db, DbOrTx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import type { UserRow } from '../../db/schema/users';
import { AppError, rateLimited } from '../../http/errors';
import { emailText } from '../../i18n/server-text';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { accountLink, issueLinkToken, linkTokenHash } from './account-links';
import { closeOpenResets } from './auth.repository';
import {
  cancelPendingEmailChanges,
  claimConfirmation,
  claimUndo,
  findPendingEmailChange,
  insertEmailChange,
  moveUserEmail,
  setUserEmail,
} from './email-change.repository';
import type { SessionRevocations } from './session-revocations';

const HOUR = 60 * 60 * 1000;
const CONFIRM_TTL_MS = EMAIL_CHANGE_CONFIRM_HOURS * HOUR;
const UNDO_TTL_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR;

const linkInvalid = () =>
  new AppError('invalid', 'EMAIL_CHANGE_LINK_INVALID', EMAIL_CHANGE_MESSAGES.linkInvalid);

export function createEmailChangeService(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  /** Password attempts per account (the password change's rule). */
  attemptsPerUser: RateLimitRule;
  publicUrl: string;
  /** Ends the account's other sessions (and closes their live streams) once the change has committed. */
  sessions: SessionRevocations;
}) {
  const { db, clock } = deps;
  const link = (page: string, token: string) => accountLink(deps.publicUrl, page, token);

  return {
    /** Throws unless `password` is the account's current one; attempts are limited per account. */
    async checkPassword(user: UserRow, password: string | undefined): Promise<void> {
      if (!password)
        throw new AppError(
          'invalid',
          'CURRENT_PASSWORD_REQUIRED',
          EMAIL_CHANGE_MESSAGES.currentPasswordRequired,
        );
      const verdict = await deps.limiter.consume(`change-email:user:${user.id}`, deps.attemptsPerUser);
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError('invalid', 'CURRENT_PASSWORD_WRONG', EMAIL_CHANGE_MESSAGES.currentPasswordWrong);
    },

    /** Records the request in `tx` (voiding an older one) and mails the confirmation link to the new address. */
    async request(tx: DbOrTx, user: UserRow, newEmail: string, sessionId: number | null): Promise<void> {
      const now = clock.now();
      const { token, tokenHash, expiresAt } = issueLinkToken(now, CONFIRM_TTL_MS);
      await cancelPendingEmailChanges(tx, user.id, now);
      await insertEmailChange(tx, {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        sessionId,
        confirmTokenHash: tokenHash,
        confirmExpiresAt: expiresAt,
      });
      const url = link('confirmemailchange', token);
      const t = emailText(user.language);
      await deps.mailer.send(
        {
          to: newEmail,
          subject: t('Confirm your new Arena e-mail'),
          text: [
            t(`Hello ${user.name},`),
            '',
            t(
              `To make ${newEmail} the e-mail of your Arena account, open this link within ${EMAIL_CHANGE_CONFIRM_HOURS} hours:`,
            ),
            url,
            '',
            t('If you did not ask for this, ignore this e-mail: nothing changes.'),
          ].join('\n'),
          secrets: [token],
        },
        tx,
      );
    },

    /** The new address waiting for its confirmation, if any. */
    async pendingEmail(userId: number): Promise<string | null> {
      return (await findPendingEmailChange(db, userId, clock.now()))?.newEmail ?? null;
    },

    /** Applies the change a confirmation link names, ends the other sessions and tells the old address. */
    async confirm(token: string): Promise<{ email: string }> {
      const now = clock.now();
      const undo = issueLinkToken(now, UNDO_TTL_MS);
      try {
        return await deps.sessions.endSessions(async (tx, revoke) => {
          const change = await claimConfirmation(tx, linkTokenHash(token), {
            now,
            undoTokenHash: undo.tokenHash,
            undoExpiresAt: undo.expiresAt,
          });
          if (!change) throw linkInvalid();
          const moved = await moveUserEmail(tx, change.userId, change.oldEmail, change.newEmail, now);
          // The account's e-mail changed some other way since the request: this link is stale.
          if (!moved) throw linkInvalid();
          await revoke({ userId: change.userId, now, except: change.sessionId ?? undefined });
          const t = emailText(moved.language);
          await deps.mailer.send(
            {
              to: change.oldEmail,
              subject: t('Your Arena e-mail was changed'),
              text: [
                t(`Hello ${moved.name},`),
                '',
                t(
                  `The e-mail of your Arena account was changed from ${change.oldEmail} to ${change.newEmail}.`,
                ),
                t(
                  `If this was not you, undo it within ${EMAIL_CHANGE_UNDO_DAYS} days with this link; every session will be signed out:`,
                ),
                link('undoemailchange', undo.token),
              ].join('\n'),
              secrets: [undo.token],
            },
            tx,
          );
          return { email: change.newEmail };
        });
      } catch (error) {
        // Someone registered the new address while the link waited.
        if (violatedUniqueConstraint(error) === 'users_email_unique')
          throw new AppError('conflict', 'EMAIL_TAKEN', 'The email has already been taken.');
        throw error;
      }
    },

    /**
     * Puts the old address back, from wherever the account's e-mail is now (an attacker may have moved it on
     * again), ends every session and voids the password resets sent to the addresses it replaced.
     */
    async undo(token: string): Promise<{ email: string }> {
      const now = clock.now();
      try {
        return await deps.sessions.endSessions(async (tx, revoke) => {
          const change = await claimUndo(tx, linkTokenHash(token), now);
          if (!change) throw linkInvalid();
          const replaced = await setUserEmail(tx, change.userId, change.oldEmail, now);
          if (!replaced) throw linkInvalid();
          await cancelPendingEmailChanges(tx, change.userId, now);
          for (const email of new Set([change.newEmail, replaced])) await closeOpenResets(tx, email, now);
          await revoke({ userId: change.userId, now });
          return { email: change.oldEmail };
        });
      } catch (error) {
        // The old address now belongs to another account: support must sort it out.
        if (violatedUniqueConstraint(error) === 'users_email_unique')
          throw new AppError('conflict', 'EMAIL_TAKEN', 'The email has already been taken.');
        throw error;
      }
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
