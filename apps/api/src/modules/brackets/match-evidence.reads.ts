/**
 * Match evidence as the screens show it (the dispute queue, the control room, the match room): a plain read the
 * bracket's own reads and the match room (which attaches the screenshots) call with the matches they already
 * checked the viewer may see. It lives with the brackets, so that the match room depends on the brackets and
 * not the other way round (decision 0017).
 */
import type { MatchEvidence } from '@arena/shared/match-evidence';
import type { DbOrTx } from '../../db/client';
import { listEvidence } from './brackets.repository';

export interface EvidenceBook {
  /** One team's screenshots in one match, oldest first (empty when it attached none). */
  of(matchId: number, teamId: number | null): MatchEvidence[];
}

type EvidenceRow = Awaited<ReturnType<typeof listEvidence>>[number];

export function toEvidenceDto(row: EvidenceRow): MatchEvidence {
  return {
    id: row.id,
    match_id: row.matchId,
    team_id: row.teamId,
    image: row.path,
    uploaded_by_name: row.uploaderName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The evidence of these matches (or of every match of a tournament), one query, filed by match and team. */
export async function readEvidence(
  db: DbOrTx,
  where: { matchIds: number[] } | { tournamentId: number },
): Promise<EvidenceBook> {
  const byKey = new Map<string, MatchEvidence[]>();
  for (const row of await listEvidence(db, where)) {
    const key = `${row.matchId}:${row.teamId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), toEvidenceDto(row)]);
  }
  return { of: (matchId, teamId) => (teamId === null ? [] : (byKey.get(`${matchId}:${teamId}`) ?? [])) };
}
