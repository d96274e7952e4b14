/**
 * The tournament form's series and stage settings (decision 0039) as typed, which of them a bracket format
 * shows, and their translation into the shared schema's input. A setting the format does not show is sent as
 * "not used" (false, simple, null), so a hidden field never holds a value the schema would refuse unseen.
 */
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { GrandFinalMode, GroupStageFormat, VetoMode } from '@arena/shared/series-format';
import { numberOrText } from './typed-form';

export type SwissStyle = 'rounds' | 'record';

export interface SeriesFormValues {
  best_of: string;
  /** Blank: the same as best of. */
  final_best_of: string;
  third_place_match: boolean;
  grand_final: GrandFinalMode;
  /** A fixed number of rounds, or the Major style (wins advance, losses eliminate). */
  swiss_style: SwissStyle;
  /** Blank: automatic, ceil(log2 teams). */
  swiss_rounds: string;
  swiss_advance_wins: string;
  swiss_eliminate_losses: string;
  /** Blank: the same as best of. */
  swiss_decider_best_of: string;
  group_stage: { format: 'none' | GroupStageFormat; groups: string; advance: string };
  /** In game order when the veto is a fixed schedule. */
  map_pool: Array<{ name: string }>;
  veto: VetoMode;
  veto_step_seconds: string;
}

export const emptySeriesForm: SeriesFormValues = {
  best_of: '1',
  final_best_of: '',
  third_place_match: false,
  grand_final: 'simple',
  swiss_style: 'rounds',
  swiss_rounds: '',
  // The CS Major's record, ready when the organiser picks that style.
  swiss_advance_wins: '3',
  swiss_eliminate_losses: '3',
  swiss_decider_best_of: '',
  group_stage: { format: 'none', groups: '2', advance: '2' },
  map_pool: [],
  veto: 'none',
  veto_step_seconds: '60',
};

const textOf = (value: number | null) => (value === null ? '' : String(value));

export function seriesFormOf(t: AdminTournament): SeriesFormValues {
  const record = t.swiss_advance_wins !== null || t.swiss_eliminate_losses !== null;
  return {
    best_of: String(t.best_of),
    // The same as best of reads as "follows best of", so a later change of best of carries the final with it.
    final_best_of: t.final_best_of === t.best_of ? '' : String(t.final_best_of),
    third_place_match: t.third_place_match,
    grand_final: t.grand_final,
    swiss_style: record ? 'record' : 'rounds',
    swiss_rounds: textOf(t.swiss_rounds),
    swiss_advance_wins: record ? textOf(t.swiss_advance_wins) : emptySeriesForm.swiss_advance_wins,
    swiss_eliminate_losses: record
      ? textOf(t.swiss_eliminate_losses)
      : emptySeriesForm.swiss_eliminate_losses,
    swiss_decider_best_of: textOf(t.swiss_decider_best_of),
    group_stage: t.group_stage
      ? {
          format: t.group_stage.format,
          groups: String(t.group_stage.groups),
          advance: String(t.group_stage.advance),
        }
      : emptySeriesForm.group_stage,
    map_pool: t.map_pool.map((name) => ({ name })),
    veto: t.veto,
    veto_step_seconds: String(t.veto_step_seconds),
  };
}

/** Which settings a bracket format (and the group stage chosen with it) uses. */
export function seriesFieldsShown(
  format: BracketFormat,
  groupFormat: SeriesFormValues['group_stage']['format'],
) {
  const elimination = format === 'single_elimination' || format === 'double_elimination';
  const groupStage = elimination && groupFormat !== 'none';
  return {
    /** The SE final and third-place match, the DE grand final: round robin and Swiss have no final. */
    finalBestOf: elimination,
    thirdPlaceMatch: format === 'single_elimination',
    grandFinal: format === 'double_elimination',
    groupStage: elimination,
    /** Groups: a Swiss group stage is one group. */
    groups: groupStage && groupFormat === 'round_robin',
    swiss: format === 'swiss' || (groupStage && groupFormat === 'swiss'),
  };
}

const blankIsNull = (text: string) => numberOrText(text) ?? null;

/** The settings as the shared schema takes them. */
export function toSeriesInput(values: SeriesFormValues, format: BracketFormat) {
  const group = values.group_stage;
  const shown = seriesFieldsShown(format, group.format);
  const record = shown.swiss && values.swiss_style === 'record';
  return {
    best_of: numberOrText(values.best_of),
    final_best_of: shown.finalBestOf ? numberOrText(values.final_best_of) : undefined,
    third_place_match: shown.thirdPlaceMatch && values.third_place_match,
    grand_final: shown.grandFinal ? values.grand_final : 'simple',
    swiss_rounds: shown.swiss && !record ? blankIsNull(values.swiss_rounds) : null,
    // Blank in the Major style is refused by the form (seriesFormErrors), not read as "automatic rounds".
    swiss_advance_wins: record ? blankIsNull(values.swiss_advance_wins) : null,
    swiss_eliminate_losses: record ? blankIsNull(values.swiss_eliminate_losses) : null,
    swiss_decider_best_of: record ? blankIsNull(values.swiss_decider_best_of) : null,
    group_stage:
      shown.groupStage && group.format !== 'none'
        ? {
            format: group.format,
            groups: group.format === 'swiss' ? 1 : numberOrText(group.groups),
            advance: numberOrText(group.advance),
          }
        : null,
    map_pool: values.map_pool.map((map) => map.name),
    veto: values.veto,
    veto_step_seconds: numberOrText(values.veto_step_seconds),
  };
}

/** What the form refuses before the schema: the Major style's record left blank (the schema would read "not used"). */
export function seriesFormErrors(
  values: SeriesFormValues,
  format: BracketFormat,
): Array<{ name: 'swiss_advance_wins' | 'swiss_eliminate_losses'; message: string }> {
  const shown = seriesFieldsShown(format, values.group_stage.format);
  if (!shown.swiss || values.swiss_style !== 'record') return [];
  const blank = (text: string) => text.trim() === '';
  return [
    ...(blank(values.swiss_advance_wins)
      ? [{ name: 'swiss_advance_wins' as const, message: 'Swiss advance wins is required' }]
      : []),
    ...(blank(values.swiss_eliminate_losses)
      ? [{ name: 'swiss_eliminate_losses' as const, message: 'Swiss eliminate losses is required' }]
      : []),
  ];
}
