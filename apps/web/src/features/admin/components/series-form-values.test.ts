/**
 * The console form's series settings (decision 0039) for a Swiss group stage before a playoff (decision 0043):
 * the Swiss settings are shown with it, not the groups count, and the form sends one group with its Swiss
 * settings (fixed rounds or the Major style) in a shape the shared schema accepts.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSeriesFormat, seriesFormatShape } from '@arena/shared/series-format-schema';
import {
  emptySeriesForm,
  seriesFieldsShown,
  seriesFormErrors,
  toSeriesInput,
  type SeriesFormValues,
} from './series-form-values';

const schema = z
  .object({ bracket_format: z.string(), total_teams: z.number(), ...seriesFormatShape })
  .superRefine((value, ctx) => checkSeriesFormat(value, ctx));

const swissGroups = (over: Partial<SeriesFormValues> = {}): SeriesFormValues => ({
  ...emptySeriesForm,
  group_stage: { format: 'swiss', groups: '4', advance: '8' },
  ...over,
});

describe('a Swiss group stage in the console form', () => {
  it('shows the Swiss settings and the playoff options, not the groups count', () => {
    expect(seriesFieldsShown('single_elimination', 'swiss')).toMatchObject({
      groupStage: true,
      groups: false,
      swiss: true,
      thirdPlaceMatch: true,
    });
    expect(seriesFieldsShown('double_elimination', 'swiss')).toMatchObject({ swiss: true, grandFinal: true });
    // No group stage: no Swiss settings for an elimination bracket.
    expect(seriesFieldsShown('single_elimination', 'none').swiss).toBe(false);
    expect(seriesFieldsShown('single_elimination', 'round_robin')).toMatchObject({
      groups: true,
      swiss: false,
    });
  });

  it('sends one group with fixed rounds, accepted by the schema', () => {
    const input = toSeriesInput(swissGroups({ swiss_rounds: '4' }), 'single_elimination');
    expect(input).toMatchObject({
      group_stage: { format: 'swiss', groups: 1, advance: 8 },
      swiss_rounds: 4,
      swiss_advance_wins: null,
      swiss_eliminate_losses: null,
    });
    expect(
      schema.safeParse({ bracket_format: 'single_elimination', total_teams: 16, ...input }).success,
    ).toBe(true);
  });

  it('sends the Major style with its decider length, and refuses it blank', () => {
    const major = swissGroups({
      swiss_style: 'record',
      swiss_advance_wins: '3',
      swiss_eliminate_losses: '3',
      swiss_decider_best_of: '3',
    });
    const input = toSeriesInput(major, 'double_elimination');
    expect(input).toMatchObject({
      group_stage: { format: 'swiss', groups: 1, advance: 8 },
      swiss_rounds: null,
      swiss_advance_wins: 3,
      swiss_eliminate_losses: 3,
      swiss_decider_best_of: 3,
    });
    expect(
      schema.safeParse({ bracket_format: 'double_elimination', total_teams: 16, ...input }).success,
    ).toBe(true);
    expect(
      seriesFormErrors({ ...major, swiss_advance_wins: ' ' }, 'double_elimination').map((e) => e.name),
    ).toEqual(['swiss_advance_wins']);
  });
});
