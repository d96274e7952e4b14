/**
 * Round and group names in the page's language (issue 29). The API names a round in English (`round_label`,
 * shared `stageRoundLabel`: "Semi-final", "Upper bracket round 2", "Group B, round 3"); the names are few and
 * made by one function, so the web reads the English back into its parts and says it in the shown language.
 * A name it does not know (an organiser's own) is shown as it came. Shared by the players' screens and the
 * console, each passing the `t` of `useRoundLabelT()`; code that compares a name (drawAllowedFor) keeps the English.
 */
import type { SayRound as T } from './round-label-i18n';

const FIXED: Record<string, string> = {
  Final: 'roundLabel.round.final',
  'Semi-final': 'roundLabel.round.semiFinal',
  'Quarter-final': 'roundLabel.round.quarterFinal',
  'Third-place match': 'roundLabel.round.thirdPlace',
  'Grand final': 'roundLabel.round.grandFinal',
  'Grand final reset': 'roundLabel.round.grandFinalReset',
  'Upper bracket final': 'roundLabel.round.upperFinal',
  'Lower bracket final': 'roundLabel.round.lowerFinal',
};

const NUMBERED: [RegExp, string][] = [
  [/^Round (\d+)$/, 'roundLabel.round.number'],
  [/^Upper bracket round (\d+)$/, 'roundLabel.round.upperNumber'],
  [/^Lower bracket round (\d+)$/, 'roundLabel.round.lowerNumber'],
  [/^Round robin (\d+)$/, 'roundLabel.round.roundRobin'],
  [/^Swiss round (\d+)$/, 'roundLabel.round.swiss'],
];

/** "Group B" in the shown language; any other text as it is. */
export function localGroupName(t: T, name: string): string {
  const group = /^Group (\w+)$/.exec(name);
  return group ? t('roundLabel.round.group', { group: group[1]! }) : name;
}

/** An English round name (the API's `round_label`) in the shown language. */
export function localRoundLabel(t: T, label: string): string {
  const fixed = FIXED[label];
  if (fixed) return t(fixed);
  for (const [pattern, key] of NUMBERED) {
    const match = pattern.exec(label);
    if (match) return t(key, { n: Number(match[1]) });
  }
  const grouped = /^Group (\w+), round (\d+)$/.exec(label);
  if (grouped) return t('roundLabel.round.groupRound', { group: grouped[1]!, n: Number(grouped[2]) });
  return localGroupName(t, label);
}

const STAGES: Record<string, string> = {
  'Group stage': 'roundLabel.stage.groupStage',
  'Swiss stage': 'roundLabel.stage.swissStage',
  Playoff: 'roundLabel.stage.playoff',
  'Single elimination': 'roundLabel.stage.singleElimination',
  'Double elimination': 'roundLabel.stage.doubleElimination',
  'Round robin': 'roundLabel.stage.roundRobin',
  Swiss: 'roundLabel.stage.swiss',
};

/** A stage's English name (the API's "Group stage", "Swiss stage", "Playoff", a format's) in the shown language. */
export function localStageName(t: T, name: string): string {
  const key = STAGES[name];
  return key ? t(key) : name;
}
