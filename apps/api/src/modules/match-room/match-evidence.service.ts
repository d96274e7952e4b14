/**
 * Evidence (decision 0024): a captain of a match's two teams attaches screenshots while the match can
 * be reported or is disputed. Each is checked and re-encoded like a profile picture and stored like other
 * uploads under a random name that only the match's teams and the admins are given.
 */
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import {
  EVIDENCE_PER_TEAM,
  MATCH_EVIDENCE_MESSAGES as M,
  type MatchEvidence,
} from '@arena/shared/match-evidence';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, rateLimited } from '../../http/errors';
import { EVIDENCE_IMAGE_SIZE, storeReplacingImage } from '../../integrations/storage/image-uploads';
import type { FileStorage } from '../../integrations/storage/local-storage';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { assertUnderway, lockMatchForChange } from '../brackets/bracket-results.service';
import { findDeadlineState, listReports } from '../brackets/bracket-reads.service';
import { isDecided, isPlayable, opponentId, reportsAgree, type MatchRecord } from '../brackets/bracket.rules';
import { userName } from '../users/users.service';
import { matchRoomNotices } from './match-room.notices';
import { openMatch, type Viewer } from './match-access';
import { toEvidenceDto } from '../brackets/match-evidence.reads';
import {
  captainedTeams,
  countTeamEvidence,
  deleteEvidence,
  findEvidence,
  insertEvidence,
} from './match-evidence.repository';

/** Decoding and re-encoding costs CPU: a captain who keeps adding and removing is slowed down. */
export const EVIDENCE_UPLOAD_RATE: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

/** Evidence files live here in the upload storage; the name's 192 random bits are what keep them private. */
const EVIDENCE_FOLDER = 'match_evidence';
const EVIDENCE_NAME_BYTES = 24;

/** Evidence can change while the match can be reported (disputed and no-show matches included). */
function assertOpenForEvidence(tournament: Parameters<typeof assertUnderway>[0], match: MatchRecord): void {
  assertUnderway(tournament);
  if (isDecided(match)) throw invalid('MATCH_CONFIRMED', BRACKET_MESSAGES.alreadyConfirmed);
  if (!isPlayable(match)) throw invalid('MATCH_NOT_READY', BRACKET_MESSAGES.notReady);
}

const sideTeams = (match: MatchRecord, teamOf: (participantId: number | null) => number | null) =>
  [match.opponent1, match.opponent2].map((opponent) => teamOf(opponentId(opponent)));

export function createMatchEvidenceService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  limiter: RateLimiter;
}) {
  const { db } = deps;

  /** The team the viewer captains in this match, or a refusal (an admin is no captain either). */
  async function captainTeamIn(viewer: Viewer, teamIds: number[]): Promise<number> {
    const [teamId] = await captainedTeams(db, viewer.id, teamIds);
    if (teamId === undefined) throw invalid('NOT_CAPTAIN', M.notCaptain);
    return teamId;
  }

  /** Told in the upload's transaction: the other team, and the organisers (a notice only for their queues). */
  async function tellOfEvidence(
    tx: Tx,
    input: { matchId: number; tournamentId: number; teamId: number; otherTeamId: number | null },
  ) {
    const reports = await listReports(tx, { matchId: input.matchId });
    const disputed = reports.length === 2 && !reportsAgree(reports[0]!, reports[1]!);
    const noShow = (await findDeadlineState(tx, input.matchId)) === 'no_show';
    await matchRoomNotices.evidenceAdded(tx, input, { disputed, noShow });
  }

  return {
    /**
     * Attaches one screenshot to the viewer's team's side of the match. Checked before the picture is decoded
     * (cheap refusals first) and again under the tournament's lock, where the per-team limit is counted, so
     * two uploads at once cannot pass it.
     */
    async add(matchId: number, viewer: Viewer, upload: Buffer): Promise<MatchEvidence> {
      const opened = await openMatch(db, matchId, viewer);
      const teamId = await captainTeamIn(viewer, opened.teamIds);
      assertOpenForEvidence(opened.tournament, opened.match);
      if ((await countTeamEvidence(db, matchId, teamId)) >= EVIDENCE_PER_TEAM)
        throw invalid('EVIDENCE_LIMIT', M.limit);
      const limit = await deps.limiter.consume(
        `match-evidence:${viewer.id}:${matchId}`,
        EVIDENCE_UPLOAD_RATE,
      );
      if (!limit.allowed) throw rateLimited(limit.retryAfterMs);

      return storeReplacingImage(
        deps.storage,
        {
          folder: EVIDENCE_FOLDER,
          size: EVIDENCE_IMAGE_SIZE,
          upload,
          messages: M,
          nameBytes: EVIDENCE_NAME_BYTES,
        },
        (path) =>
          db.transaction(async (tx) => {
            const { tournament, match, teamOf } = await lockMatchForChange(tx, matchId);
            assertOpenForEvidence(tournament, match);
            const sides = sideTeams(match, teamOf);
            if (!sides.includes(teamId)) throw invalid('NOT_CAPTAIN', M.notCaptain);
            if ((await countTeamEvidence(tx, matchId, teamId)) >= EVIDENCE_PER_TEAM)
              throw invalid('EVIDENCE_LIMIT', M.limit);
            const row = await insertEvidence(tx, {
              matchId,
              tournamentId: tournament.id,
              teamId,
              uploadedBy: viewer.id,
              path,
              createdAt: deps.clock.now(),
            });
            await tellOfEvidence(tx, {
              matchId,
              tournamentId: tournament.id,
              teamId,
              otherTeamId: sides.find((id) => id !== null && id !== teamId) ?? null,
            });
            const uploaderName = await userName(tx, viewer.id);
            return { result: toEvidenceDto({ ...row, uploaderName }), replaced: null };
          }),
      );
    },

    /**
     * The captain of the team that attached a screenshot removes it, while the match can still be reported.
     * To anyone who may not see the match it does not exist.
     */
    async remove(evidenceId: number, viewer: Viewer): Promise<void> {
      const evidence = await findEvidence(db, evidenceId);
      if (!evidence) throw notFound('The screenshot');
      await openMatch(db, evidence.matchId, viewer, 'The screenshot');
      const mine = await captainedTeams(db, viewer.id, [evidence.teamId]);
      if (mine.length === 0) throw invalid('NOT_YOURS', M.notYours);
      const removed = await db.transaction(async (tx) => {
        const { tournament, match } = await lockMatchForChange(tx, evidence.matchId);
        assertOpenForEvidence(tournament, match);
        return deleteEvidence(tx, evidenceId);
      });
      // After the commit: a failed removal leaves the record; a removed record never points at a lost file.
      if (removed) await deps.storage.remove(removed.path);
    },
  };
}

export type MatchEvidenceService = ReturnType<typeof createMatchEvidenceService>;
