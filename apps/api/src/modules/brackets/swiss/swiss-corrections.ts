/**
 * The result rules a Swiss stage adds (decision 0042): no draws (a Swiss stage is stored as a round-robin stage,
 * which would take one), and no change of winner once a later round is drawn: that round was paired on the old
 * record, and a Major-style stage may have moved a team on or out by it. A correction of the score that keeps the
 * winner is taken.
 */
import type { CrudInterface } from 'brackets-manager';
import { AppError } from '../../../http/errors';
import {
  isDecided,
  outcomeOf,
  outcomeOfScores,
  type MatchRecord,
  type RoundRecord,
  type StageRecord,
} from '../bracket.rules';
import { isSwissStage } from './swiss-stage';

export const SWISS_MESSAGES = {
  laterRoundDrawn:
    'The next Swiss round has been drawn from this result, so its winner can no longer change. The score can still be corrected with the same winner.',
} as const;

/** Round robin takes draws; elimination and Swiss do not. */
export const allowsDraws = (stage: StageRecord): boolean =>
  stage.type === 'round_robin' && !isSwissStage(stage);

/** Refuses a new winner for a Swiss match whose round is not the stage's latest. */
export async function assertSwissCorrectable(
  storage: CrudInterface,
  stage: StageRecord,
  match: MatchRecord,
  outcome: { opponent1: number; opponent2: number } | { forfeit: 'opponent1' | 'opponent2' },
): Promise<void> {
  if (!isSwissStage(stage) || !isDecided(match)) return;
  const winner =
    'forfeit' in outcome
      ? outcome.forfeit === 'opponent1'
        ? 'opponent2'
        : 'opponent1'
      : outcomeOfScores(outcome.opponent1, outcome.opponent2);
  if (winner === outcomeOf(match)) return;
  const rounds = ((await storage.select('round', { stage_id: stage.id })) ?? []) as RoundRecord[];
  const own = rounds.find((round) => Number(round.id) === Number(match.round_id));
  if (own && rounds.some((round) => round.number > own.number))
    throw new AppError('conflict', 'SWISS_ROUND_DRAWN', SWISS_MESSAGES.laterRoundDrawn);
}
