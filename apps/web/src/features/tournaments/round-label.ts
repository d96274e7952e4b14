/**
 * Round and group names in the page's language (issue 29). The API names a round in English (`round_label`,
 * shared `stageRoundLabel`: "Semi-final", "Upper bracket round 2", "Group B, round 3"); the names are few and
 * made by one function, so the web reads the English back into its parts and says it in the shown language.
 * A name it does not know (an organiser's own) is shown as it came.
 */
type T = (id: string, values?: Record<string, string | number>) => string;

const FIXED: Record<string, string> = {
  Final: 'tournaments.round.final',
  'Semi-final': 'tournaments.round.semiFinal',
  'Quarter-final': 'tournaments.round.quarterFinal',
  'Third-place match': 'tournaments.round.thirdPlace',
  'Grand final': 'tournaments.round.grandFinal',
  'Grand final reset': 'tournaments.round.grandFinalReset',
  'Upper bracket final': 'tournaments.round.upperFinal',
  'Lower bracket final': 'tournaments.round.lowerFinal',
};

const NUMBERED: [RegExp, string][] = [
  [/^Round (\d+)$/, 'tournaments.round.number'],
  [/^Upper bracket round (\d+)$/, 'tournaments.round.upperNumber'],
  [/^Lower bracket round (\d+)$/, 'tournaments.round.lowerNumber'],
  [/^Round robin (\d+)$/, 'tournaments.round.roundRobin'],
  [/^Swiss round (\d+)$/, 'tournaments.round.swiss'],
];

/** "Group B" in the shown language; any other text as it is. */
export function localGroupName(t: T, name: string): string {
  const group = /^Group (\w+)$/.exec(name);
  return group ? t('tournaments.round.group', { group: group[1]! }) : name;
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
  if (grouped) return t('tournaments.round.groupRound', { group: grouped[1]!, n: Number(grouped[2]) });
  return localGroupName(t, label);
}

const STAGES: Record<string, string> = {
  'Group stage': 'tournaments.stage.groupStage',
  'Swiss stage': 'tournaments.stage.swissStage',
  Playoff: 'tournaments.stage.playoff',
  'Single elimination': 'tournaments.stage.singleElimination',
  'Double elimination': 'tournaments.stage.doubleElimination',
  'Round robin': 'tournaments.stage.roundRobin',
  Swiss: 'tournaments.stage.swiss',
};

/** A stage's English name (the API's "Group stage", "Swiss stage", "Playoff", a format's) in the shown language. */
export function localStageName(t: T, name: string): string {
  const key = STAGES[name];
  return key ? t(key) : name;
}
