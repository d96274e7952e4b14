/**
 * Ratings (issue 27, decision 0044): OpenSkill's Weng-Lin model (the `openskill` package, Plackett-Luce, its
 * defaults) over a team match, each roster player rated; the shown number is the ordinal (mu - 3 sigma) on a
 * friendly scale. Pure: no database.
 */
import { ordinal, rate, rating as newRating } from 'openskill';
import { PROVISIONAL_MATCHES } from '@arena/shared/leaderboard';

export { PROVISIONAL_MATCHES };

export interface SkillState {
  mu: number;
  sigma: number;
}

/** The friendly scale: a new player shows 1000; one point of ordinal is 40 points of rating. */
export const RATING_BASE = 1000;
export const RATING_PER_ORDINAL = 40;

export const initialSkill = (): SkillState => {
  const { mu, sigma } = newRating();
  return { mu, sigma };
};

/** The shown rating of a skill. */
export const shownRating = (skill: SkillState): number =>
  Math.round(RATING_BASE + RATING_PER_ORDINAL * ordinal(skill));

export const isProvisional = (matches: number): boolean => matches < PROVISIONAL_MATCHES;

export type MatchOutcome = 'opponent1' | 'opponent2' | 'draw';

/**
 * The skills after one match between two rosters: the winners ranked first, a draw as a tie. Each roster's
 * skills come back in the order given.
 */
export function rateMatch(
  side1: SkillState[],
  side2: SkillState[],
  outcome: MatchOutcome,
): [SkillState[], SkillState[]] {
  const rank = outcome === 'opponent1' ? [1, 2] : outcome === 'opponent2' ? [2, 1] : [1, 1];
  const [after1, after2] = rate([side1.map((s) => newRating(s)), side2.map((s) => newRating(s))], { rank });
  const plain = (team: SkillState[]) => team.map(({ mu, sigma }) => ({ mu, sigma }));
  return [plain(after1!), plain(after2!)];
}

/** What a player's result in the match was. */
export function resultOf(outcome: MatchOutcome, side: 'opponent1' | 'opponent2'): 'win' | 'loss' | 'draw' {
  if (outcome === 'draw') return 'draw';
  return outcome === side ? 'win' : 'loss';
}

/** Why a decided match moves nobody's rating (decision 0044), or null when it is rated. */
export type UnratedReason = 'forfeit' | 'same_player' | 'shared_platform_id';

export interface RosterPlayer {
  userId: number;
  /** The player's platform IDs (blank ones left out), compared without case. */
  platformIds: string[];
}

/**
 * The anti-abuse rules: a player on both rosters (their own other team), or two opposing players sharing a
 * platform ID (one person's two accounts), keeps the match from moving any rating.
 */
export function abuseOf(side1: RosterPlayer[], side2: RosterPlayer[]): UnratedReason | null {
  const users1 = new Set(side1.map((p) => p.userId));
  if (side2.some((p) => users1.has(p.userId))) return 'same_player';
  const ids1 = new Set(side1.flatMap((p) => p.platformIds.map((id) => id.trim().toLowerCase())));
  for (const player of side2)
    for (const id of player.platformIds)
      if (id.trim() !== '' && ids1.has(id.trim().toLowerCase())) return 'shared_platform_id';
  return null;
}
