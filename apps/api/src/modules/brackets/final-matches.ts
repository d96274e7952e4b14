/**
 * Which matches are a tournament's finals (decision 0039's `final_best_of`: the SE final and third-place match, the
 * DE grand final and its reset), across stages (decision 0043): only the last elimination stage has finals, so a
 * group stage's matches never do, nor a round robin's or Swiss round's.
 */
import type { GroupRecord, MatchRecord, RoundRecord } from './bracket.rules';
import type { PlannedStage } from './stage-plan';

export function finalMatchTester(stages: PlannedStage[], groups: GroupRecord[], rounds: RoundRecord[]) {
  const last = [...stages].sort((a, b) => b.number - a.number)[0];
  const groupNumber = new Map(groups.map((g) => [Number(g.id), g.number]));
  const roundNumber = new Map(rounds.map((r) => [Number(r.id), r.number]));
  const roundCount = new Map<number, number>();
  for (const round of rounds)
    roundCount.set(
      Number(round.group_id),
      Math.max(roundCount.get(Number(round.group_id)) ?? 0, round.number),
    );
  return (match: MatchRecord): boolean => {
    // A stage with a playoff still to come (a group stage) is not the last one, whatever is drawn yet.
    if (!last || last.playoff || Number(match.stage_id) !== Number(last.id)) return false;
    const group = groupNumber.get(Number(match.group_id));
    if (last.type === 'single_elimination')
      return (
        group === 2 ||
        (group === 1 && roundNumber.get(Number(match.round_id)) === roundCount.get(Number(match.group_id)))
      );
    if (last.type === 'double_elimination') return group === 3;
    return false;
  };
}
