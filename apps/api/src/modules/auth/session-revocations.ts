/**
 * The one way sessions end (decision 0031): logout, a password change or reset, a ban, and any later flow that
 * signs a player out (an e-mail change) revoke through `endSessions`. Once the revocation has committed, the
 * `onRevoked` hook is raised with the sessions it ended; the app closes their live streams on every instance
 * with it. A revocation that rolls back raises nothing.
 */
import type { Db, Tx } from '../../db/client';
import { revokeSessions } from './auth.repository';

export interface RevokedSessions {
  userId: number;
  sessionIds: number[];
}

/** Raised after the commit; it must not throw (a failure to tell the streams never fails the sign-out). */
export type OnSessionsRevoked = (revoked: RevokedSessions) => Promise<void>;

/** Revokes the user's sessions inside the transaction: all, only one, or all but one (this device). */
export type Revoke = (input: {
  userId: number;
  now: Date;
  only?: number;
  except?: number;
}) => Promise<number[]>;

export function createSessionRevocations(deps: { db: Db; onRevoked: OnSessionsRevoked }) {
  return {
    /**
     * Runs `work` in one transaction; the sessions it revokes through `revoke` are announced once it has
     * committed.
     */
    async endSessions<T>(work: (tx: Tx, revoke: Revoke) => Promise<T>): Promise<T> {
      const ended: RevokedSessions[] = [];
      const result = await deps.db.transaction((tx) =>
        work(tx, async (input) => {
          const sessionIds = await revokeSessions(tx, input);
          if (sessionIds.length > 0) ended.push({ userId: input.userId, sessionIds });
          return sessionIds;
        }),
      );
      for (const revoked of ended) await deps.onRevoked(revoked);
      return result;
    },
  };
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
