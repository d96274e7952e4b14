/**
 * The organiser forfeits a team in a match (decision 0024): brackets-manager's forfeit, given to the
 * same cascade as any result, so it propagates, can be corrected like a result, and is audited.
 */
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { MATCH_CONTROL_MESSAGES, type ForfeitResult } from '@arena/shared/match-control';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import { assertUnderway, lockMatchForChange } from './bracket-results.service';
import { MATCH_STATUS, hasBothTeams, opponentId } from './bracket.rules';
import { deleteMatchGames, deleteReports, insertAudit } from './brackets.repository';
import { bracketNotices } from './brackets.notices';
import { announceResult, type BracketHooks } from './match-deadlines.service';
import { applyResult } from './result-cascade';
import { assertSwissCorrectable } from './swiss/swiss-corrections';

export interface ForfeitCommand {
  matchId: number;
  adminId: number;
  teamId: number;
  reason: string;
}

export function createMatchForfeits(deps: { db: Db; clock: Clock; hooks: BracketHooks }) {
  const { db, clock, hooks } = deps;

  async function forfeit(tx: Tx, input: ForfeitCommand): Promise<ForfeitResult> {
    const { tournament, engine, match, stage, teamOf } = await lockMatchForChange(tx, input.matchId);
    assertUnderway(tournament);
    if (!hasBothTeams(match) || match.status < MATCH_STATUS.ready)
      throw invalid('MATCH_NOT_READY', BRACKET_MESSAGES.notReady);
    const team1 = teamOf(opponentId(match.opponent1));
    const team2 = teamOf(opponentId(match.opponent2));
    const side = team1 === input.teamId ? 'opponent1' : team2 === input.teamId ? 'opponent2' : null;
    if (side === null) throw invalid('TEAM_NOT_IN_MATCH', MATCH_CONTROL_MESSAGES.teamNotInMatch);

    const now = clock.now();
    await assertSwissCorrectable(engine.storage, stage, match, { forfeit: side });
    const applied = await applyResult(engine, stage.type, match, { forfeit: side });
    const reset = applied.laterChanges.filter((change) => change.wasDecided);
    // A report made against the old opponent, or of a result that is gone, no longer stands.
    await deleteReports(
      tx,
      applied.laterChanges.map((change) => change.matchId),
    );
    // A forfeit has no games (decision 0040); the reset later matches lose theirs.
    await deleteMatchGames(tx, [input.matchId, ...applied.laterChanges.map((change) => change.matchId)]);
    await insertAudit(tx, [
      ...reset.map((change) => ({
        tournamentId: tournament.id,
        matchId: change.matchId,
        actorUserId: input.adminId,
        action: 'reset' as const,
        before: change.before,
        after: change.after,
        reason: input.reason,
        createdAt: now,
      })),
      {
        tournamentId: tournament.id,
        matchId: input.matchId,
        actorUserId: input.adminId,
        action: 'forfeit',
        before: applied.before,
        after: applied.after,
        reason: input.reason,
        createdAt: now,
      },
    ]);
    const resetMatchIds = reset.map((change) => change.matchId);
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: 'match.forfeit',
      targetType: 'match',
      targetId: input.matchId,
      before: { ...applied.before, tournament_id: tournament.id },
      after: {
        ...applied.after,
        tournament_id: tournament.id,
        forfeiting_team_id: input.teamId,
        reset_match_ids: resetMatchIds,
      },
      note: input.reason,
    });
    const teamIds = [team1, team2].filter((id): id is number => id !== null);
    await bracketNotices.forfeited(
      tx,
      { id: input.matchId, tournamentId: tournament.id, teamIds },
      input.teamId,
      input.reason,
    );
    const affected = new Set(teamIds);
    for (const change of applied.laterChanges)
      for (const snapshot of [change.before, change.after])
        for (const s of [snapshot.opponent1, snapshot.opponent2])
          if (s?.team_id !== null && s?.team_id !== undefined) affected.add(s.team_id);
    await announceResult(tx, hooks, engine, {
      type: 'match_result_set',
      tournamentId: tournament.id,
      matchId: input.matchId,
      corrected: applied.wasDecided,
      resetMatchIds,
      affectedTeamIds: [...affected].sort((a, b) => a - b),
      reason: input.reason,
      forfeit: true,
    });
    return { match_id: input.matchId, forfeiting_team_id: input.teamId, reset_match_ids: resetMatchIds };
  }

  return {
    forfeitMatch(input: ForfeitCommand): Promise<ForfeitResult> {
      return db.transaction((tx) => forfeit(tx, input));
    },
  };
}

export type MatchForfeits = ReturnType<typeof createMatchForfeits>;
