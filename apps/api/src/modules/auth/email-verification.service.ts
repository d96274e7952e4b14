/**
 * The verified login e-mail (decision 0054): a sign-up mails a link to the address; opening it verifies the
 * address, once, within its hours, and only while it is still the account's e-mail. A signed-in player may ask
 * for a new link (limited per account); older links keep working until they expire.
 */
import { EMAIL_VERIFICATION_LINK_HOURS, EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, rateLimited } from '../../http/errors';
import { emailText } from '../../i18n/server-text';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { findUserById, markEmailVerified } from '../users/users.service';
import { accountLink, issueLinkToken, linkTokenHash } from './account-links';
import { claimEmailVerification, insertEmailVerification } from './email-verification.repository';

const LINK_TTL_MS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000;

/** The page of the web app the link opens. */
export const VERIFY_EMAIL_PAGE = 'verifyemail';

const linkInvalid = () => invalid('EMAIL_VERIFICATION_LINK_INVALID', EMAIL_VERIFICATION_MESSAGES.linkInvalid);

export function createEmailVerificationService(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  /** New links a signed-in player may ask for. */
  resendPerUser: RateLimitRule;
  publicUrl: string;
  /** Writes each link to the log: only with MAIL_LOG_CODES=1 in development with no SMTP (config.mailLogCodes). */
  logLink?: (email: string, link: string) => void;
}) {
  const { db, clock } = deps;

  /** Records a new link for the account's current e-mail in `tx` and mails it there (transactional mail). */
  async function sendLink(
    tx: DbOrTx,
    user: Pick<UserRow, 'id' | 'name' | 'email' | 'language'>,
  ): Promise<void> {
    const now = clock.now();
    const { token, tokenHash, expiresAt } = issueLinkToken(now, LINK_TTL_MS);
    const link = accountLink(deps.publicUrl, VERIFY_EMAIL_PAGE, token);
    const t = emailText(user.language);
    await insertEmailVerification(tx, {
      userId: user.id,
      email: user.email,
      tokenHash,
      expiresAt,
      createdAt: now,
    });
    await deps.mailer.send(
      {
        to: user.email,
        subject: t('Verify your Arena e-mail'),
        text: [
          t(`Hello ${user.name},`),
          '',
          t(
            `To verify ${user.email} as the e-mail of your Arena account, open this link within ${EMAIL_VERIFICATION_LINK_HOURS} hours:`,
          ),
          link,
          '',
          t('Purchases, paid entries and withdrawals need a verified e-mail.'),
          t('If you did not sign up for Arena, ignore this e-mail.'),
        ].join('\n'),
        secrets: [token],
      },
      tx,
    );
    deps.logLink?.(user.email, link);
  }

  return {
    sendLink,

    /** A new link to the signed-in player's address; 409 once it is verified. */
    async resend(user: UserRow): Promise<{ email: string }> {
      if (user.emailVerifiedAt !== null)
        throw new AppError('conflict', 'EMAIL_ALREADY_VERIFIED', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
      const verdict = await deps.limiter.consume(`resend-verification:user:${user.id}`, deps.resendPerUser);
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
      await db.transaction((tx) => sendLink(tx, user));
      return { email: user.email };
    },

    /** Verifies the address a link was sent to, if it is still the account's e-mail; the link is used up. */
    async verify(token: string): Promise<{ email: string }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const link = await claimEmailVerification(tx, linkTokenHash(token), now);
        if (!link) throw linkInvalid();
        const user = await findUserById(tx, link.userId);
        // The account's e-mail changed since the link was sent: it proves nothing about the new one.
        if (!user || user.email !== link.email || user.deletedAt) throw linkInvalid();
        await markEmailVerified(tx, user.id, user.email, now);
        return { email: user.email };
      });
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
