/**
 * A bracket's formats, the names of its rounds and the words for a forfeit, without zod: the drawn bracket on
 * a tournament page reads them, and a visitor's phone should not download the schemas of
 * packages/shared/src/brackets.ts for that.
 */
export const bracketFormats = ['single_elimination', 'double_elimination', 'round_robin', 'swiss'] as const;
export type BracketFormat = (typeof bracketFormats)[number];

/** The formats' names as the console and the tournament page write them. */
export const BRACKET_FORMAT_NAMES: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
  swiss: 'Swiss',
};

/**
 * A stage's own format as the clients read a bracket: a Swiss stage is stored as a round-robin stage (decision
 * 0042), and the bracket's `format` is its first stage's format; a Swiss stage is always the first stage (the Swiss
 * format, or a Swiss group stage before a playoff: decision 0043).
 */
export function stageFormatOf(
  bracketFormat: BracketFormat,
  stage: { number: number; type: BracketFormat } | undefined,
): BracketFormat {
  if (!stage) return bracketFormat;
  return stage.number === 1 && bracketFormat === 'swiss' ? 'swiss' : stage.type;
}

/** The round's name as players say it: the API's round_label, the drawn bracket and the list of matches. */
export function roundLabel(
  format: BracketFormat,
  groupNumber: number,
  roundNumber: number,
  roundCount: number,
): string {
  if (format === 'round_robin') return `Round robin ${roundNumber}`;
  if (format === 'swiss') return `Swiss round ${roundNumber}`;
  if (format === 'double_elimination') {
    // The grand final group: the final, then (double grand final) its reset.
    if (groupNumber === 3) return roundNumber === 2 ? 'Grand final reset' : 'Grand final';
    const bracket = groupNumber === 1 ? 'Upper' : 'Lower';
    return roundNumber === roundCount
      ? `${bracket} bracket final`
      : `${bracket} bracket round ${roundNumber}`;
  }
  // Single elimination's second group is the third-place match (brackets-manager's consolation final).
  if (groupNumber === 2) return 'Third-place match';
  const fromEnd = roundCount - roundNumber;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-final';
  if (fromEnd === 2) return 'Quarter-final';
  return `Round ${roundNumber}`;
}

/** A group of a group stage by its number: Group A, Group B, ... (Group 27 past Z). */
export function groupName(groupNumber: number): string {
  return groupNumber >= 1 && groupNumber <= 26
    ? `Group ${String.fromCharCode(64 + groupNumber)}`
    : `Group ${groupNumber}`;
}

/**
 * What a group is called wherever it is named (the standings' tables, the bracket's drawing, round labels): a
 * stage of several groups names each by its letter (groupName); a stage of one group is the stage itself.
 */
export function groupTitle(groupCount: number, groupNumber: number, stageName: string): string {
  return groupCount > 1 ? groupName(groupNumber) : stageName;
}

/**
 * A round's name within its stage (decision 0043): a round robin of several groups names the group ("Group B,
 * round 2"); every other round as roundLabel names it.
 */
export function stageRoundLabel(
  format: BracketFormat,
  groupCount: number,
  groupNumber: number,
  roundNumber: number,
  roundCount: number,
): string {
  if (format === 'round_robin' && groupCount > 1) return `${groupName(groupNumber)}, round ${roundNumber}`;
  return roundLabel(format, groupNumber, roundNumber, roundCount);
}

/** A forfeit as one team reads it: elimination has no draws, so a forfeit is never a 0-0 (decision 0026). */
export const forfeitOutcomes = ['won', 'lost'] as const;
export type ForfeitOutcome = (typeof forfeitOutcomes)[number];

export const FORFEIT_LABELS: Record<ForfeitOutcome, string> = {
  won: 'Won by forfeit',
  lost: 'Lost by forfeit (no-show)',
};

type Side = { forfeit?: boolean | undefined } | null | undefined;

/** A side of a match (brackets-manager's shape): 'lost' when it forfeited, 'won' when the other side did. */
export function forfeitOutcome(own: Side, other: Side): ForfeitOutcome | null {
  if (own?.forfeit) return 'lost';
  if (other?.forfeit) return 'won';
  return null;
}
