/**
 * The tournament form's series and stage fields (decision 0039), validated by the console and the admin API alike:
 * the fields, and the rules between them and the bracket format. Every message names its field.
 */
import { z } from 'zod';
import {
  BEST_OF_VALUES,
  GRAND_FINAL_MODES,
  GROUP_STAGE_FORMATS,
  SERIES_LIMITS as L,
  VETO_MODES,
  type BestOf,
} from './series-format';

export const SERIES_FORMAT_MESSAGES = {
  bestOf: (label: string) => `${label} must be 1, 3, 5 or 7`,
  thirdPlaceNeedsSingleElimination:
    'A third-place match needs a single elimination bracket (or a single elimination playoff).',
  doubleGrandFinalNeedsDoubleElimination: 'A double grand final needs a double elimination bracket.',
  swissSettingsNeedSwiss: 'Swiss settings need the Swiss format or a Swiss group stage.',
  swissRoundsOrRecord:
    'Give either Swiss rounds, or Swiss advance wins with Swiss eliminate losses (the Major style), not both.',
  swissRecordPair: 'Swiss advance wins and Swiss eliminate losses are given together.',
  deciderNeedsRecord: 'Swiss decider best of needs Swiss advance wins and Swiss eliminate losses.',
  groupStagePlayoff: 'A group stage feeds a single or double elimination playoff.',
  swissGroupStageOneGroup: 'A Swiss group stage is played as one group.',
  groupsTooMany: 'Each group needs at least 2 teams: use fewer groups or more total teams.',
  advanceTooMany: 'Fewer teams must advance from each group than the group holds.',
  advanceTooFew: 'At least 2 teams must advance into the playoff.',
  mapPoolDuplicate: 'Each map or mode can be in the map pool once only.',
  vetoNeedsPool: 'A veto needs a map pool of at least 2 maps or modes.',
  poolMin: 'The map pool needs at least 2 maps or modes, or none.',
  poolTooSmall: (games: number) => `The map pool needs at least ${games} maps or modes, one for each game.`,
} as const;

const M = SERIES_FORMAT_MESSAGES;
const isMissing = (input: unknown) => input === undefined || input === null;

function bestOf(label: string) {
  return z
    .number({ error: (i) => (isMissing(i.input) ? `${label} is required` : `${label} must be a number`) })
    .refine((value): value is BestOf => (BEST_OF_VALUES as readonly number[]).includes(value), {
      error: M.bestOf(label),
    });
}

function count(label: string, min: number, max: number) {
  const range = `${label} must be between ${min} and ${max}`;
  return z
    .number({ error: (i) => (isMissing(i.input) ? `${label} is required` : `${label} must be a number`) })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: range })
    .max(max, { error: range });
}

export const groupStageSchema = z.object(
  {
    format: z.enum(GROUP_STAGE_FORMATS, { error: 'Group stage format must be round_robin or swiss' }),
    groups: count('Groups', 1, L.groupsMax),
    advance: count('Teams advancing from each group', 1, 512),
  },
  { error: 'Group stage must be an object with format, groups and advance' },
);

const mapName = z
  .string({ error: 'Each map or mode must be text' })
  .trim()
  .min(1, { error: 'A map or mode name is required' })
  .max(L.mapNameMax, { error: `A map or mode name cannot exceed ${L.mapNameMax} characters` });

/**
 * The fields. On a create, what is left out takes its default; `final_best_of` left out follows `best_of`. Nulls
 * clear the optional Swiss settings and the group stage.
 */
export const seriesFormatShape = {
  best_of: bestOf('Best of').default(1),
  final_best_of: bestOf('Final best of').optional(),
  third_place_match: z.boolean({ error: 'Third-place match must be true or false' }).default(false),
  grand_final: z.enum(GRAND_FINAL_MODES, { error: 'Grand final must be simple or double' }).default('simple'),
  swiss_rounds: count('Swiss rounds', 1, L.swissRoundsMax).nullable().default(null),
  swiss_advance_wins: count('Swiss advance wins', 1, L.swissRecordMax).nullable().default(null),
  swiss_eliminate_losses: count('Swiss eliminate losses', 1, L.swissRecordMax).nullable().default(null),
  swiss_decider_best_of: bestOf('Swiss decider best of').nullable().default(null),
  group_stage: groupStageSchema.nullable().default(null),
  map_pool: z
    .array(mapName, { error: 'Map pool must be a list of map or mode names' })
    .max(L.mapPoolMax, { error: `The map pool can hold at most ${L.mapPoolMax} maps or modes` })
    .default([]),
  veto: z.enum(VETO_MODES, { error: 'Veto must be none, bans, ban_pick or schedule' }).default('none'),
  veto_step_seconds: count('Veto step seconds', L.vetoStepSecondsMin, L.vetoStepSecondsMax).default(
    L.vetoStepSecondsDefault,
  ),
};

interface SeriesFormatValues {
  bracket_format: string;
  total_teams: number;
  best_of: number;
  final_best_of?: number | undefined;
  third_place_match: boolean;
  grand_final: string;
  swiss_rounds: number | null;
  swiss_advance_wins: number | null;
  swiss_eliminate_losses: number | null;
  swiss_decider_best_of: number | null;
  group_stage: { format: string; groups: number; advance: number } | null;
  map_pool: string[];
  veto: string;
}

/** The rules between the fields, added to the form's other cross-field checks. */
export function checkSeriesFormat(value: SeriesFormatValues, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const group = value.group_stage;
  const playoff = value.bracket_format;
  const swissSomewhere = playoff === 'swiss' || group?.format === 'swiss';

  if (value.third_place_match && playoff !== 'single_elimination')
    issue('third_place_match', M.thirdPlaceNeedsSingleElimination);
  if (value.grand_final === 'double' && playoff !== 'double_elimination')
    issue('grand_final', M.doubleGrandFinalNeedsDoubleElimination);

  const record = [value.swiss_advance_wins, value.swiss_eliminate_losses];
  const anySwiss = value.swiss_rounds !== null || record.some((v) => v !== null);
  if (anySwiss && !swissSomewhere) issue('swiss_rounds', M.swissSettingsNeedSwiss);
  if (record.filter((v) => v !== null).length === 1) issue('swiss_advance_wins', M.swissRecordPair);
  if (value.swiss_rounds !== null && record.some((v) => v !== null))
    issue('swiss_rounds', M.swissRoundsOrRecord);
  if (value.swiss_decider_best_of !== null && record.some((v) => v === null))
    issue('swiss_decider_best_of', M.deciderNeedsRecord);

  if (group) {
    if (playoff !== 'single_elimination' && playoff !== 'double_elimination')
      issue('group_stage', M.groupStagePlayoff);
    if (group.format === 'swiss' && group.groups !== 1) issue('group_stage', M.swissGroupStageOneGroup);
    if (Number.isInteger(value.total_teams)) {
      const perGroup = Math.floor(value.total_teams / group.groups);
      if (perGroup < 2) issue('group_stage', M.groupsTooMany);
      else if (group.advance >= perGroup) issue('group_stage', M.advanceTooMany);
      else if (group.advance * group.groups < 2) issue('group_stage', M.advanceTooFew);
    }
  }

  const names = value.map_pool.map((name) => name.trim().toLowerCase());
  if (new Set(names).size !== names.length) issue('map_pool', M.mapPoolDuplicate);
  if (value.map_pool.length === 1) issue('map_pool', M.poolMin);
  if (value.veto !== 'none') {
    if (value.map_pool.length < L.mapPoolMin) issue('map_pool', M.vetoNeedsPool);
    else {
      const longest = Math.max(
        value.best_of,
        value.final_best_of ?? value.best_of,
        value.swiss_decider_best_of ?? 1,
      );
      if (value.map_pool.length < longest) issue('map_pool', M.poolTooSmall(longest));
    }
  }
}
