/** The tournaments area's text (decision 0062): English travels with the feature, other languages load when shown. */
import type { MyMatch } from '@arena/shared/brackets';
import type { ForfeitOutcome } from '@arena/shared/bracket-rounds';
import { matchStatusKind, type MatchStatusKind } from '@arena/shared/match-status';
import english from '../../locales/en/tournaments.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useTournamentsT = areaTranslator('tournaments', english);

const STATUS_KEYS: Record<MatchStatusKind, string> = {
  waiting: 'tournaments.status.waiting',
  ready: 'tournaments.status.ready',
  waitingOther: 'tournaments.status.waitingOther',
  awaitingYou: 'tournaments.status.awaitingYou',
  awaitingCaptain: 'tournaments.status.awaitingCaptain',
  disputed: 'tournaments.status.disputed',
  noShow: 'tournaments.status.noShow',
  confirmed: 'tournaments.status.confirmed',
};

/** A match's state as its player reads it, in the page's language (the shared English is Discord's). */
export function matchStatusText(t: (id: string) => string, match: MyMatch): string {
  return t(STATUS_KEYS[matchStatusKind(match)]);
}

/** A tournament's state on its badge. */
export const STATE_KEYS = {
  pending: 'tournaments.state.pending',
  underway: 'tournaments.state.underway',
  completed: 'tournaments.state.completed',
  cancelled: 'tournaments.state.cancelled',
} as const;

export const FORFEIT_KEYS: Record<ForfeitOutcome, string> = {
  won: 'tournaments.forfeit.won',
  lost: 'tournaments.forfeit.lost',
};
