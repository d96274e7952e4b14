/** The account's signed-in devices (issue 28, decision 0050): its live sessions, and when each was last used. */
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/sessions';

/** How stale `last_seen_at` may get before a request writes it again: the list shows it to the minute. */
export const LAST_SEEN_STEP_MS = 60_000;

/** Notes that the session made a request now (once a step: a concurrent request may have done it already). */
export async function touchSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_STEP_MS))),
      ),
    );
}

/** The user's live sessions (not ended, not expired), oldest sign-in first. */
export function liveSessionsOf(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}
