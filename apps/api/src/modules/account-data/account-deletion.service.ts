/**
 * Delete my account (GDPR article 17; issue 28, decision 0052): `POST /api/delete-account` with the password.
 * Refused while the player captains a team in a pending or underway tournament, has a withdrawal in flight or
 * money in the wallet. Otherwise, in one transaction: personal fields erased (the row stays as "Deleted player
 * #n" for the ledger, payments and audit, which must be kept), rows only about the person removed, the name and
 * address scrubbed from what others were sent, and every session ended (their live streams close at once).
 */
import { DELETE_ACCOUNT_MESSAGES } from '@arena/shared/account-data';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { invalid, rateLimited } from '../../http/errors';
import { refuseUnlessStepUpPassed, type StepUpResult } from '../auth/step-up';
import {
  deletionBlockers,
  eraseAccount,
  removePersonalRows,
  scrubColumn,
  textColumns,
  type TextColumn,
} from './account-data.repository';

/** A PostgreSQL regular expression matching `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** Ends every session of the account inside the transaction; the streams are told once it has committed. */
export type EndAllSessions = <T>(
  work: (tx: Tx, endAll: (userId: number) => Promise<unknown>) => Promise<T>,
) => Promise<T>;

export function createAccountDeletionService(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  attemptsPerUser: RateLimitRule;
  endAllSessions: EndAllSessions;
  /** The public answers' cache: a deleted player's name leaves the pages at once. */
  onChange: () => void;
  /**
   * The step-up of an account with two-factor sign-in (decision 0049): checks and uses up the code given, in the
   * deletion's transaction; 'off' when the account has no second factor.
   */
  secondFactor: (
    tx: Tx,
    userId: number,
    factor: { code?: string | undefined; recovery_code?: string | undefined; passkey?: unknown },
    now: Date,
  ) => Promise<StepUpResult>;
}) {
  let columns: Promise<TextColumn[]> | undefined;
  return {
    async deleteAccount(
      user: { id: number; email: string; name: string; passwordHash: string },
      input: {
        password: string;
        code?: string | undefined;
        recovery_code?: string | undefined;
        passkey?: unknown;
      },
    ): Promise<void> {
      const allowed = await deps.limiter.consume(`delete-account:user:${user.id}`, deps.attemptsPerUser);
      if (!allowed.allowed) throw rateLimited(allowed.retryAfterMs);
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw invalid('INVALID_PASSWORD', DELETE_ACCOUNT_MESSAGES.wrongPassword);
      const passwordHash = await hashPassword(randomToken());
      columns ??= textColumns(deps.db);
      const scrubbed = await columns;
      const now = deps.clock.now();
      const pseudonym = DELETE_ACCOUNT_MESSAGES.pseudonym(user.id);
      await deps.endAllSessions(async (tx, endAll) => {
        const blockers = await deletionBlockers(tx, user.id);
        if (!blockers) throw invalid('ACCOUNT_GONE', DELETE_ACCOUNT_MESSAGES.gone);
        refuseUnlessStepUpPassed(await deps.secondFactor(tx, user.id, input, now));
        if (blockers.entries > 0)
          throw invalid('ACCOUNT_IN_TOURNAMENT', DELETE_ACCOUNT_MESSAGES.inTournament);
        if (blockers.withdrawals > 0)
          throw invalid('WITHDRAWAL_IN_FLIGHT', DELETE_ACCOUNT_MESSAGES.withdrawalInFlight);
        if (blockers.wallet > 0) throw invalid('WALLET_NOT_EMPTY', DELETE_ACCOUNT_MESSAGES.walletNotEmpty);
        await removePersonalRows(tx, { userId: user.id, oldEmail: user.email, now });
        // What others were sent or what was recorded about the player names them: the name as a word, and the
        // address anywhere.
        const pattern = `\\m${literal(user.name)}\\M|${literal(user.email)}`;
        for (const column of scrubbed) await scrubColumn(tx, column, pattern, pseudonym);
        await eraseAccount(tx, {
          userId: user.id,
          pseudonym,
          email: `deleted-${user.id}@deleted.invalid`,
          passwordHash,
          now,
        });
        await endAll(user.id);
      });
      deps.onChange();
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
