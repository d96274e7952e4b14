/**
 * The tournament form's series and stage settings (decision 0039), under the bracket format: best of, the
 * final's length, the elimination options, a group stage, Swiss, the map pool and the veto. Each shows only with
 * the formats that use it (series-form-values.ts says which), so the organiser never sets what is not played.
 */
import { useWatch, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import {
  BEST_OF_VALUES,
  GRAND_FINAL_MODES,
  GROUP_STAGE_FORMATS,
  GROUP_STAGE_FORMAT_LABELS,
  SERIES_LIMITS,
  VETO_LABELS,
  VETO_MODES,
  winsNeeded,
} from '@arena/shared/series-format';
import type { TournamentValues } from '@arena/shared/admin-catalogue';
import { FieldError, TextField, fieldAria } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { MapPoolEditor } from './map-pool-editor';
import { seriesFieldsShown } from './series-form-values';
import type { TournamentFormValues } from './tournament-form-values';
import { errorAt } from './typed-form';

/** "Bo3: first to win 2 games". */
export function bestOfLabel(bestOf: number): string {
  return bestOf === 1 ? 'Bo1: one game' : `Bo${bestOf}: first to win ${winsNeeded(bestOf)} games`;
}

const BEST_OF = BEST_OF_VALUES.map((n) => ({ value: String(n), label: bestOfLabel(n) }));
const SAME_AS_BEST_OF = { value: '', label: 'Same as best of' };
const GRAND_FINALS: Record<(typeof GRAND_FINAL_MODES)[number], string> = {
  simple: 'One match',
  double: 'With a reset',
};
const GROUP_FORMATS = [
  { value: 'none', label: 'No group stage' },
  ...GROUP_STAGE_FORMATS.map((format) => ({ value: format, label: GROUP_STAGE_FORMAT_LABELS[format] })),
];
const VETO_HINTS: Record<(typeof VETO_MODES)[number], string> = {
  none: 'Teams agree the maps or modes themselves.',
  bans: 'Teams take turns banning until one map per game is left; the decider is drawn from what is left.',
  ban_pick:
    'The CS Major order: bans, then each team picks a map (the other picks the side), then the decider.',
  schedule: 'No vetoing: the games follow the map pool in order.',
};
const VETOES = VETO_MODES.map((mode) => ({ value: mode, label: VETO_LABELS[mode] }));

type SeriesField = Exclude<Path<TournamentFormValues>, `map_pool${string}` | `prize_split${string}`>;

export function SeriesFormatFields({
  control,
  register,
  errors,
  editable,
}: {
  control: Control<TournamentFormValues, unknown, TournamentValues>;
  register: UseFormRegister<TournamentFormValues>;
  errors: FieldErrors<TournamentFormValues>;
  editable: boolean;
}) {
  const [format, groupFormat, swissStyle, veto] = useWatch({
    control,
    name: ['bracket_format', 'group_stage.format', 'swiss_style', 'veto'],
  });
  const shown = seriesFieldsShown(format, groupFormat);
  const bind = (id: string, name: SeriesField) => ({
    id,
    registration: register(name),
    error: errorAt(errors, name),
  });
  const groupStageError = errorAt(errors, 'group_stage');

  return (
    <>
      <div className="row g-3">
        <div className="col-sm-6 col-lg-4">
          <SelectField {...bind('tournament-best-of', 'best_of')} label="Best of" options={BEST_OF} />
        </div>
        {shown.finalBestOf && (
          <div className="col-sm-6 col-lg-4">
            <SelectField
              {...bind('tournament-final-best-of', 'final_best_of')}
              label="Final best of"
              options={[SAME_AS_BEST_OF, ...BEST_OF]}
              hint={
                format === 'double_elimination' ? 'The grand final.' : 'The final and the third-place match.'
              }
            />
          </div>
        )}
        {shown.grandFinal && (
          <div className="col-sm-12 col-lg-4">
            <SelectField
              {...bind('tournament-grand-final', 'grand_final')}
              label="Grand final"
              options={GRAND_FINAL_MODES.map((mode) => ({ value: mode, label: GRAND_FINALS[mode] }))}
              hint="A reset: a second match when the lower-bracket winner wins the first."
            />
          </div>
        )}
        {shown.thirdPlaceMatch && (
          <div className="col-sm-12 col-lg-4">
            <div className="form-check tournament-form__check">
              <input
                id="tournament-third-place"
                type="checkbox"
                className={`form-check-input${errorAt(errors, 'third_place_match') ? ' is-invalid' : ''}`}
                {...fieldAria('tournament-third-place', errorAt(errors, 'third_place_match'))}
                {...register('third_place_match')}
              />
              <label htmlFor="tournament-third-place" className="form-check-label">
                Third-place match (the semi-final losers play for 3rd)
              </label>
            </div>
            <FieldError id="tournament-third-place" message={errorAt(errors, 'third_place_match')} />
          </div>
        )}
      </div>

      {shown.groupStage && (
        <fieldset className="tournament-form__group">
          <legend className="form-label">Group stage</legend>
          <p className="form-text mt-0">
            Groups first; the best teams of each group go on to the bracket above as the playoff.
          </p>
          <div className="row g-3">
            <div className="col-sm-6 col-lg-4">
              <SelectField
                {...bind('tournament-group-format', 'group_stage.format')}
                label="Groups before the playoff"
                options={GROUP_FORMATS}
              />
            </div>
            {shown.groups && (
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-groups', 'group_stage.groups')}
                  label="Groups"
                  inputMode="numeric"
                />
              </div>
            )}
            {groupFormat !== 'none' && (
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-group-advance', 'group_stage.advance')}
                  label={groupFormat === 'swiss' ? 'Teams advancing' : 'Teams advancing from each group'}
                  inputMode="numeric"
                  hint={groupFormat === 'swiss' ? 'A Swiss group stage is one group.' : undefined}
                />
              </div>
            )}
          </div>
          <FieldError id="tournament-group-stage" message={groupStageError} />
        </fieldset>
      )}

      {shown.swiss && (
        <fieldset className="tournament-form__group">
          <legend className="form-label">Swiss</legend>
          <div className="tournament-form__choices" role="radiogroup" aria-label="How the Swiss stage ends">
            <div className="form-check">
              <input
                id="tournament-swiss-rounds-style"
                type="radio"
                value="rounds"
                className="form-check-input"
                {...register('swiss_style')}
              />
              <label htmlFor="tournament-swiss-rounds-style" className="form-check-label">
                A fixed number of rounds
              </label>
            </div>
            <div className="form-check">
              <input
                id="tournament-swiss-record-style"
                type="radio"
                value="record"
                className="form-check-input"
                {...register('swiss_style')}
              />
              <label htmlFor="tournament-swiss-record-style" className="form-check-label">
                Major style: play until a number of wins or losses
              </label>
            </div>
          </div>
          {swissStyle === 'record' ? (
            <div className="row g-3">
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-swiss-advance', 'swiss_advance_wins')}
                  label="Wins to advance"
                  inputMode="numeric"
                  hint={`1 to ${SERIES_LIMITS.swissRecordMax}; the Majors play to 3.`}
                />
              </div>
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-swiss-eliminate', 'swiss_eliminate_losses')}
                  label="Losses to be eliminated"
                  inputMode="numeric"
                  hint={`1 to ${SERIES_LIMITS.swissRecordMax}; the Majors play to 3.`}
                />
              </div>
              <div className="col-sm-6 col-lg-4">
                <SelectField
                  {...bind('tournament-swiss-decider', 'swiss_decider_best_of')}
                  label="Deciding matches best of"
                  options={[SAME_AS_BEST_OF, ...BEST_OF]}
                  hint="Matches that decide advancing or elimination."
                />
              </div>
            </div>
          ) : (
            <div className="row g-3">
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-swiss-rounds', 'swiss_rounds')}
                  label="Swiss rounds"
                  inputMode="numeric"
                  placeholder="Automatic"
                  hint="Blank: automatic, enough rounds for one unbeaten team (4 for 16 teams)."
                />
              </div>
            </div>
          )}
        </fieldset>
      )}

      <fieldset className="tournament-form__group">
        <legend className="form-label">Maps and veto</legend>
        <div className="row g-3">
          <div className="col-sm-6">
            <SelectField
              {...bind('tournament-veto', 'veto')}
              label="Veto"
              options={VETOES}
              hint={VETO_HINTS[veto]}
            />
          </div>
          {veto !== 'none' && (
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-veto-seconds', 'veto_step_seconds')}
                label="Seconds for each veto step"
                inputMode="numeric"
                hint={`${SERIES_LIMITS.vetoStepSecondsMin} to ${SERIES_LIMITS.vetoStepSecondsMax}; a late captain gets a random choice.`}
              />
            </div>
          )}
        </div>
        <MapPoolEditor
          control={control}
          register={register}
          errors={errors}
          editable={editable}
          schedule={veto === 'schedule'}
        />
      </fieldset>
    </>
  );
}
