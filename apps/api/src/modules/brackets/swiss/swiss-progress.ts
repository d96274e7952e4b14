/**
 * The step after a result that left every match of a bracket settled (decision 0042): a Swiss stage that needs
 * another round gets it in the same transaction, and the listeners (notices, deadlines, live views) are told of
 * the new matches; only a bracket that needs no more rounds is finished. Called by every result path (captains'
 * reports, the organiser's results and corrections, the deadline sweep and forfeits) before finishing.
 */
import type { Tx } from '../../../db/client';
import type { BracketEngine } from '../bracket-engine';
import type { OnBracketEvent } from '../bracket-events';
import { drawDueSwissRounds } from './swiss-stage';

/** Answers whether a round was drawn (then the tournament goes on). */
export async function continueSwiss(
  tx: Tx,
  tournamentId: number,
  engine: BracketEngine,
  onEvent: OnBracketEvent | undefined,
): Promise<boolean> {
  const drawn = await drawDueSwissRounds(engine.storage);
  for (const round of drawn)
    await onEvent?.(tx, {
      type: 'round_drawn',
      tournamentId,
      stageId: round.stageId,
      roundNumber: round.roundNumber,
      matchIds: round.matchIds,
      byeParticipantId: round.bye,
      changedMatchIds: round.matchIds,
    });
  return drawn.length > 0;
}
