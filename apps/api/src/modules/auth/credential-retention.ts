/**
 * Retention of what signing in leaves behind (decision 0064): ended sessions (with their IP address and browser),
 * used or expired e-mail verification links and password-reset codes, and expired second-factor and passkey
 * challenges were kept for ever. Each now goes a while after it stopped working, in small batches (one statement
 * each, rows claimed with SKIP LOCKED, so instances can sweep at once), in the hourly retention sweep.
 * E-mail changes are kept: they are the record of who moved an account to which address.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  pruneEmailVerifications,
  pruneEndedSessions,
  pruneLoginChallenges,
  prunePasswordResets,
  pruneWebauthnChallenges,
} from './credential-retention.repository';

const DAY_MS = 86_400_000;

/** How long after it stopped working each kind of row is kept. */
export const CREDENTIAL_RETENTION = {
  /** An expired or ended session: long enough to answer "was that sign-in me?" from the console. */
  endedSessionsMs: 30 * DAY_MS,
  /** A verification link or reset code past its expiry: support can still see one was sent. */
  linksAndCodesMs: 7 * DAY_MS,
  /** A sign-in or passkey challenge past its expiry (minutes long; nobody looks at them). */
  challengesMs: DAY_MS,
} as const;

type Prune = (db: DbOrTx, batch: { before: Date; limit: number }) => Promise<number>;

export function createCredentialRetention(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize: number;
}) {
  const { db, clock, log, batchSize } = deps;

  async function inBatches(prune: Prune, before: Date, stopped: () => boolean): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await prune(db, { before, limit: batchSize });
      total += deleted;
      if (deleted < batchSize || stopped()) return total;
    }
  }

  return {
    /** Deletes what is past its retention; answers how many rows of each kind went. */
    async sweep(stopped: () => boolean = () => false) {
      const now = clock.now().getTime();
      const ago = (ms: number) => new Date(now - ms);
      const links = ago(CREDENTIAL_RETENTION.linksAndCodesMs);
      const challenges = ago(CREDENTIAL_RETENTION.challengesMs);
      const pruned = {
        sessions: await inBatches(pruneEndedSessions, ago(CREDENTIAL_RETENTION.endedSessionsMs), stopped),
        email_verifications: await inBatches(pruneEmailVerifications, links, stopped),
        password_resets: await inBatches(prunePasswordResets, links, stopped),
        login_challenges: await inBatches(pruneLoginChallenges, challenges, stopped),
        webauthn_challenges: await inBatches(pruneWebauthnChallenges, challenges, stopped),
      };
      if (Object.values(pruned).some((count) => count > 0)) log.info(pruned, 'pruned ended sign-in records');
      return pruned;
    },
  };
}

export type CredentialRetention = ReturnType<typeof createCredentialRetention>;
