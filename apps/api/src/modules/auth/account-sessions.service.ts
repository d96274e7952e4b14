/**
 * My Account's signed-in devices (issue 28, decision 0050): list the account's live sessions, end one, or end
 * every other one. Ending goes through session-revocations.ts like every sign-out, so the ended sessions' live
 * streams close at once on every instance (decision 0031).
 */
import { describeDevice, SESSION_MESSAGES, type AccountSession } from '@arena/shared/sessions';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../http/errors';
import type { AuthenticatedSession } from './auth.service';
import { liveSessionsOf } from './account-sessions.repository';
import type { SessionRevocations } from './session-revocations';

export function createAccountSessionsService(deps: { db: Db; clock: Clock; sessions: SessionRevocations }) {
  const { db, clock } = deps;
  return {
    async list(session: AuthenticatedSession): Promise<AccountSession[]> {
      const rows = await liveSessionsOf(db, session.user.id, clock.now());
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        signed_in_at: row.createdAt.toISOString(),
        last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
        current: row.id === session.sessionId,
      }));
    },

    /** Ends one of the account's live sessions (this one too: a sign-out); another account's is not found. */
    async end(session: AuthenticatedSession, sessionId: number): Promise<{ current: boolean }> {
      const ended = await deps.sessions.endSessions((_tx, revoke) =>
        revoke({ userId: session.user.id, now: clock.now(), only: sessionId }),
      );
      if (ended.length === 0) throw new AppError('not_found', 'SESSION_NOT_FOUND', SESSION_MESSAGES.notFound);
      return { current: sessionId === session.sessionId };
    },

    /** Ends every live session of the account but this one; answers how many. */
    async endOthers(session: AuthenticatedSession): Promise<number> {
      const ended = await deps.sessions.endSessions((_tx, revoke) =>
        revoke({ userId: session.user.id, now: clock.now(), except: session.sessionId }),
      );
      return ended.length;
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
