/**
 * How a tournament's matches are played, in a line a player reads (decision 0039): "Double elimination · Bo3,
 * final Bo5 · Veto: ban & pick", the group stage ("4 groups of round robin, top 2 advance to the playoff") and the
 * maps. Without zod: the tournament page reads it on a phone.
 */
import { BRACKET_FORMAT_NAMES } from '@arena/shared/bracket-rounds';
import type { Tournament } from '@arena/shared/catalogue';
import { BEST_OF_LABEL } from '@arena/shared/series-format';

export type SeriesFacts = Pick<
  Tournament,
  | 'bracket_format'
  | 'best_of'
  | 'final_best_of'
  | 'third_place_match'
  | 'grand_final'
  | 'swiss_rounds'
  | 'swiss_advance_wins'
  | 'swiss_eliminate_losses'
  | 'swiss_decider_best_of'
  | 'group_stage'
  | 'map_pool'
  | 'veto'
>;

const VETO_TEXT: Record<Tournament['veto'], string | null> = {
  none: null,
  bans: 'Veto: bans',
  ban_pick: 'Veto: ban & pick',
  schedule: 'Maps in a set order',
};

/** "5 rounds", "3 wins advance, 3 losses out", or nothing when the rounds follow the number of teams. */
function swissDetail(t: SeriesFacts): string | null {
  if (t.swiss_advance_wins !== null && t.swiss_eliminate_losses !== null)
    return `${t.swiss_advance_wins} ${t.swiss_advance_wins === 1 ? 'win advances' : 'wins advance'}, ${
      t.swiss_eliminate_losses
    } ${t.swiss_eliminate_losses === 1 ? 'loss' : 'losses'} out`;
  if (t.swiss_rounds !== null) return `${t.swiss_rounds} ${t.swiss_rounds === 1 ? 'round' : 'rounds'}`;
  return null;
}

function bracketText(t: SeriesFacts): string {
  const name = BRACKET_FORMAT_NAMES[t.bracket_format];
  if (t.bracket_format === 'swiss') return [name, swissDetail(t)].filter(Boolean).join(', ');
  const playoff = t.group_stage ? `${name} playoff` : name;
  if (t.bracket_format === 'single_elimination' && t.third_place_match)
    return `${playoff} with a third-place match`;
  if (t.bracket_format === 'double_elimination' && t.grand_final === 'double')
    return `${playoff} with a grand final reset`;
  return playoff;
}

function seriesText(t: SeriesFacts): string {
  const parts = [BEST_OF_LABEL(t.best_of)];
  const hasFinal = t.bracket_format === 'single_elimination' || t.bracket_format === 'double_elimination';
  if (hasFinal && t.final_best_of !== t.best_of) parts.push(`final ${BEST_OF_LABEL(t.final_best_of)}`);
  const swiss = t.bracket_format === 'swiss' || t.group_stage?.format === 'swiss';
  if (swiss && t.swiss_decider_best_of !== null && t.swiss_decider_best_of !== t.best_of)
    parts.push(`deciders ${BEST_OF_LABEL(t.swiss_decider_best_of)}`);
  return parts.join(', ');
}

/** "Double elimination · Bo3, final Bo5 · Veto: ban & pick". */
export function formatLine(t: SeriesFacts): string {
  return [bracketText(t), seriesText(t), VETO_TEXT[t.veto]].filter(Boolean).join(' · ');
}

/** "4 groups of round robin, top 2 of each group advance to the playoff", or null without a group stage. */
export function groupStageLine(t: SeriesFacts): string | null {
  const group = t.group_stage;
  if (!group) return null;
  const one = group.format === 'swiss' || group.groups === 1;
  let who: string;
  if (one) who = group.advance === 1 ? 'the winner advances' : `top ${group.advance} advance`;
  else
    who = group.advance === 1 ? 'each group’s winner advances' : `top ${group.advance} of each group advance`;
  if (group.format === 'swiss') {
    const detail = swissDetail(t);
    return `Swiss group stage${detail ? ` (${detail})` : ''}, ${who} to the playoff`;
  }
  const groups = one ? 'One round-robin group' : `${group.groups} groups of round robin`;
  return `${groups}, ${who} to the playoff`;
}

/** The map pool as a line, or null without one; with a set order, in game order. */
export function mapPoolLine(t: SeriesFacts): string | null {
  return t.map_pool.length > 0 ? t.map_pool.join(', ') : null;
}
