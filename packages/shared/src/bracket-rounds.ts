/**
 * A bracket's formats and the names of its rounds, without zod: the drawn bracket on a tournament page reads
 * them, and a visitor's phone should not download the schemas of packages/shared/src/brackets.ts for that.
 */
export const bracketFormats = ['single_elimination', 'double_elimination', 'round_robin'] as const;
export type BracketFormat = (typeof bracketFormats)[number];

/** The round's name as players say it: the API's round_label, the drawn bracket and the list of matches. */
export function roundLabel(
  format: BracketFormat,
  groupNumber: number,
  roundNumber: number,
  roundCount: number,
): string {
  if (format === 'round_robin') return `Round robin ${roundNumber}`;
  if (format === 'double_elimination') {
    if (groupNumber === 3) return 'Grand final';
    const bracket = groupNumber === 1 ? 'Upper' : 'Lower';
    return roundNumber === roundCount
      ? `${bracket} bracket final`
      : `${bracket} bracket round ${roundNumber}`;
  }
  const fromEnd = roundCount - roundNumber;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-final';
  if (fromEnd === 2) return 'Quarter-final';
  return `Round ${roundNumber}`;
}
