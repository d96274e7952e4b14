/**
 * What the bracket engine tells the rest of the platform, inside the transaction that made the change: a
 * handler's writes commit or roll back with the result (live updates and match deadlines build on these).
 */
import type { Tx } from '../../db/client';

/**
 * The matches a result wrote (its own, the later matches it gave a team or reset), so listeners look at those
 * and not the whole bracket; 'all' (or absent) when that is not known.
 */
export type ChangedMatchIds = number[] | 'all';

export type BracketEvent =
  | {
      type: 'match_confirmed';
      tournamentId: number;
      matchId: number;
      /** Confirmed by the deadline sweep from a single report (decision 0024), not by two agreeing captains. */
      byDeadline?: boolean;
      changedMatchIds?: ChangedMatchIds;
    }
  | {
      type: 'match_result_set';
      tournamentId: number;
      matchId: number;
      /** The match had a result already: the admin corrected it. */
      corrected: boolean;
      resetMatchIds: number[];
      affectedTeamIds: number[];
      /** The admin's reason, told to the players. */
      reason?: string | undefined;
      /** The result is an organiser's forfeit; the match's two teams are told by its own notice. */
      forfeit?: boolean;
      changedMatchIds?: ChangedMatchIds;
    }
  | {
      /** A Swiss stage's next round was drawn (decision 0042): its matches are new and ready. */
      type: 'round_drawn';
      tournamentId: number;
      stageId: number;
      roundNumber: number;
      matchIds: number[];
      /** The participant given the round's bye, if any. */
      byeParticipantId: number | null;
      changedMatchIds?: ChangedMatchIds;
    }
  | { type: 'tournament_finished'; tournamentId: number; placings: number[][] };

export type OnBracketEvent = (tx: Tx, event: BracketEvent) => Promise<void>;

/** Called in the transaction that decided the last match: the lifecycle pays prizes and completes the tournament. */
export type OnTournamentFinished = (tx: Tx, tournamentId: number, placings: number[][]) => Promise<void>;
