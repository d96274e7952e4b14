/**
 * How a tournament's matches are played, in a line a player reads (decision 0039): "Double elimination · Bo3,
 * final Bo5 · Veto: ban & pick", the group stage ("4 groups of round robin, top 2 advance to the playoff") and the
 * maps. In the language of the `t` given (useSeriesFormatT), English without one. Without zod: the tournament
 * page reads it on a phone.
 */
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { Tournament } from '@arena/shared/catalogue';
import { BEST_OF_LABEL } from '@arena/shared/series-format';
import { sayFormatInEnglish, type SayFormat as Say } from './series-format-i18n';

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

/** The shared English names (BRACKET_FORMAT_NAMES) as keys. */
const NAME_KEYS: Record<BracketFormat, string> = {
  single_elimination: 'seriesFormat.name.singleElimination',
  double_elimination: 'seriesFormat.name.doubleElimination',
  round_robin: 'seriesFormat.name.roundRobin',
  swiss: 'seriesFormat.name.swiss',
};

/** The format as the playoff after a group stage (a Swiss bracket has no group stage before it). */
const PLAYOFF_KEYS: Record<Exclude<BracketFormat, 'swiss'>, string> = {
  single_elimination: 'seriesFormat.playoff.singleElimination',
  double_elimination: 'seriesFormat.playoff.doubleElimination',
  round_robin: 'seriesFormat.playoff.roundRobin',
};

const VETO_KEYS: Record<Tournament['veto'], string | null> = {
  none: null,
  bans: 'seriesFormat.veto.bans',
  ban_pick: 'seriesFormat.veto.banPick',
  schedule: 'seriesFormat.veto.schedule',
};

/** "5 rounds", "3 wins advance, 3 losses out", or nothing when the rounds follow the number of teams. */
function swissDetail(facts: SeriesFacts, t: Say): string | null {
  if (facts.swiss_advance_wins !== null && facts.swiss_eliminate_losses !== null)
    return t('seriesFormat.swissRecord', {
      wins: facts.swiss_advance_wins,
      losses: facts.swiss_eliminate_losses,
    });
  if (facts.swiss_rounds !== null) return t('seriesFormat.swissRounds', { rounds: facts.swiss_rounds });
  return null;
}

function bracketText(facts: SeriesFacts, t: Say): string {
  const format = facts.bracket_format;
  if (format === 'swiss') return [t(NAME_KEYS[format]), swissDetail(facts, t)].filter(Boolean).join(', ');
  const bracket = t(facts.group_stage ? PLAYOFF_KEYS[format] : NAME_KEYS[format]);
  if (format === 'single_elimination' && facts.third_place_match)
    return t('seriesFormat.thirdPlace', { bracket });
  if (format === 'double_elimination' && facts.grand_final === 'double')
    return t('seriesFormat.grandFinalReset', { bracket });
  return bracket;
}

function seriesText(facts: SeriesFacts, t: Say): string {
  const parts = [BEST_OF_LABEL(facts.best_of)];
  const hasFinal =
    facts.bracket_format === 'single_elimination' || facts.bracket_format === 'double_elimination';
  if (hasFinal && facts.final_best_of !== facts.best_of)
    parts.push(t('seriesFormat.finalBestOf', { bestOf: BEST_OF_LABEL(facts.final_best_of) }));
  const swiss = facts.bracket_format === 'swiss' || facts.group_stage?.format === 'swiss';
  if (swiss && facts.swiss_decider_best_of !== null && facts.swiss_decider_best_of !== facts.best_of)
    parts.push(t('seriesFormat.decidersBestOf', { bestOf: BEST_OF_LABEL(facts.swiss_decider_best_of) }));
  return parts.join(', ');
}

/** "Double elimination · Bo3, final Bo5 · Veto: ban & pick", in the language of `t`. */
export function formatLine(facts: SeriesFacts, t: Say = sayFormatInEnglish): string {
  const veto = VETO_KEYS[facts.veto];
  return [bracketText(facts, t), seriesText(facts, t), veto && t(veto)].filter(Boolean).join(' · ');
}

/** "4 groups of round robin, top 2 of each group advance to the playoff", or null without a group stage. */
export function groupStageLine(facts: SeriesFacts, t: Say = sayFormatInEnglish): string | null {
  const group = facts.group_stage;
  if (!group) return null;
  const advance = group.advance;
  if (group.format === 'swiss') {
    const detail = swissDetail(facts, t);
    return detail
      ? t('seriesFormat.group.swissDetail', { detail, advance })
      : t('seriesFormat.group.swiss', { advance });
  }
  if (group.groups === 1) return t('seriesFormat.group.one', { advance });
  return t('seriesFormat.group.many', { groups: group.groups, advance });
}

/** The map pool as a line, or null without one; with a set order, in game order. */
export function mapPoolLine(facts: SeriesFacts): string | null {
  return facts.map_pool.length > 0 ? facts.map_pool.join(', ') : null;
}
